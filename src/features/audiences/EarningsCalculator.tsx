'use client';

import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import {
  EARNINGS_CATEGORIES,
  type EarningsAudience,
  type EarningsCategory,
  estimateEarnings,
  parseEarningsAudience,
  parseEarningsCategory,
} from '../../domain/earnings-estimate.ts';
import { formatMoney } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { calcBox, fieldLabel, resultBox, resultFigure, segmented, selectStyle } from './calculator-styles.ts';

export interface EarningsLabels {
  category: string;
  audience: string;
  categories: Record<EarningsCategory, string>;
  audiences: Record<EarningsAudience, string>;
  result: string;
  perMonth: string;
  basis: string;
  calculate: string;
}

/** Earnings estimate by category and audience; a GET form underneath so it also works without JavaScript. */
export function EarningsCalculator({
  locale,
  labels,
  initialCategory,
  initialAudience,
}: {
  locale: Locale;
  labels: EarningsLabels;
  initialCategory: EarningsCategory;
  initialAudience: EarningsAudience;
}) {
  const [category, setCategory] = useState(initialCategory);
  const [audience, setAudience] = useState(initialAudience);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const estimate = estimateEarnings(category, audience);
  return (
    <form
      method="get"
      action="#earnings"
      className={calcBox}
      onSubmit={(event) => event.preventDefault()}
      data-testid="earnings-calculator"
    >
      <div className={css({ display: 'grid', gap: '6', alignContent: 'start' })}>
        <div>
          <label className={fieldLabel} htmlFor="earnings-category">
            {labels.category}
          </label>
          <select
            id="earnings-category"
            name="category"
            className={selectStyle}
            value={category}
            onChange={(event) => setCategory(parseEarningsCategory(event.target.value))}
          >
            {EARNINGS_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {labels.categories[value]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={css({ border: 0, p: 0, m: 0 })}>
          <legend className={fieldLabel}>{labels.audience}</legend>
          <div className={segmented}>
            {([1, 2] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="audience"
                  value={value}
                  checked={audience === value}
                  onChange={(event) => setAudience(parseEarningsAudience(event.target.value))}
                />
                <span>{labels.audiences[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {!hydrated && (
          <button type="submit" className={button({ variant: 'secondary' })}>
            {labels.calculate}
          </button>
        )}
      </div>
      <output className={resultBox} htmlFor="earnings-category" aria-live="polite">
        <span className={css({ fontWeight: '600', color: 'brand.100' })}>{labels.result}</span>
        <span className={resultFigure} data-testid="earnings-yearly">
          {formatMoney(estimate.yearlyCents, locale)}
        </span>
        <span className={css({ color: 'brand.100' })}>
          ≈ {formatMoney(estimate.monthlyCents, locale)} {labels.perMonth}
        </span>
        <span className={css({ fontSize: 'sm', color: 'brand.200', mt: '2' })}>{labels.basis}</span>
      </output>
    </form>
  );
}
