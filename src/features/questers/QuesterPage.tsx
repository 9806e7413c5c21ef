import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import { educatorPhotoPath } from '../../domain/images.ts';
import { formatCompact, formatRating } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain, getServices, imageMeta } from '../../services.ts';
import { CopyLinkButton } from '../../ui/CopyLinkButton.tsx';
import { RatingLine } from '../../ui/Rating.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { CourseCards } from '../catalog/index.ts';
import { PageMeta } from '../seo/index.ts';

/**
 * /questers/{id} (spec §2, issue 12): a Quester's public page. The id is the instructor's slug. Bio (headline),
 * totals (published courses, students taught, rating, reviews), a share link, then the published (marketplace)
 * courses with their ratings.
 * Link-only and private courses are never listed. Public and cacheable (the same for everyone); title,
 * description and Open Graph come from the database before the page renders; an unknown id is the 404 page.
 * A Quester with no published course (free plan, link-only courses) keeps the page, noindex and out of the sitemap.
 */
export async function QuesterPage({ id }: { id: string }) {
  const { i18n, locale } = initRequestI18n();
  const quester = await domain().catalog.quester(locale, id);
  if (!quester) notFound();
  const photoPath = educatorPhotoPath(quester.id);
  const photo = await imageMeta(photoPath);
  const base = getServices().config.PUBLIC_URL.replace(/\/$/, '');
  const path = pagePaths.quester(quester.id);
  const pageUrl = `${base}${localePath(locale, path)}`;
  const courseCount = quester.courses.length;
  const students = formatCompact(quester.learners, locale);
  const coursesLabel = i18n._(
    msg`${plural(courseCount, { one: '# curso publicado', other: '# cursos publicados' })}`,
  );
  const studentsLabel = i18n._(
    msg`${plural(quester.learners, { one: `${students} estudiante`, other: `${students} estudiantes` })}`,
  );
  const description = i18n._(
    msg`${quester.name}, Quester en Quest: ${quester.headline}. ${coursesLabel}, ${studentsLabel}.`,
  );
  const initials = quester.name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('');

  return (
    <div className={page} data-testid="quester-page">
      <PageMeta
        locale={locale}
        path={path}
        title={i18n._(msg`${quester.name} · Quester en Quest`)}
        description={description}
        type="article"
        noindex={!quester.indexable}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Person',
            name: quester.name,
            description: quester.headline,
            url: pageUrl,
          },
        ]}
      />
      <section className={cx(card(), hero)} aria-labelledby="quester-name">
        {photo.width > 0 ? (
          <ResponsiveImage
            src={photoPath}
            alt=""
            width={photo.width}
            height={photo.height}
            sizes="120px"
            maxWidth={320}
            priority
            className={avatar}
          />
        ) : (
          <span aria-hidden="true" className={cx(avatar, initialsStyle)}>
            {initials}
          </span>
        )}
        <div className={css({ display: 'grid', gap: '2', minW: '0' })}>
          <p className={css({ fontWeight: '700', color: 'fg.brand', letterSpacing: '0.02em' })}>Quester</p>
          <h1 id="quester-name" className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: '800' })}>
            {quester.name}
          </h1>
          <p className={css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', textWrap: 'pretty' })}>
            {quester.headline}
          </p>
        </div>
      </section>

      <section aria-labelledby="quester-totals">
        <h2 id="quester-totals" className={css({ srOnly: true })}>
          {i18n._(msg`En cifras`)}
        </h2>
        <dl className={totals} data-testid="quester-totals">
          <div className={tile}>
            <dt className={tileLabel}>{i18n._(msg`Cursos publicados`)}</dt>
            <dd className={tileValue} data-testid="quester-course-count">
              {courseCount}
            </dd>
          </div>
          <div className={tile}>
            <dt className={tileLabel}>{i18n._(msg`Estudiantes`)}</dt>
            <dd className={tileValue} data-testid="quester-students">
              {students}
            </dd>
          </div>
          <div className={tile}>
            <dt className={tileLabel}>{i18n._(msg`Valoración media`)}</dt>
            <dd className={tileValue} data-testid="quester-rating">
              {quester.rating.count > 0 ? formatRating(quester.rating.average, locale) : '—'}
            </dd>
          </div>
          <div className={tile}>
            <dt className={tileLabel}>{i18n._(msg`Reseñas`)}</dt>
            <dd className={tileValue}>{formatCompact(quester.rating.count, locale)}</dd>
          </div>
        </dl>
        {quester.rating.count > 0 && (
          <p className={css({ mt: '3' })}>
            <RatingLine i18n={i18n} locale={locale} rating={quester.rating} />
          </p>
        )}
      </section>

      <section aria-labelledby="quester-share" className={cx(card(), css({ display: 'grid', gap: '3' }))}>
        <h2 id="quester-share" className={sectionTitle}>
          {i18n._(msg`Compartir este perfil`)}
        </h2>
        <label htmlFor="quester-url" className={css({ fontSize: 'sm', fontWeight: '700' })}>
          {i18n._(msg`Enlace de esta página`)}
        </label>
        <input id="quester-url" readOnly value={pageUrl} className={urlInput} data-testid="share-url" />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          <CopyLinkButton
            url={pageUrl}
            label={i18n._(msg`Copiar enlace`)}
            copiedLabel={i18n._(msg`Enlace copiado al portapapeles`)}
            failedLabel={i18n._(msg`No se pudo copiar: selecciona el enlace y cópialo.`)}
          />
        </div>
      </section>
      <section aria-labelledby="quester-courses" className={css({ display: 'grid', gap: '4' })}>
        <h2 id="quester-courses" className={sectionTitle}>
          {i18n._(msg`Cursos de ${quester.name}`)}
        </h2>
        {courseCount > 0 ? (
          <CourseCards i18n={i18n} locale={locale} courses={quester.courses} />
        ) : (
          <p className={css({ color: 'fg.muted' })} data-testid="quester-no-courses">
            {i18n._(msg`Este Quester aún no tiene cursos publicados.`)}
          </p>
        )}
      </section>
    </div>
  );
}

const page = css({
  maxW: '1200px',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
  display: 'grid',
  gap: { base: '6', md: '8' },
});
const hero = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'flex-start', sm: 'center' },
  gap: { base: '4', md: '6' },
});
const avatar = css({
  w: { base: '24', md: '28' },
  h: { base: '24', md: '28' },
  flexShrink: 0,
  borderRadius: 'full',
  objectFit: 'cover',
  bg: 'bg.muted',
});
const initialsStyle = css({
  display: 'grid',
  placeItems: 'center',
  fontWeight: '800',
  fontSize: '3xl',
  color: 'white',
  bgGradient: 'to-br',
  gradientFrom: 'brand.500',
  gradientTo: 'sky.500',
});
const totals = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
});
const tile = css({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '1',
  p: { base: '4', md: '5' },
  bg: 'bg.subtle',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
});
const tileLabel = css({ fontSize: 'sm', color: 'fg.muted', fontWeight: '600' });
const tileValue = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800', fontFamily: 'heading' });
const sectionTitle = css({ fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, fontWeight: '800' });
const urlInput = css({
  w: '100%',
  minHeight: '44px',
  px: '3',
  borderRadius: '12px',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.subtle',
  color: 'fg',
  fontSize: 'sm',
});
