import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { pillLink } from 'styled-system/recipes';
import type { LearnerProfile } from '../../domain/learners/index.ts';
import { type DateParts, formatDateParts, formatNumber as formatFigure } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { pagePaths } from '../../routes.ts';

// Pieces the learner pages share: the page frame, the header with the learner's name and the tabs between the
// profile, the week and the years.

export const learnerPage = css({
  maxW: '1120px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
  display: 'grid',
  gap: { base: '5', md: '6' },
});

export const sectionTitle = css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: '800' });

/** A count as shown on the learner pages (src/i18n/format.ts: US conventions in both languages). */
export function formatNumber(locale: Locale, value: number): string {
  return formatFigure(value, locale);
}

/** A date or a day ('2026-03-01', UTC) with the given parts. */
export function formatDate(locale: Locale, date: Date | string, options: DateParts): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return formatDateParts(value, locale, options);
}

export type LearnerTab = { kind: 'profile' } | { kind: 'week' } | { kind: 'year'; year: number };

/** Profile · This week · years: links that work without JavaScript; the current one is marked. */
export function LearnerTabs({
  i18n,
  locale,
  learnerId,
  years,
  current,
}: {
  i18n: I18n;
  locale: Locale;
  learnerId: string;
  years: number[];
  current: LearnerTab;
}) {
  const tabs = [
    { key: 'profile', label: i18n._(msg`Perfil`), path: pagePaths.learner(learnerId) },
    { key: 'week', label: i18n._(msg`Esta semana`), path: pagePaths.learnerWeek(learnerId) },
    ...years.map((year) => ({
      key: `year-${year}`,
      label: String(year),
      path: pagePaths.learnerYear(learnerId, year),
    })),
  ];
  const currentKey = current.kind === 'year' ? `year-${current.year}` : current.kind;
  return (
    <nav aria-label={i18n._(msg`Secciones del perfil`)} data-testid="learner-tabs">
      <ul className={tabList}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a
              href={localePath(locale, tab.path)}
              aria-current={tab.key === currentKey ? 'page' : undefined}
              className={tabLink}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const tabList = css({
  display: 'flex',
  gap: '2',
  overflowX: 'auto',
  pb: '1',
  listStyle: 'none',
  scrollbarWidth: 'thin',
});
// Tabs stay on one line: their row scrolls sideways on a phone.
const tabLink = cx(pillLink(), css({ whiteSpace: 'nowrap' }));

/** The learner's initial in a brand circle, the name and the level. */
export function LearnerHeader({
  i18n,
  locale,
  profile,
  owner,
  subtitle,
}: {
  i18n: I18n;
  locale: Locale;
  profile: LearnerProfile;
  owner: boolean;
  subtitle: string;
}) {
  const name = owner ? profile.fullName : profile.firstName;
  return (
    <header className={header}>
      <span aria-hidden="true" className={avatar}>
        {profile.firstName.slice(0, 1).toUpperCase()}
      </span>
      <div className={css({ display: 'grid', gap: '1', minW: 0 })}>
        <p className={css({ fontSize: 'sm', fontWeight: '700', color: 'fg.brand', letterSpacing: '0.02em' })}>
          {subtitle}
        </p>
        <h1
          className={css({
            fontSize: { base: '2xl', md: '4xl' },
            fontWeight: '800',
            overflowWrap: 'anywhere',
          })}
        >
          {name}
        </h1>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          {profile.stats && (
            <span className={chip} data-testid="learner-level">
              {i18n._(msg`Nivel ${formatNumber(locale, profile.stats.level)}`)}
            </span>
          )}
          {owner && (
            <span className={chip} data-testid="profile-visibility">
              {profile.profilePublic ? i18n._(msg`Perfil público`) : i18n._(msg`Perfil privado`)}
            </span>
          )}
        </div>
      </div>
    </header>
  );
}

const header = css({ display: 'flex', gap: { base: '4', md: '5' }, alignItems: 'center' });
const avatar = css({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  w: { base: '64px', md: '84px' },
  h: { base: '64px', md: '84px' },
  borderRadius: 'pill',
  bgGradient: 'to-br',
  gradientFrom: 'brand.400',
  gradientTo: 'brand.700',
  color: 'white',
  fontFamily: 'heading',
  fontWeight: '800',
  fontSize: { base: '2xl', md: '3xl' },
  boxShadow: 'card',
});
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  py: '0.5',
  borderRadius: 'pill',
  bg: 'bg.brandSoft',
  color: 'fg.brand',
  fontSize: 'xs',
  fontWeight: '700',
});
