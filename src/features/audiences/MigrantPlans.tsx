'use client';

import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button, card } from 'styled-system/recipes';
import { isMigrantPlanId, type MigrantPlanId, migrantPlanQuotes } from '../../domain/migrant-plans.ts';
import { formatMoney } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { segmented } from './calculator-styles.ts';

export interface MigrantPlanLabels {
  choose: string;
  names: Record<MigrantPlanId, string>;
  periods: Record<MigrantPlanId, string>;
  perMonth: string;
  save: string;
  regular: string;
  renews: Record<MigrantPlanId, string>;
  cancel: string;
  subscribe: string;
  calculate: string;
  bestValue: string;
}

/** Pricing table for the migrants subscription: pick a period, see price, discount and renewal terms. */
export function MigrantPlans({
  locale,
  labels,
  initialPlan,
  subscribeHrefs,
}: {
  locale: Locale;
  labels: MigrantPlanLabels;
  initialPlan: MigrantPlanId;
  subscribeHrefs: Record<MigrantPlanId, string>;
}) {
  const [selected, setSelected] = useState<MigrantPlanId>(initialPlan);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const quotes = migrantPlanQuotes();
  return (
    <form
      method="get"
      action="#plans"
      onSubmit={(event) => event.preventDefault()}
      data-testid="migrant-plans"
    >
      <fieldset className={css({ border: 0, p: 0, m: 0, maxW: '640px', mx: 'auto', mb: '8' })}>
        <legend className={css({ fontWeight: '700', mb: '3', textAlign: 'center', w: '100%' })}>
          {labels.choose}
        </legend>
        <div className={segmented}>
          {quotes.map((quote) => (
            <label key={quote.id}>
              <input
                type="radio"
                name="plan"
                value={quote.id}
                checked={selected === quote.id}
                onChange={(event) => isMigrantPlanId(event.target.value) && setSelected(event.target.value)}
              />
              <span>
                {labels.periods[quote.id]}
                {quote.discountPercent > 0 && (
                  <span
                    className={css({ display: 'block', fontSize: 'xs', color: 'success', fontWeight: '700' })}
                  >
                    −{quote.discountPercent}%
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
        {!hydrated && (
          <div className={css({ textAlign: 'center', mt: '4' })}>
            <button type="submit" className={button({ variant: 'secondary' })}>
              {labels.calculate}
            </button>
          </div>
        )}
      </fieldset>
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {quotes.map((quote) => {
          const active = quote.id === selected;
          return (
            <div
              key={quote.id}
              data-plan={quote.id}
              data-selected={active}
              className={cx(
                card(),
                css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '3',
                  position: 'relative',
                  transition: 'transform .2s, box-shadow .2s',
                  '&[data-selected=true]': {
                    borderColor: 'accent',
                    borderWidth: '2px',
                    transform: { md: 'translateY(-6px)' },
                    boxShadow: 'pop',
                  },
                }),
              )}
            >
              {quote.id === 'annual' && (
                <span
                  className={cx(badge({ tone: 'sun' }), css({ position: 'absolute', top: '-3', right: '5' }))}
                >
                  {labels.bestValue}
                </span>
              )}
              <h3 className={css({ fontWeight: '800', fontSize: 'lg' })}>{labels.names[quote.id]}</h3>
              <p className={css({ display: 'flex', alignItems: 'baseline', gap: '2', flexWrap: 'wrap' })}>
                <span className={css({ fontFamily: 'heading', fontSize: '4xl', fontWeight: '800' })}>
                  {formatMoney(quote.priceCents, locale, { cents: 'always' })}
                </span>
                <s className={css({ color: 'fg.muted' })}>
                  <span className={css({ srOnly: true })}>{labels.regular}: </span>
                  {formatMoney(quote.regularCents, locale, { cents: 'always' })}
                </s>
              </p>
              <p className={css({ color: 'fg.muted' })}>
                {formatMoney(quote.perMonthCents, locale, { cents: 'always' })} {labels.perMonth}
              </p>
              <p>
                <span className={badge({ tone: 'mint' })}>
                  {labels.save} {quote.discountPercent}% ·{' '}
                  {formatMoney(quote.savingsCents, locale, { cents: 'always' })}
                </span>
              </p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{labels.renews[quote.id]}</p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{labels.cancel}</p>
              <a
                className={cx(button({ variant: active ? 'primary' : 'secondary' }), css({ mt: 'auto' }))}
                href={subscribeHrefs[quote.id]}
                aria-current={active ? 'true' : undefined}
              >
                {labels.subscribe}
              </a>
            </div>
          );
        })}
      </div>
    </form>
  );
}
