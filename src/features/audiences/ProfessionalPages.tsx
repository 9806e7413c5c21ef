import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { parseCompanyUsers } from '../../domain/company-pricing.ts';
import { isMigrantPlanId, MIGRANT_PLANS } from '../../domain/migrant-plans.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { Icon } from '../../ui/icons.tsx';
import { Section } from '../../ui/Section.tsx';
import { RequirementsTeaser } from '../ce/index.ts';
import { CompanyCalculator } from './CompanyCalculator.tsx';
import { companiesContent } from './content/companies.ts';
import { migrantsContent } from './content/migrants.ts';
import { continuingEducationContent, insuranceContent, preLicensingContent } from './content/professional.ts';
import { CompanyContactForm } from './forms/slots.tsx';
import { LandingPage } from './LandingPage.tsx';
import { MigrantPlans } from './MigrantPlans.tsx';
import { FeatureGrid } from './ui.tsx';

export function CompaniesPage() {
  const { locale } = initRequestI18n();
  const content = companiesContent[locale];
  const query = requestPageUrl().searchParams;
  return (
    <LandingPage
      locale={locale}
      path="/companies"
      content={content}
      after={
        <Section
          id="contact"
          eyebrow={content.contact.eyebrow}
          title={content.contact.title}
          lead={content.contact.lead}
        >
          <CompanyContactForm locale={locale} />
        </Section>
      }
    >
      <Section
        id="pricing"
        tone="brand"
        eyebrow={content.pricing.eyebrow}
        title={content.pricing.title}
        lead={content.pricing.lead}
      >
        <CompanyCalculator
          locale={locale}
          labels={content.pricing.labels}
          initialUsers={parseCompanyUsers(query.get('users'))}
          buyHref={localePath(locale, pagePaths.companySeats)}
        />
        <CheckList
          items={content.pricing.includes}
          className={css({ mt: '6', gridTemplateColumns: { md: 'repeat(3, 1fr)' } })}
        />
      </Section>
    </LandingPage>
  );
}

export function InsuranceAgenciesPage() {
  const { locale } = initRequestI18n();
  const content = insuranceContent[locale];
  return (
    <LandingPage locale={locale} path="/insurance-agencies" content={content}>
      <Section
        id="codes"
        tone="subtle"
        eyebrow={content.codes.eyebrow}
        title={content.codes.title}
        lead={content.codes.lead}
      >
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
          })}
        >
          {content.codes.items.map((item) => (
            <li
              key={item.code}
              className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
            >
              <span className={codeBadge} aria-hidden="true">
                {item.code}
              </span>
              <h3 className={css({ fontWeight: '800', fontSize: 'lg' })}>
                <span className={css({ srOnly: true })}>{item.code} · </span>
                {item.title}
              </h3>
              <p className={css({ color: 'fg.muted' })}>{item.text}</p>
              <a
                href={localePath(locale, '/accredited-courses')}
                className={css({
                  mt: 'auto',
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1',
                  fontWeight: '700',
                  color: 'fg.brand',
                  minHeight: '44px',
                })}
              >
                {content.codes.cta} {item.code} <Icon name="arrow" size={16} />
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </LandingPage>
  );
}

export function ContinuingEducationPage() {
  const { locale } = initRequestI18n();
  return (
    <LandingPage locale={locale} path="/continuing-education" content={continuingEducationContent[locale]}>
      <RequirementsTeaser />
    </LandingPage>
  );
}

export function PreLicensingPage() {
  const { locale } = initRequestI18n();
  return <LandingPage locale={locale} path="/pre-licensing" content={preLicensingContent[locale]} />;
}

export function MigrantsPage() {
  const { locale } = initRequestI18n();
  const content = migrantsContent[locale];
  const requested = requestPageUrl().searchParams.get('plan');
  // Each plan's button opens its subscription checkout (issue 12), priced on the server.
  const subscribeHrefs = Object.fromEntries(
    MIGRANT_PLANS.map((plan) => [plan.id, localePath(locale, pagePaths.subscribe(plan.id))]),
  ) as Record<(typeof MIGRANT_PLANS)[number]['id'], string>;
  return (
    <LandingPage
      locale={locale}
      path="/courses-for-migrants"
      content={content}
      after={
        <Section
          id="plans"
          tone="brand"
          eyebrow={content.plans.eyebrow}
          title={content.plans.title}
          lead={content.plans.lead}
        >
          <MigrantPlans
            locale={locale}
            labels={content.plans.labels}
            initialPlan={isMigrantPlanId(requested) ? requested : 'annual'}
            subscribeHrefs={subscribeHrefs}
          />
          <p
            className={css({
              mt: '8',
              fontSize: 'sm',
              color: 'fg.muted',
              textAlign: 'center',
              maxW: '720px',
              mx: 'auto',
            })}
          >
            {content.plans.terms}
          </p>
        </Section>
      }
    >
      <Section id="topics" tone="subtle" title={content.topics.title}>
        <FeatureGrid items={content.topics.items} />
      </Section>
    </LandingPage>
  );
}

const codeBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '16',
  h: '16',
  borderRadius: '18px',
  bgGradient: 'to-br',
  gradientFrom: 'mint.500',
  gradientTo: 'sky.700',
  color: 'white',
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: '2xl',
});
