import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import type { Locale } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { CheckIcon, ChevronDownIcon } from '../../ui/icons.tsx';
import { getAuthState, loginHref, OcidMark, shortAddress } from '../auth/index.ts';
import { PageMeta } from '../seo/index.ts';
import { type OpenCampusContent, openCampusContent } from './content.ts';

const ICONS: Record<OpenCampusContent['benefits'][number]['icon'], string> = {
  credential: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13l2 2 4-4',
  chain: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  identity:
    'M4 5h16v14H4zM9 10.5a2 2 0 1 0 0-.01M6.5 16c.6-1.6 1.5-2.3 2.5-2.3s1.9.7 2.5 2.3M14 10h3M14 13h3',
  key: 'M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6zM9.5 12l2 2 3.5-4',
};

function BenefitIcon({ path }: { path: string }) {
  return (
    <svg
      width={26}
      height={26}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/** /opencampus: what connecting an Open Campus ID gives, with its sign-in button (issue 5; 'Iniciar sesión con Open Campus ID' since issue 30). */
export function OpenCampusPage() {
  const { locale } = initRequestI18n();
  const c = openCampusContent[locale];
  const auth = getAuthState();
  const here = `/${locale}/opencampus`;
  const howId = locale === 'es' ? 'como-funciona' : 'how-it-works';

  const connect = (
    <a href={loginHref(here)} rel="nofollow" className={cx(button({ size: 'lg' }), css({ gap: '2.5' }))}>
      <OcidMark size={24} /> {c.signIn}
    </a>
  );

  return (
    <>
      <PageMeta
        locale={locale}
        path="/opencampus"
        title={c.metaTitle}
        description={c.metaDescription}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: c.faq.map(({ q, a }) => ({
              '@type': 'Question',
              name: q,
              acceptedAnswer: { '@type': 'Answer', text: a },
            })),
          },
        ]}
      />

      <section className={hero}>
        <div className={heroInner}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '640px' })}>
            <span className={cx(badge(), css({ alignSelf: 'flex-start', fontSize: 'sm', px: '3', py: '1' }))}>
              <OcidMark size={16} /> {c.eyebrow}
            </span>
            <h1 className={css({ fontSize: { base: '3xl', md: '5xl' }, fontWeight: '800', m: 0 })}>
              {c.title}
            </h1>
            <p className={css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', m: 0 })}>{c.lead}</p>
            {auth.isAuthenticated ? (
              <div className={cx(card(), connectedCard)} data-testid="ocid-connected">
                <span className={connectedIcon}>
                  <CheckIcon size={22} />
                </span>
                <div>
                  <p className={css({ fontWeight: '800', m: 0 })}>{c.connectedTitle}</p>
                  <p className={css({ m: 0, color: 'fg.muted', wordBreak: 'break-all' })}>
                    {c.connectedText} <strong className={css({ color: 'fg' })}>{auth.OCId}</strong>
                    {auth.ethAddress && (
                      <>
                        {' · '}
                        {c.walletLabel}{' '}
                        <span className={css({ fontFamily: 'mono' })} title={auth.ethAddress}>
                          {shortAddress(auth.ethAddress)}
                        </span>
                      </>
                    )}
                  </p>
                </div>
              </div>
            ) : (
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
                {connect}
                <a href={`#${howId}`} className={button({ variant: 'ghost', size: 'lg' })}>
                  {c.howLink}
                </a>
              </div>
            )}
            <ul className={trustList}>
              {c.trust.map((item) => (
                <li key={item} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                  <CheckIcon size={16} /> {item}
                </li>
              ))}
            </ul>
          </div>
          <IdentityCard samples={SAMPLE_CREDENTIALS[locale]} />
        </div>
      </section>

      <section className={section} aria-labelledby="ocid-benefits">
        <div className={css({ maxW: '720px', mb: '8' })}>
          <h2 id="ocid-benefits" className={h2}>
            {c.benefitsTitle}
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'lg', m: 0 })}>{c.benefitsIntro}</p>
        </div>
        <ul className={benefitGrid}>
          {c.benefits.map((benefit) => (
            <li key={benefit.title} className={card()}>
              <span className={iconBubble}>
                <BenefitIcon path={ICONS[benefit.icon]} />
              </span>
              <h3 className={css({ fontSize: 'lg', fontWeight: '800', mt: '4', mb: '2' })}>
                {benefit.title}
              </h3>
              <p className={css({ color: 'fg.muted', m: 0 })}>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        id={howId}
        className={cx(section, css({ scrollMarginTop: '88px' }))}
        aria-labelledby="ocid-steps"
      >
        <h2 id="ocid-steps" className={h2}>
          {c.stepsTitle}
        </h2>
        <ol className={stepList}>
          {c.steps.map((step, index) => (
            <li key={step.title} className={stepItem}>
              <span className={stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={css({ fontSize: 'lg', fontWeight: '800', m: 0, mb: '1' })}>{step.title}</h3>
                <p className={css({ color: 'fg.muted', m: 0 })}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={section} aria-labelledby="ocid-privacy">
        <div className={cx(card(), privacyCard)}>
          <div>
            <h2 id="ocid-privacy" className={h2}>
              {c.privacyTitle}
            </h2>
            <p className={css({ color: 'fg.muted', m: 0 })}>{c.privacyText}</p>
          </div>
          <ul className={css({ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: '3' })}>
            {c.privacyPoints.map((point) => (
              <li key={point} className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
                <span className={css({ color: 'success', flexShrink: 0, mt: '0.5' })}>
                  <CheckIcon size={20} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="ocid-faq">
        <h2 id="ocid-faq" className={h2}>
          {c.faqTitle}
        </h2>
        <div className={css({ display: 'grid', gap: '3', maxW: '820px' })}>
          {c.faq.map(({ q, a }) => (
            <details key={q} className={faqItem}>
              <summary className={faqSummary}>
                {q}
                <ChevronDownIcon size={20} />
              </summary>
              <p className={css({ color: 'fg.muted', m: 0, mt: '2' })}>{a}</p>
            </details>
          ))}
        </div>
      </section>

      {!auth.isAuthenticated && (
        <section className={cx(section, css({ pb: { base: '16', md: '24' } }))}>
          <div className={finalCta}>
            <h2 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', m: 0 })}>
              {c.finalTitle}
            </h2>
            <p className={css({ m: 0, fontSize: 'lg', opacity: 0.92 })}>{c.finalText}</p>
            <a
              href={loginHref(here)}
              rel="nofollow"
              className={cx(button({ variant: 'sun', size: 'lg' }), css({ gap: '2.5' }))}
            >
              <OcidMark size={24} /> {c.signIn}
            </a>
          </div>
        </section>
      )}
    </>
  );
}

const SAMPLE_CREDENTIALS: Record<Locale, [string, string][]> = {
  es: [
    ['Excel para negocios', '2026'],
    ['Inglés para el trabajo', '2025'],
    ['Finanzas personales', '2025'],
  ],
  en: [
    ['Excel for business', '2026'],
    ['English for work', '2025'],
    ['Personal finance', '2025'],
  ],
};

/** A decorative learner-identity card: what an OCID profile looks like. */
function IdentityCard({ samples }: { samples: [string, string][] }) {
  return (
    <div aria-hidden="true" className={idCardWrap}>
      <div className={idCard}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span className={avatar}>A</span>
          <div>
            <p className={css({ fontWeight: '800', m: 0, fontSize: 'lg' })}>ana.edu</p>
            <p className={css({ m: 0, fontSize: 'xs', opacity: 0.8, fontFamily: 'mono' })}>0x3f2a…9c41</p>
          </div>
          <span className={css({ ml: 'auto', color: 'sun.300' })}>
            <OcidMark size={34} />
          </span>
        </div>
        <div className={css({ display: 'grid', gap: '2.5', mt: '6' })}>
          {samples.map(([name, year]) => (
            <div key={name} className={credentialRow}>
              <span className={css({ color: 'mint.500' })}>
                <CheckIcon size={18} />
              </span>
              <span className={css({ fontWeight: '600', fontSize: 'sm' })}>{name}</span>
              <span className={css({ ml: 'auto', fontSize: 'xs', opacity: 0.75 })}>{year}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

const hero = css({
  bg: {
    base: 'linear-gradient(180deg, token(colors.brand.50) 0%, token(colors.bg) 100%)',
    _dark: 'linear-gradient(180deg, #17113A 0%, token(colors.bg) 100%)',
  },
});
const heroInner = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '12', md: '20' },
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1.2fr 1fr' },
  gap: { base: '10', lg: '12' },
  alignItems: 'center',
});
const trustList = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'fg.muted',
  '& svg': { color: 'success' },
});
const connectedCard = css({ display: 'flex', gap: '4', alignItems: 'center', p: '4!' });
const connectedIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '44px',
  h: '44px',
  flexShrink: 0,
  borderRadius: 'pill',
  bg: 'mint.100',
  color: 'mint.700',
});
const idCardWrap = css({ display: 'flex', justifyContent: 'center' });
const idCard = css({
  w: '100%',
  maxW: '400px',
  p: '6',
  borderRadius: '24px',
  color: 'white',
  bg: 'linear-gradient(135deg, token(colors.brand.600) 0%, token(colors.brand.900) 100%)',
  boxShadow: 'pop',
  transform: { lg: 'rotate(-2deg)' },
});
const avatar = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '48px',
  h: '48px',
  borderRadius: 'pill',
  bg: 'sun.400',
  color: 'ink.950',
  fontWeight: '800',
  fontSize: 'xl',
});
const credentialRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  px: '3',
  py: '2.5',
  borderRadius: 'lg',
  bg: 'rgba(255,255,255,0.1)',
  border: '1px solid rgba(255,255,255,0.16)',
});
const section = css({
  maxW: 'container',
  mx: 'auto',
  px: { base: '4', md: '6' },
  pt: { base: '14', md: '20' },
});
const h2 = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', mt: 0, mb: '3' });
const benefitGrid = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
  gap: '4',
});
const iconBubble = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '52px',
  h: '52px',
  borderRadius: '16px',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
});
const stepList = css({
  listStyle: 'none',
  p: 0,
  m: 0,
  mt: '6',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '4',
});
const stepItem = css({
  display: 'flex',
  gap: '4',
  p: '5',
  borderRadius: 'card',
  bg: 'bg.subtle',
  border: '1px solid',
  borderColor: 'border',
});
const stepNumber = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '40px',
  h: '40px',
  borderRadius: 'pill',
  bg: 'accent',
  color: 'accent.fg',
  fontWeight: '800',
});
const privacyCard = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: '6',
  alignItems: 'center',
  p: { base: '6!', md: '8!' },
});
const faqItem = css({
  '&[open] > summary svg': { transform: 'rotate(180deg)' },
  borderRadius: 'card',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.card',
  px: '5',
  py: '3',
});
const faqSummary = css({
  cursor: 'pointer',
  fontWeight: '700',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '& svg': { flexShrink: 0, color: 'fg.muted', transition: 'transform 0.2s' },
});
const finalCta = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '4',
  p: { base: '8', md: '12' },
  borderRadius: '24px',
  color: 'white',
  bg: 'linear-gradient(120deg, token(colors.brand.700) 0%, token(colors.brand.500) 100%)',
});
