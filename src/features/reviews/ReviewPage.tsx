import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button, card } from 'styled-system/recipes';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, reviewMessage } from '../../domain/reviews/index.ts';
import { formatDate } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths, SERVER_ROUTES, signInHref } from '../../routes.ts';
import { domain } from '../../services.ts';
import { errorText, hintText, inputStyle, labelStyle } from '../../ui/form-styles.ts';
import { Stars } from '../../ui/Rating.tsx';
import { getAuthState } from '../auth/index.ts';
import {
  getFormState,
  lead,
  Notice,
  narrowPage,
  pageTitle,
  postAction,
  wrapButton,
} from '../checkout/index.ts';
import { getSignedInLearner } from '../learners/index.ts';
import { PageMeta } from '../seo/index.ts';

/**
 * /account/reviews/{slug} (issue 30): the signed-in learner who completed the course writes their one review of it
 * (stars and text), or edits it. Anyone else is told who may review and how to get there. A plain form posting to
 * Fastify (server/routes/reviews.ts): it works without JavaScript; a refusal renders this page again with the
 * message under each field.
 */
export async function ReviewPage({ slug }: { slug: string }) {
  const { i18n, locale } = initRequestI18n();
  const learner = await getSignedInLearner();
  const standing = await domain().reviews.standing(learner?.id ?? null, slug, locale);
  if (standing.kind === 'no_course') return <NotFoundCourse i18n={i18n} locale={locale} />;
  const { course } = standing;
  const path = localePath(locale, pagePaths.writeReview(course.slug));
  const courseHref = localePath(locale, pagePaths.course(course.slug));
  const meta = (
    <PageMeta
      locale={locale}
      path={pagePaths.writeReview(course.slug)}
      title={`${i18n._(msg`Tu reseña`)} · ${course.title} · Quest`}
      description={i18n._(msg`Reseñas de quienes completaron el curso.`)}
      noindex
    />
  );
  const state = getFormState('review');
  const formError = state?.errors._form ? reviewMessage(locale, state.errors._form) : undefined;
  const back = (
    <a href={`${courseHref}#reviews`} className={backLink}>
      {i18n._(msg`Volver al curso`)}
    </a>
  );

  if (standing.kind === 'signed_out' && !getAuthState().isAuthenticated) {
    return (
      <Shell meta={meta} testId="review-signed-out">
        <h1 className={pageTitle}>{i18n._(msg`Escribe tu reseña`)}</h1>
        <p className={lead}>{course.title}</p>
        {formError && <Notice tone="error" title={formError} testId="review-error" />}
        <p>
          {i18n._(
            msg`Las reseñas las escriben quienes completaron el curso. Entra con la cuenta con la que lo hiciste.`,
          )}
        </p>
        <div className={actions}>
          <a href={signInHref(path)} rel="nofollow" className={cx(button(), wrapButton)}>
            {i18n._(msg`Iniciar sesión con Open Campus ID`)}
          </a>
          <a
            href={localePath(locale, pagePaths.account)}
            className={cx(button({ variant: 'secondary' }), wrapButton)}
          >
            {i18n._(msg`Recibir un enlace por correo`)}
          </a>
        </div>
        {back}
      </Shell>
    );
  }

  if (standing.kind !== 'eligible') {
    return (
      <Shell meta={meta} testId="review-not-completed">
        <h1 className={pageTitle}>{i18n._(msg`Escribe tu reseña`)}</h1>
        <p className={lead}>{course.title}</p>
        <Notice tone="info" title={reviewMessage(locale, 'not_completed')} testId="review-refused">
          {i18n._(
            msg`Cuando termines el curso en la app de Quest y se emita tu certificado, podrás escribir tu reseña aquí. Así cada reseña con la marca «Estudiante verificado» viene de alguien que de verdad hizo el curso.`,
          )}
        </Notice>
        {back}
      </Shell>
    );
  }

  const own = standing.review;
  const saved = requestPageUrl().searchParams.get('review');
  const values = state?.values ?? {};
  const rating = values.rating ?? (own ? String(own.rating) : '');
  const text = values.text ?? own?.text ?? '';
  const ratingError = state?.errors.rating ? reviewMessage(locale, state.errors.rating) : undefined;
  const textError = state?.errors.text ? reviewMessage(locale, state.errors.text) : undefined;
  const labels: Record<number, string> = {
    5: i18n._(msg`5 estrellas: excelente`),
    4: i18n._(msg`4 estrellas: muy bueno`),
    3: i18n._(msg`3 estrellas: aceptable`),
    2: i18n._(msg`2 estrellas: flojo`),
    1: i18n._(msg`1 estrella: malo`),
  };

  return (
    <Shell meta={meta} testId="review-page">
      <h1 className={pageTitle}>{own ? i18n._(msg`Edita tu reseña`) : i18n._(msg`Escribe tu reseña`)}</h1>
      <p className={lead}>{course.title}</p>
      {saved === 'created' || saved === 'updated' ? (
        <Notice
          tone="success"
          title={
            saved === 'created'
              ? i18n._(msg`¡Gracias! Tu reseña ya está publicada.`)
              : i18n._(msg`Guardamos los cambios de tu reseña.`)
          }
          testId="review-saved"
        >
          <a href={`${courseHref}#reviews`}>{i18n._(msg`Verla en la página del curso`)}</a>
        </Notice>
      ) : null}
      {(ratingError || textError) && (
        <Notice tone="error" title={i18n._(msg`Revisa tu reseña`)} testId="review-error">
          <ul className={css({ listStyle: 'disc', pl: '5' })}>
            {ratingError && (
              <li>
                <a href="#review-rating-5">{ratingError}</a>
              </li>
            )}
            {textError && (
              <li>
                <a href="#review-text">{textError}</a>
              </li>
            )}
          </ul>
        </Notice>
      )}
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="review-verified-note">
        {own
          ? i18n._(
              msg`Publicada el ${formatDate(own.createdAt, locale, 'medium')}. Se muestra con la marca «Estudiante verificado» porque completaste el curso.`,
            )
          : i18n._(
              msg`Completaste este curso: tu reseña se mostrará con la marca «Estudiante verificado», con tu nombre y la inicial de tu apellido.`,
            )}
      </p>
      <form
        method="post"
        action={postAction(SERVER_ROUTES.review, { slug: course.slug }, locale)}
        className={css({ display: 'grid', gap: '6' })}
        noValidate
        data-testid="review-form"
      >
        <fieldset
          className={css({ display: 'grid', gap: '2' })}
          aria-describedby={ratingError ? 'review-rating-error' : undefined}
        >
          <legend className={cx(labelStyle, css({ mb: '2' }))}>{i18n._(msg`Tu valoración`)}</legend>
          {[5, 4, 3, 2, 1].map((stars) => (
            <label key={stars} htmlFor={`review-rating-${stars}`} className={ratingOption}>
              <input
                type="radio"
                id={`review-rating-${stars}`}
                name="rating"
                value={String(stars)}
                defaultChecked={rating === String(stars)}
                aria-invalid={ratingError ? true : undefined}
              />
              <span aria-hidden="true" className={css({ display: 'inline-flex' })}>
                <Stars value={stars} size={16} />
              </span>
              <span>{labels[stars]}</span>
            </label>
          ))}
          {ratingError && (
            <p id="review-rating-error" className={errorText} data-testid="rating-error">
              {ratingError}
            </p>
          )}
        </fieldset>
        <div className={css({ display: 'grid', gap: '1.5' })}>
          <label htmlFor="review-text" className={labelStyle}>
            {i18n._(msg`Tu reseña`)}
          </label>
          <p id="review-text-hint" className={hintText}>
            {i18n._(
              msg`Cuenta qué aprendiste, cómo fue estudiar en la app, qué tal el instructor o cómo te fue en el examen o la renovación. Entre ${REVIEW_TEXT_MIN} y ${REVIEW_TEXT_MAX} caracteres.`,
            )}
          </p>
          <textarea
            id="review-text"
            name="text"
            rows={7}
            defaultValue={text}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? 'review-text-hint review-text-error' : 'review-text-hint'}
            className={cx(inputStyle, css({ minHeight: '10rem', lineHeight: '1.5', resize: 'vertical' }))}
          />
          {textError && (
            <p id="review-text-error" className={errorText} data-testid="text-error">
              {textError}
            </p>
          )}
        </div>
        <div className={actions}>
          <button type="submit" className={cx(button(), wrapButton)}>
            {own ? i18n._(msg`Guardar cambios`) : i18n._(msg`Publicar reseña`)}
          </button>
          {back}
        </div>
      </form>
    </Shell>
  );
}

function Shell({ meta, testId, children }: { meta: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className={narrowPage} data-testid={testId}>
      {meta}
      <div className={cx(card(), css({ display: 'grid', gap: '5', p: { base: '5', md: '10' }, my: '8' }))}>
        {children}
      </div>
    </div>
  );
}

function NotFoundCourse({ i18n, locale }: { i18n: I18n; locale: Locale }) {
  return (
    <div className={narrowPage} data-testid="review-no-course">
      <h1 className={pageTitle}>{i18n._(msg`No encontramos ese curso`)}</h1>
      <a href={localePath(locale, pagePaths.catalogue)} className={backLink}>
        {i18n._(msg`Ver el catálogo`)}
      </a>
    </div>
  );
}

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const backLink = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' });
const ratingOption = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minHeight: '44px',
  px: '3',
  borderRadius: '12px',
  border: '1px solid',
  borderColor: 'border',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'accent', bg: 'bg.brandSoft' },
  '& input': { w: '5', h: '5', accentColor: 'token(colors.accent)' },
});
