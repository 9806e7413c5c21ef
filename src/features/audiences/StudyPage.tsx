import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { CREDIT_PACKAGES, centsPerLesson, STUDY_FREE_CREDITS_PER_MONTH } from '../../domain/study-credits.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { PriceCard } from '../../ui/PriceCard.tsx';
import { Section } from '../../ui/Section.tsx';
import { studyContent } from './content/study.ts';
import { LandingPage } from './LandingPage.tsx';
import { CardGrid } from './ui.tsx';

// The packages' buttons open the site's checkout (?type=credits): the price charged is computed there, on the
// server, from the same CREDIT_PACKAGES shown here.
export function StudyPage() {
  const { locale } = initRequestI18n();
  const content = studyContent[locale];
  const p = content.packages;
  return (
    <LandingPage locale={locale} path="/study" content={content}>
      <Section id="credits" tone="brand" eyebrow={p.credits} title={p.title} lead={p.lead}>
        <CardGrid columns={4}>
          <PriceCard
            name={p.free.title}
            price={p.free.price}
            note={p.free.text}
            features={[`${STUDY_FREE_CREDITS_PER_MONTH} ${p.credits}`]}
          />
          {CREDIT_PACKAGES.map((pkg) => (
            <PriceCard
              key={pkg.id}
              name={p.names[pkg.id]}
              price={formatMoney(pkg.priceCents, locale, { cents: 'always' })}
              highlight={pkg.id === 'focus'}
              features={[
                `${formatNumber(pkg.credits, locale)} ${p.credits}`,
                `${formatMoney(centsPerLesson(pkg), locale, { cents: 'always' })} ${p.perLesson}`,
              ]}
              action={
                <a
                  className={`${button({ variant: pkg.id === 'focus' ? 'primary' : 'secondary' })} ${css({ w: '100%' })}`}
                  href={localePath(locale, pagePaths.buyCredits(pkg.id))}
                  data-testid={`buy-credits-${pkg.id}`}
                >
                  {p.buy}
                </a>
              }
            />
          ))}
        </CardGrid>
        <p
          className={css({ mt: '6', textAlign: 'center', maxW: '3xl', mx: 'auto' })}
          data-testid="credit-rule"
        >
          {p.rule}
        </p>
      </Section>
    </LandingPage>
  );
}
