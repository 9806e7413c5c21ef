import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import type { CreditBalance } from '../../domain/credit-ledger.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { pagePaths } from '../../routes.ts';
import { Icon } from '../../ui/icons.tsx';
import { formatNumber, sectionTitle } from './parts.tsx';

/**
 * The signed-in learner's study credits on their own profile (issue 12): what is left in all, this month's free
 * credits (they expire at the month's end) and the bought ones (they do not), with a way to buy more. Reading
 * the balance grants this month's free credits when they were not granted yet (domain/credit-ledger.ts).
 */
export function StudyCredits({
  i18n,
  locale,
  balance,
}: {
  i18n: I18n;
  locale: Locale;
  balance: CreditBalance;
}) {
  const total = balance.total;
  return (
    <section
      aria-labelledby="study-credits-title"
      className={cx(card(), css({ display: 'grid', gap: '4' }))}
      data-testid="study-credits"
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span className={css({ color: 'fg.brand' })}>
          <Icon name="bolt" size={24} />
        </span>
        <h2 id="study-credits-title" className={sectionTitle}>
          {i18n._(msg`Tus créditos de Study`)}
        </h2>
      </div>
      <p className={css({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })}>
        <span
          className={css({
            fontFamily: 'heading',
            fontSize: { base: '4xl', md: '5xl' },
            fontWeight: '800',
            lineHeight: '1',
            fontVariantNumeric: 'tabular-nums',
          })}
          data-testid="credits-total"
        >
          {formatNumber(locale, total)}
        </span>
        <span className={css({ fontWeight: '700' })}>
          {i18n._(msg`${plural(total, { one: 'crédito disponible', other: 'créditos disponibles' })}`)}
        </span>
      </p>
      <dl className={css({ display: 'grid', gap: '2', fontSize: 'sm', '& dd': { fontWeight: '700' } })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
          <dt className={css({ color: 'fg.muted' })}>
            {i18n._(msg`Gratis este mes (caducan a fin de mes)`)}
          </dt>
          <dd data-testid="credits-free">
            {i18n._(
              msg`${formatNumber(locale, balance.free)} de ${formatNumber(locale, balance.freePerMonth)}`,
            )}
          </dd>
        </div>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
          <dt className={css({ color: 'fg.muted' })}>{i18n._(msg`Comprados (no caducan)`)}</dt>
          <dd data-testid="credits-bought">{formatNumber(locale, balance.bought)}</dd>
        </div>
      </dl>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {i18n._(msg`1 crédito = 1 lección en Study, en la app de Quest.`)}
      </p>
      <a
        href={`${localePath(locale, pagePaths.study)}#credits`}
        className={cx(button({ size: 'sm' }), css({ justifySelf: 'start' }))}
        data-testid="buy-credits-link"
      >
        {i18n._(msg`Comprar más créditos`)}
      </a>
    </section>
  );
}
