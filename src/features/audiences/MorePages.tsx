import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import { externalLinks } from '../../config/brand.ts';
import type { LeadKind } from '../../domain/leads.ts';
import { recurringPlan } from '../../domain/plans.ts';
import { safeContentHref } from '../../domain/url-safety.ts';
import { formatMoney } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain, getServices } from '../../services.ts';
import { CheckList } from '../../ui/CheckList.tsx';
import { FaqList, faqJsonLd } from '../../ui/Faq.tsx';
import { Icon } from '../../ui/icons.tsx';
import { PriceCard } from '../../ui/PriceCard.tsx';
import { Container, Section } from '../../ui/Section.tsx';
import { LegalDocument } from '../legal/index.ts';
import { PageMeta } from '../seo/index.ts';
import { questerPlanLabel } from '../subscriptions/index.ts';
import { common } from './common.ts';
import {
  affiliatesApplyCopy,
  affiliatesContent,
  type FormPageCopy,
  questersApplyCopy,
  questersSignupCopy,
  referralContent,
} from './content/more.ts';
import { partners, partnersCopy } from './content/partners.ts';
import { questersContent } from './content/questers.ts';
import { questersTerms } from './content/questers-terms.ts';
import {
  deferredSuccessCopy,
  purchaseSuccessCopy,
  redirectCopy,
  type StatusCopy,
  studioPricingCopy,
} from './content/transactional.ts';
import { LeadFormSlot } from './forms/slots.tsx';
import { LandingPage } from './LandingPage.tsx';
import { ShareButton } from './ShareButton.tsx';
import { breadcrumbLd, organizationLd } from './seo.ts';
import { Breadcrumbs, CardGrid } from './ui.tsx';

function FormPage({
  locale,
  path,
  copy,
  kind,
  parents,
  aside,
}: {
  locale: Locale;
  path: string;
  copy: FormPageCopy;
  kind: LeadKind;
  parents: [string, string][];
  aside?: ReactNode;
}) {
  const trail: [string, string][] = [...parents, [copy.name, path]];
  const jsonLd: object[] = [organizationLd(), breadcrumbLd(locale, common[locale].home, trail)];
  if (copy.faq) jsonLd.push(faqJsonLd(copy.faq));
  return (
    <>
      <PageMeta
        locale={locale}
        path={path}
        title={copy.meta.title}
        description={copy.meta.description}
        jsonLd={jsonLd}
      />
      <section className={formHero}>
        <Container>
          <Breadcrumbs locale={locale} trail={trail} />
          <div
            className={css({
              display: 'grid',
              gap: { base: '8', lg: '12' },
              gridTemplateColumns: { base: '1fr', lg: '0.9fr 1.1fr' },
              alignItems: 'start',
            })}
          >
            <div>
              <span className={badge()}>{copy.eyebrow}</span>
              <h1
                className={css({
                  mt: '4',
                  fontSize: { base: '3xl', md: '5xl' },
                  fontWeight: '800',
                  lineHeight: '1.1',
                  letterSpacing: '-0.02em',
                })}
              >
                {copy.title}
              </h1>
              <p className={css({ mt: '4', fontSize: 'lg', color: 'fg.muted' })}>{copy.lead}</p>
              <CheckList items={copy.bullets} className={css({ mt: '6' })} />
              {aside}
            </div>
            <div id={`${kind}-form-slot`}>
              <LeadFormSlot kind={kind} locale={locale} returnPath={path} />
            </div>
          </div>
        </Container>
      </section>
      {copy.faq && (
        <Section id="faq" title={common[locale].faq}>
          <FaqList items={copy.faq} sign="plus" />
        </Section>
      )}
    </>
  );
}

export function QuestersApplyPage() {
  const { locale } = initRequestI18n();
  return (
    <FormPage
      locale={locale}
      path="/questers/apply"
      copy={questersApplyCopy[locale]}
      kind="questers-apply"
      parents={[[questersContent[locale].name, '/questers']]}
    />
  );
}

export function QuestersSignupPage() {
  const { locale } = initRequestI18n();
  return (
    <FormPage
      locale={locale}
      path="/questers/signup"
      copy={questersSignupCopy[locale]}
      kind="questers-signup"
      parents={[[questersContent[locale].name, '/questers']]}
    />
  );
}

export function QuestersTermsPage() {
  const { locale } = initRequestI18n();
  const doc = questersTerms[locale];
  return <LegalDocument locale={locale} path="/questers/terms" doc={doc} tocLabel={doc.toc} />;
}

export function AffiliatesPage() {
  const { locale } = initRequestI18n();
  return <LandingPage locale={locale} path="/affiliates" content={affiliatesContent[locale]} />;
}

export function AffiliatesApplyPage() {
  const { locale } = initRequestI18n();
  const copy = affiliatesApplyCopy[locale];
  const b = copy.bundle;
  return (
    <FormPage
      locale={locale}
      path="/affiliates/apply"
      copy={copy}
      kind="affiliates-apply"
      parents={[[affiliatesContent[locale].name, '/affiliates']]}
      aside={
        <div
          className={cx(card(), css({ mt: '8', borderColor: 'accent', borderWidth: '2px' }))}
          data-testid="affiliate-bundle"
        >
          <div
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: '3',
              alignItems: 'center',
              flexWrap: 'wrap',
            })}
          >
            <h2 className={css({ fontWeight: '800', fontSize: 'xl' })}>{b.title}</h2>
            <span className={badge({ tone: 'sun' })}>{b.off}</span>
          </div>
          <p className={css({ mt: '2', display: 'flex', gap: '3', alignItems: 'baseline' })}>
            <span className={css({ fontFamily: 'heading', fontWeight: '800', fontSize: '4xl' })}>
              {b.price}
            </span>
            <s className={css({ color: 'fg.muted' })}>{b.was}</s>
          </p>
          <p className={css({ color: 'fg.muted', mt: '1' })}>{b.text}</p>
          <CheckList items={b.items} className={css({ mt: '4' })} />
        </div>
      }
    />
  );
}

export function PartnersPage() {
  const { locale } = initRequestI18n();
  const copy = partnersCopy[locale];
  const trail: [string, string][] = [[copy.name, '/partners']];
  return (
    <>
      <PageMeta
        locale={locale}
        path="/partners"
        title={copy.meta.title}
        description={copy.meta.description}
        jsonLd={[organizationLd(), breadcrumbLd(locale, common[locale].home, trail)]}
      />
      <section className={formHero}>
        <Container>
          <Breadcrumbs locale={locale} trail={trail} />
          <span className={badge()}>{copy.eyebrow}</span>
          <h1
            className={css({
              mt: '4',
              fontSize: { base: '4xl', md: '5xl' },
              fontWeight: '800',
              maxW: '820px',
              lineHeight: '1.1',
            })}
          >
            {copy.title}
          </h1>
          <p className={css({ mt: '4', fontSize: 'lg', color: 'fg.muted', maxW: '720px' })}>{copy.lead}</p>
        </Container>
      </section>
      <Container className={css({ pb: '16' })}>
        <ul
          className={css({
            listStyle: 'none',
            p: 0,
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          })}
        >
          {partners.map((partner) => (
            <li
              key={partner.name}
              className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
            >
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <span className={partnerLogo} aria-hidden="true">
                  <Icon name={partner.icon} size={26} />
                </span>
                <h2 className={css({ fontSize: 'xl', fontWeight: '800' })}>{partner.name}</h2>
              </div>
              <p className={css({ color: 'fg.muted' })}>{partner.description[locale]}</p>
              <div>
                <h3
                  className={css({
                    fontWeight: '700',
                    fontSize: 'sm',
                    textTransform: 'uppercase',
                    letterSpacing: '0.06em',
                    mb: '2',
                  })}
                >
                  {copy.services}
                </h3>
                <CheckList items={partner.services[locale]} />
              </div>
              {partner.website && (
                <a
                  // Content from data: script-running schemes never become a link (spec §8).
                  href={safeContentHref(partner.website) ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={css({
                    mt: 'auto',
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '1.5',
                    fontWeight: '700',
                    color: 'fg.brand',
                    minHeight: '44px',
                  })}
                >
                  {copy.visit} <span className={css({ srOnly: true })}>{partner.name}</span>
                  <Icon name="arrow" size={16} />
                </a>
              )}
            </li>
          ))}
        </ul>
        <div
          className={cx(
            card(),
            css({
              mt: '10',
              display: 'flex',
              flexDirection: { base: 'column', md: 'row' },
              gap: '4',
              justifyContent: 'space-between',
              alignItems: { md: 'center' },
              bg: 'bg.brandSoft',
            }),
          )}
        >
          <div>
            <h2 className={css({ fontSize: '2xl', fontWeight: '800' })}>{copy.become.title}</h2>
            <p className={css({ color: 'fg.muted', mt: '1' })}>{copy.become.text}</p>
          </div>
          <a className={button()} href="mailto:partners@quest.how">
            {copy.become.label}
          </a>
        </div>
      </Container>
    </>
  );
}

export function ReferralPage() {
  const { locale } = initRequestI18n();
  const content = referralContent[locale];
  const url = `${getServices().config.PUBLIC_URL.replace(/\/$/, '')}${localePath(locale, '/referral-program')}`;
  return (
    <LandingPage
      locale={locale}
      path="/referral-program"
      content={content}
      heroExtra={
        <div className={css({ mt: '6' })}>
          <ShareButton url={url} label={content.share.button} copiedLabel={content.share.copied} />
        </div>
      }
    />
  );
}

function StatusPage({
  locale,
  path,
  copy,
  actions,
  extra,
  art,
}: {
  locale: Locale;
  path: string;
  copy: StatusCopy;
  actions: ReactNode;
  extra?: ReactNode;
  art?: ReactNode;
}) {
  return (
    <Container className={css({ py: { base: '10', md: '16' } })}>
      <PageMeta
        locale={locale}
        path={path}
        title={copy.meta.title}
        description={copy.meta.description}
        noindex
      />
      <div
        className={cx(
          card(),
          css({
            maxW: '720px',
            mx: 'auto',
            textAlign: 'center',
            p: { base: '8', md: '12' },
            display: 'grid',
            gap: '4',
            justifyItems: 'center',
          }),
        )}
      >
        {art ?? <SuccessArt />}
        <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: '800', lineHeight: '1.15' })}>
          {copy.title}
        </h1>
        <p className={css({ fontSize: 'lg', color: 'fg.muted' })}>{copy.lead}</p>
        {extra}
        <CheckList items={copy.points} className={css({ textAlign: 'left', mt: '2' })} />
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center', mt: '4' })}
        >
          {actions}
        </div>
      </div>
    </Container>
  );
}

export function DeferredSuccessPage() {
  const { locale } = initRequestI18n();
  const copy = deferredSuccessCopy[locale];
  return (
    <StatusPage
      locale={locale}
      path="/deferred-success"
      copy={copy}
      actions={
        <>
          <a className={button({ size: 'lg' })} href={getServices().config.APP_URL}>
            {copy.primary}
          </a>
          <a
            className={button({ variant: 'secondary', size: 'lg' })}
            href={localePath(locale, '/accredited-courses')}
          >
            {copy.secondary}
          </a>
        </>
      }
    />
  );
}

export function SuccessfulPurchasePage() {
  const { locale } = initRequestI18n();
  const copy = purchaseSuccessCopy[locale];
  return (
    <StatusPage
      locale={locale}
      path="/courses/SuccessfulPurchase"
      copy={copy}
      actions={
        <>
          <a
            className={button({ size: 'lg' })}
            href={externalLinks.iosApp}
            target="_blank"
            rel="noopener noreferrer"
          >
            {copy.primary}
          </a>
          <a
            className={button({ variant: 'secondary', size: 'lg' })}
            href={externalLinks.androidApp}
            target="_blank"
            rel="noopener noreferrer"
          >
            {copy.secondary}
          </a>
        </>
      }
    />
  );
}

export function CoursesRedirectPage() {
  const { locale } = initRequestI18n();
  const copy = redirectCopy[locale];
  const courseId = requestPageUrl().searchParams.get('courseId');
  const appUrl = getServices().config.APP_URL.replace(/\/$/, '');
  const deepLink =
    courseId && /^[A-Za-z0-9_-]{1,64}$/.test(courseId) ? `${appUrl}/courses/${courseId}` : appUrl;
  return (
    <StatusPage
      locale={locale}
      path="/courses/redirect"
      copy={copy}
      art={<PhoneArt />}
      extra={
        <div role="note" className={desktopNotice} data-testid="desktop-course-message">
          <Icon name="phone" size={28} />
          <div>
            <p className={css({ fontWeight: '800' })}>{copy.desktop}</p>
            <p className={css({ fontSize: 'sm' })}>{copy.desktopHelp}</p>
          </div>
        </div>
      }
      actions={
        <>
          <a
            className={cx(button({ size: 'lg' }), css({ display: { base: 'inline-flex', lg: 'none' } }))}
            href={deepLink}
          >
            {copy.primary}
          </a>
          <a
            className={button({ variant: 'secondary', size: 'lg' })}
            href={externalLinks.iosApp}
            target="_blank"
            rel="noopener noreferrer"
          >
            App Store
          </a>
          <a
            className={button({ variant: 'secondary', size: 'lg' })}
            href={externalLinks.androidApp}
            target="_blank"
            rel="noopener noreferrer"
          >
            Google Play
          </a>
        </>
      }
    />
  );
}

/**
 * /payments/studioPricingTable: free, Basic and Plus compared, with the prices the server charges (plans.ts).
 * `?quester={id}` (a Quester's public id) starts that Quester's upgrade: Basic and Plus then lead to
 * /payments/questerUpgrade/{id}; without it, a small form asks for the id (a GET back here, no JavaScript).
 */
export async function StudioPricingTablePage() {
  const { i18n, locale } = initRequestI18n();
  const copy = studioPricingCopy[locale];
  const plans = questersContent[locale].plans;
  const trail: [string, string][] = [
    [questersContent[locale].name, '/questers'],
    [copy.name, '/payments/studioPricingTable'],
  ];
  const asked = (requestPageUrl().searchParams.get('quester') ?? '').trim().toLowerCase().slice(0, 80);
  const quester = asked ? await domain().catalog.questerPlan(asked) : undefined;
  const monthly = (id: 'quester_basic' | 'quester_plus') =>
    formatMoney(recurringPlan(id).priceCents, locale, { cents: 'always' });
  const trialDays = recurringPlan('quester_plus').trialDays;
  const action = (label: string, href: string, primary = false, external = false) => (
    <a
      className={cx(button({ variant: primary ? 'primary' : 'secondary' }), css({ w: '100%' }))}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
    </a>
  );
  const upgradeHref = (plan: 'basic' | 'plus') =>
    quester ? `${localePath(locale, pagePaths.questerUpgrade(quester.slug))}?plan=${plan}` : '#upgrade';
  return (
    <>
      <PageMeta
        locale={locale}
        path="/payments/studioPricingTable"
        title={copy.meta.title}
        description={copy.meta.description}
        jsonLd={[organizationLd(), breadcrumbLd(locale, common[locale].home, trail)]}
      />
      <section className={formHero}>
        <Container>
          <Breadcrumbs locale={locale} trail={trail} />
          <div className={css({ textAlign: 'center', maxW: '760px', mx: 'auto', mb: '10' })}>
            <span className={badge()}>{copy.eyebrow}</span>
            <h1
              className={css({
                mt: '4',
                fontSize: { base: '3xl', md: '5xl' },
                fontWeight: '800',
                lineHeight: '1.1',
              })}
            >
              {copy.title}
            </h1>
            <p className={css({ mt: '4', fontSize: 'lg', color: 'fg.muted' })}>{copy.lead}</p>
            <p className={css({ mt: '2', color: 'fg.muted' })} data-testid="studio-trial">
              {i18n._(msg`Basic y Plus incluyen ${trialDays} días de prueba gratis.`)}
            </p>
          </div>
          {quester ? (
            <p
              className={cx(card(), css({ p: '4', mb: '6', textAlign: 'center' }))}
              data-testid="studio-quester"
            >
              {i18n._(
                msg`Mejorando el plan de ${quester.name} (plan actual: ${questerPlanLabel(i18n, quester.plan)}).`,
              )}
            </p>
          ) : (
            asked && (
              <p
                role="alert"
                className={css({ mb: '6', textAlign: 'center', color: 'danger' })}
                data-testid="studio-quester-unknown"
              >
                {i18n._(msg`No encontramos ese Quester. Revisa tu ID de Quester.`)}
              </p>
            )
          )}
          <CardGrid columns={3}>
            <PriceCard
              {...plans.free}
              price={formatMoney(0, locale)}
              action={action(plans.free.cta, externalLinks.studioSignup, false, true)}
            />
            <PriceCard
              {...plans.basic}
              price={monthly('quester_basic')}
              action={action(plans.basic.cta, upgradeHref('basic'))}
            />
            <PriceCard
              {...plans.plus}
              price={monthly('quester_plus')}
              highlight
              badgeText={common[locale].mostPopular}
              action={action(plans.plus.cta, upgradeHref('plus'), true)}
            />
          </CardGrid>
          {!quester && (
            <form
              id="upgrade"
              method="get"
              action={localePath(locale, pagePaths.studioPricing)}
              className={cx(
                card(),
                css({
                  mt: '8',
                  p: { base: '5', md: '6' },
                  display: 'grid',
                  gap: '3',
                  maxW: '560px',
                  mx: 'auto',
                }),
              )}
              data-testid="studio-upgrade-form"
            >
              <label htmlFor="studio-quester" className={css({ fontWeight: '700' })}>
                {i18n._(msg`Tu ID de Quester`)}
              </label>
              <p id="studio-quester-hint" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {i18n._(
                  msg`Es la última parte de la dirección de tu página de Quester: quest…/questers/tu-id.`,
                )}
              </p>
              <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
                <input
                  id="studio-quester"
                  name="quester"
                  required
                  maxLength={80}
                  defaultValue={asked}
                  aria-describedby="studio-quester-hint"
                  autoComplete="off"
                  className={css({
                    flex: '1 1 220px',
                    minH: '11',
                    px: '3',
                    borderWidth: '1px',
                    borderColor: 'border',
                    borderRadius: 'md',
                    bg: 'bg',
                    color: 'fg',
                  })}
                />
                <button
                  type="submit"
                  className={button({ variant: 'primary' })}
                  data-testid="studio-upgrade-start"
                >
                  {i18n._(msg`Mejorar mi plan`)}
                </button>
              </div>
            </form>
          )}
        </Container>
      </section>
      <Section id="compare" title={copy.compare}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1) */}
        <section className={css({ overflowX: 'auto' })} aria-label={copy.compare} tabIndex={0}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{copy.feature}</th>
                <th scope="col">{plans.free.name}</th>
                <th scope="col">{plans.basic.name}</th>
                <th scope="col">{plans.plus.name}</th>
              </tr>
            </thead>
            <tbody>
              {copy.rows.map(([feature, ...cells]) => (
                <tr key={feature}>
                  <th scope="row">{feature}</th>
                  {cells.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed table columns
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <p className={css({ mt: '8', color: 'fg.muted' })}>
          {copy.portal}{' '}
          <a
            className={css({ color: 'fg.brand', fontWeight: '700' })}
            href={`${externalLinks.studioHome}/billing`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {copy.portalLink}
          </a>
        </p>
      </Section>
    </>
  );
}

const formHero = css({
  pt: { base: '6', md: '10' },
  pb: { base: '12', md: '16' },
  bgGradient: 'to-b',
  gradientFrom: 'bg.brandSoft',
  gradientTo: 'bg',
});
const partnerLogo = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '14',
  h: '14',
  borderRadius: '16px',
  bgGradient: 'to-br',
  gradientFrom: 'brand.500',
  gradientTo: 'sky.500',
  color: 'white',
  flexShrink: 0,
});
const desktopNotice = css({
  display: { base: 'none', lg: 'flex' },
  gap: '3',
  alignItems: 'center',
  textAlign: 'left',
  p: '4',
  borderRadius: '14px',
  bg: 'sun.300',
  color: 'ink.950',
});
const table = css({
  w: '100%',
  borderCollapse: 'collapse',
  minW: '560px',
  '& th, & td': { textAlign: 'left', p: '4', borderBottom: '1px solid', borderColor: 'border' },
  '& thead th': { fontWeight: '800', bg: 'bg.subtle' },
  '& tbody th': { fontWeight: '600' },
});

function SuccessArt() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
      <circle cx="48" cy="48" r="46" fill="#DDF8EC" />
      <circle cx="48" cy="48" r="32" fill="#14B87A" />
      <path
        d="m34 49 10 10 19-21"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="20" r="4" fill="#FFC233" />
      <circle cx="86" cy="28" r="3" fill="#6A4BFF" />
      <circle cx="80" cy="82" r="4" fill="#F0563E" />
    </svg>
  );
}

function PhoneArt() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
      <circle cx="48" cy="48" r="46" fill="#F1EEFF" />
      <rect x="31" y="14" width="34" height="66" rx="8" fill="#111423" />
      <rect x="35" y="20" width="26" height="52" rx="4" fill="#FFFFFF" />
      <rect x="39" y="26" width="18" height="12" rx="3" fill="#6A4BFF" />
      <rect x="39" y="43" width="18" height="4" rx="2" fill="#D8DCE8" />
      <rect x="39" y="51" width="12" height="4" rx="2" fill="#D8DCE8" />
      <rect x="39" y="62" width="18" height="4" rx="2" fill="#14B87A" />
      <circle cx="12" cy="20" r="4" fill="#FFC233" />
      <circle cx="84" cy="76" r="4" fill="#F0563E" />
    </svg>
  );
}
