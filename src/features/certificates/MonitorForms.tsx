import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { certificateMessage, MONITOR_PASSWORD_MIN } from '../../domain/certificates/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { SERVER_ROUTES } from '../../routes.ts';
import { Icon } from '../../ui/icons.tsx';
import { cardTitle, Field, getFormState, Notice, postAction } from '../checkout/index.ts';

/**
 * The monitor (proctor) confirms the exam: first they set a password (typed twice), then they confirm the
 * certificate with it. Plain forms posting to Fastify; a refusal renders the page again with the message.
 */
export function MonitorForms({
  i18n,
  locale,
  certificateId,
  passwordSet,
}: {
  i18n: I18n;
  locale: Locale;
  certificateId: string;
  passwordSet: boolean;
}) {
  const state = getFormState(passwordSet ? 'monitorConfirm' : 'monitorSet');
  const message = (key: string | undefined) => (key ? certificateMessage(locale, key) : undefined);
  const formError = message(state?.errors._form);
  return (
    <section aria-labelledby="monitor-title" className={cx(card(), panel)} data-testid="monitor-panel">
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span className={css({ color: 'fg.brand', flexShrink: 0 })}>
          <Icon name="shield" size={26} />
        </span>
        <h2 id="monitor-title" className={cardTitle}>
          {i18n._(msg`Confirmación del monitor`)}
        </h2>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {passwordSet
          ? i18n._(msg`El monitor del examen escribe su contraseña para confirmar el certificado.`)
          : i18n._(
              msg`Antes de emitir el certificado, el monitor del examen crea una contraseña y luego la usa para confirmarlo.`,
            )}
      </p>
      {formError && <Notice tone="error" title={formError} testId="monitor-error" />}
      {passwordSet ? (
        <form
          method="post"
          action={postAction(SERVER_ROUTES.certificateMonitorConfirm, { id: certificateId }, locale)}
          className={form}
          noValidate
          data-testid="monitor-confirm-form"
        >
          <Field
            id="monitor-password"
            name="password"
            type="password"
            label={i18n._(msg`Contraseña del monitor`)}
            autoComplete="current-password"
            error={message(state?.errors.password)}
            maxLength={128}
          />
          <button type="submit" className={button()}>
            {i18n._(msg`Confirmar certificado`)}
          </button>
        </form>
      ) : (
        <form
          method="post"
          action={postAction(SERVER_ROUTES.certificateMonitorPassword, { id: certificateId }, locale)}
          className={form}
          noValidate
          data-testid="monitor-set-form"
        >
          <Field
            id="monitor-new-password"
            name="password"
            type="password"
            label={i18n._(msg`Nueva contraseña del monitor`)}
            hint={i18n._(msg`Al menos ${MONITOR_PASSWORD_MIN} caracteres.`)}
            autoComplete="new-password"
            error={message(state?.errors.password)}
            maxLength={128}
          />
          <Field
            id="monitor-password-confirm"
            name="passwordConfirm"
            type="password"
            label={i18n._(msg`Repite la contraseña`)}
            autoComplete="new-password"
            error={message(state?.errors.passwordConfirm)}
            maxLength={128}
          />
          <button type="submit" className={button()}>
            {i18n._(msg`Guardar contraseña`)}
          </button>
        </form>
      )}
    </section>
  );
}

const panel = css({ display: 'grid', gap: '4', borderColor: 'accent', borderWidth: '2px' });
const form = css({ display: 'grid', gap: '4' });
