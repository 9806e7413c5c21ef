'use client';

import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { COMPANY_MAX_USERS, companyQuote, parseCompanyUsers } from '../../domain/company-pricing.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { calcBox, fieldLabel, resultBox, resultFigure, selectStyle } from './calculator-styles.ts';

export interface CompanyCalculatorLabels {
  users: string;
  usersHint: string;
  result: string;
  perMonth: string;
  breakdownUsers: string;
  adminFee: string;
  yearly: string;
  calculate: string;
  /** The link to buy this many seats. */
  buy: string;
}

/** Monthly price by number of users; a GET form underneath so it also works without JavaScript. */
export function CompanyCalculator({
  locale,
  labels,
  initialUsers,
  buyHref,
}: {
  locale: Locale;
  labels: CompanyCalculatorLabels;
  initialUsers: number;
  /** The seats purchase page (the user count is added as `users`). */
  buyHref: string;
}) {
  const [text, setText] = useState(String(initialUsers));
  const [users, setUsers] = useState(initialUsers);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const quote = companyQuote(users);
  const update = (value: string) => {
    setText(value);
    setUsers(parseCompanyUsers(value, users));
  };
  return (
    <form
      method="get"
      action="#pricing"
      className={calcBox}
      onSubmit={(event) => event.preventDefault()}
      data-testid="company-calculator"
    >
      <div className={css({ display: 'grid', gap: '5', alignContent: 'start' })}>
        <div>
          <label className={fieldLabel} htmlFor="company-users">
            {labels.users}
          </label>
          <input
            id="company-users"
            name="users"
            type="number"
            inputMode="numeric"
            min={1}
            max={COMPANY_MAX_USERS}
            step={1}
            className={selectStyle}
            value={text}
            onChange={(event) => update(event.target.value)}
            aria-describedby="company-users-hint"
          />
          <p id="company-users-hint" className={css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })}>
            {labels.usersHint}
          </p>
        </div>
        <input
          type="range"
          min={1}
          max={500}
          value={Math.min(users, 500)}
          onChange={(event) => update(event.target.value)}
          aria-label={labels.users}
          className={css({ w: '100%', accentColor: 'token(colors.brand.600)', minHeight: '44px' })}
          tabIndex={-1}
        />
        {!hydrated && (
          <button type="submit" className={button({ variant: 'secondary' })}>
            {labels.calculate}
          </button>
        )}
      </div>
      <output className={resultBox} htmlFor="company-users" aria-live="polite">
        <span className={css({ fontWeight: '600', color: 'brand.100' })}>{labels.result}</span>
        <span className={resultFigure} data-testid="company-monthly">
          {formatMoney(quote.monthlyCents, locale, { cents: 'always' })}
          <span className={css({ fontSize: 'lg', fontWeight: '600' })}> {labels.perMonth}</span>
        </span>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            gap: '1',
            fontSize: 'sm',
            color: 'brand.100',
            mt: '3',
          })}
        >
          <dt>
            {formatNumber(quote.users, locale)} ×{' '}
            {formatMoney(quote.perUserCents, locale, { cents: 'always' })} {labels.breakdownUsers}
          </dt>
          <dd>{formatMoney(quote.usersCents, locale, { cents: 'always' })}</dd>
          <dt>{labels.adminFee}</dt>
          <dd>{formatMoney(quote.adminFeeCents, locale, { cents: 'always' })}</dd>
          <dt className={css({ fontWeight: '700', color: 'white' })}>{labels.yearly}</dt>
          <dd className={css({ fontWeight: '700', color: 'white' })} data-testid="company-yearly">
            {formatMoney(quote.yearlyCents, locale, { cents: 'always' })}
          </dd>
        </dl>
        <a
          href={`${buyHref}?users=${quote.users}`}
          className={cx(button({ size: 'lg', variant: 'sun' }), css({ mt: '4', justifySelf: 'start' }))}
          data-testid="company-buy"
        >
          {labels.buy}
        </a>
      </output>
    </form>
  );
}
