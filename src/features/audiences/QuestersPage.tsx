import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { externalLinks } from '../../config/brand.ts';
import { parseEarningsAudience, parseEarningsCategory } from '../../domain/earnings-estimate.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { PriceCard } from '../../ui/PriceCard.tsx';
import { Section } from '../../ui/Section.tsx';
import { creatorsContent, questersContent } from './content/questers.ts';
import { EarningsCalculator } from './EarningsCalculator.tsx';
import { LandingPage } from './LandingPage.tsx';
import { CardGrid } from './ui.tsx';

export function QuestersPage() {
  const { locale } = initRequestI18n();
  const content = questersContent[locale];
  const query = requestPageUrl().searchParams;
  const { plans, earnings } = content;
  const planAction = (label: string, href: string, primary = false) => (
    <a
      className={`${button({ variant: primary ? 'primary' : 'secondary' })} ${css({ w: '100%' })}`}
      href={href}
    >
      {label}
    </a>
  );
  const pricingHref = localePath(locale, '/payments/studioPricingTable');
  return (
    <LandingPage
      locale={locale}
      path="/questers"
      content={content}
      after={
        <Section
          id="earnings"
          tone="brand"
          eyebrow={earnings.eyebrow}
          title={earnings.title}
          lead={earnings.lead}
        >
          <EarningsCalculator
            locale={locale}
            labels={{
              category: earnings.category,
              audience: earnings.audience,
              categories: earnings.categories,
              audiences: earnings.audiences,
              result: earnings.result,
              perMonth: earnings.perMonth,
              basis: earnings.basis,
              calculate: earnings.calculate,
            }}
            initialCategory={parseEarningsCategory(query.get('category'))}
            initialAudience={parseEarningsAudience(query.get('audience'))}
          />
        </Section>
      }
    >
      <Section id="plans" tone="subtle" eyebrow={plans.eyebrow} title={plans.title} lead={plans.lead}>
        <CardGrid columns={3}>
          <PriceCard {...plans.free} action={planAction(plans.free.cta, externalLinks.studioSignup)} />
          <PriceCard {...plans.basic} action={planAction(plans.basic.cta, pricingHref)} />
          <PriceCard
            {...plans.plus}
            highlight
            badgeText={plans.plus.name}
            action={planAction(plans.plus.cta, pricingHref, true)}
          />
        </CardGrid>
        <p className={css({ mt: '6', color: 'fg.muted', fontSize: 'sm' })}>{plans.payouts}</p>
      </Section>
    </LandingPage>
  );
}

export function CreatorsPage() {
  const { locale } = initRequestI18n();
  return <LandingPage locale={locale} path="/creators" content={creatorsContent[locale]} />;
}
