import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { formatMoney } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain } from '../../services.ts';
import { actionsRow, DetailRow, wrapButton } from '../checkout/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { sectionCard, sectionTitle, summaryList } from './parts.tsx';

/** A company seats subscription's part of its status page: the seats, their monthly price, the admin page. */
export async function CompanySeatsSection({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const learner = await getSignedInLearner();
  const view = await domain().companySeats.adminView(id, learner?.id ?? null);
  if (!view) return null;
  const money = (cents: number) => formatMoney(cents, locale, { cents: 'always' });
  return (
    <section
      aria-labelledby="company-seats-status-title"
      className={cx(card(), sectionCard)}
      data-testid="subscription-company"
    >
      <h2 id="company-seats-status-title" className={sectionTitle}>
        {view.company.name}
      </h2>
      <dl className={summaryList}>
        <DetailRow label={i18n._(msg`Licencias`)} testId="subscription-company-seats">
          {i18n._(msg`${plural(view.seats, { one: '# usuario', other: '# usuarios' })}`)}
        </DetailRow>
        <DetailRow label={i18n._(msg`En uso`)}>{i18n._(msg`${view.used} de ${view.seats}`)}</DetailRow>
        <DetailRow label={i18n._(msg`Precio mensual`)} testId="subscription-company-monthly">
          {money(view.monthlyCents)}
        </DetailRow>
        {view.pendingSeats !== null && (
          <DetailRow label={i18n._(msg`Desde la próxima renovación`)}>
            {i18n._(msg`${plural(view.pendingSeats, { one: '# usuario', other: '# usuarios' })}`)} ·{' '}
            {money(domain().companySeats.monthlyCents(view.pendingSeats))}
          </DetailRow>
        )}
      </dl>
      <div className={actionsRow}>
        <a
          href={localePath(locale, pagePaths.companyAdmin(view.publicId))}
          className={cx(button(), wrapButton, css({ textAlign: 'center' }))}
          data-testid="subscription-company-admin"
        >
          {i18n._(msg`Invitar a tu equipo`)}
        </a>
      </div>
    </section>
  );
}
