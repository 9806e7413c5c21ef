import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { educatorPhotoPath } from '../../domain/images.ts';
import { i18nFor } from '../../i18n/catalogs.ts';
import { formatCompact } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { domain, imageMeta } from '../../services.ts';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import { RatingLine } from '../../ui/Rating.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { BundleCards, CourseCards } from './parts.tsx';

// Home-page sections fed by the database. Each renders its heading (overridable), the cards and a link to the
// catalogue; place them inside the page's own <Section> or alone.

interface SectionProps {
  locale: Locale;
  /** Heading text; the default is translated. Pass '' to render no heading. */
  title?: string;
  /** Cards to show (defaults: 8 courses, 6 bundles, 6 educators). */
  limit?: number;
}

function Heading({ title, href, linkLabel }: { title: string; href: string; linkLabel: string }) {
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: '4',
        mb: '6',
        flexWrap: 'wrap',
      })}
    >
      {title && (
        <h2
          className={css({ fontFamily: 'heading', fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800' })}
        >
          {title}
        </h2>
      )}
      <SeeAll href={href}>{linkLabel}</SeeAll>
    </div>
  );
}

function SeeAll({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1.5',
        minH: '44px',
        color: 'fg.brand',
        fontWeight: '700',
        textDecoration: 'none',
        _hover: { textDecoration: 'underline' },
      })}
    >
      {children}
      <ArrowRightIcon width={18} height={18} />
    </a>
  );
}

/** Featured accredited courses (home). */
export async function FeaturedCourses({ locale, title, limit = 8 }: SectionProps) {
  const i18n = i18nFor(locale);
  const courses = await domain().catalog.featuredCourses(locale, { limit });
  if (courses.length === 0) return null;
  return (
    <div data-testid="featured-courses">
      <Heading
        title={title ?? i18n._(msg`Cursos destacados`)}
        href={localePath(locale, '/accredited-courses')}
        linkLabel={i18n._(msg`Ver todos los cursos`)}
      />
      <CourseCards i18n={i18n} locale={locale} courses={courses} />
    </div>
  );
}

/** Featured bundles (home). */
export async function FeaturedBundles({ locale, title, limit = 6 }: SectionProps) {
  const i18n = i18nFor(locale);
  const bundles = await domain().catalog.featuredBundles(locale, { limit });
  if (bundles.length === 0) return null;
  return (
    <div data-testid="featured-bundles">
      <Heading
        title={title ?? i18n._(msg`Paquetes para renovar tu licencia`)}
        href={localePath(locale, '/courses/categories')}
        linkLabel={i18n._(msg`Ver categorías`)}
      />
      <BundleCards i18n={i18n} locale={locale} bundles={bundles} />
    </div>
  );
}

/** "245.9K estudiantes" / "1 estudiante". */
function learnersText(i18n: I18n, locale: Locale, count: number): string {
  const label = formatCompact(count, locale);
  return i18n._(msg`${plural(count, { one: `${label} estudiante`, other: `${label} estudiantes` })}`);
}

const avatar = css({
  w: '14',
  h: '14',
  flexShrink: 0,
  borderRadius: 'full',
  objectFit: 'cover',
  bg: 'bg.muted',
});

/** Featured educators with learners taught (compact numbers) and their courses' combined rating (home). */
export async function Educators({ locale, title, limit = 6 }: SectionProps) {
  const i18n = i18nFor(locale);
  const found = await domain().catalog.featuredInstructors(locale, { limit });
  if (found.length === 0) return null;
  // Each portrait's size from its file (spec §7): an educator without a readable one shows their initials.
  const educators = await Promise.all(
    found.map(async (educator) => {
      const photo = educatorPhotoPath(educator.slug);
      const meta = await imageMeta(photo);
      return { ...educator, photo: meta.width > 0 ? { src: photo, ...meta } : undefined };
    }),
  );
  return (
    <div data-testid="educators">
      {(title ?? i18n._(msg`Aprende con educadores expertos`)) && (
        <h2
          className={css({
            fontFamily: 'heading',
            fontSize: { base: '2xl', md: '3xl' },
            fontWeight: '800',
            mb: '6',
          })}
        >
          {title ?? i18n._(msg`Aprende con educadores expertos`)}
        </h2>
      )}
      <ul
        className={css({
          listStyle: 'none',
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        })}
      >
        {educators.map((educator) => (
          <li
            key={educator.slug}
            className={css({
              display: 'flex',
              gap: '4',
              alignItems: 'center',
              p: '5',
              bg: 'bg.card',
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'card',
            })}
          >
            {educator.photo ? (
              // Decorative beside the name; below the fold on every page that lists educators (lazy).
              <ResponsiveImage
                src={educator.photo.src}
                alt=""
                width={educator.photo.width}
                height={educator.photo.height}
                sizes="56px"
                maxWidth={320}
                className={avatar}
              />
            ) : (
              <span
                aria-hidden="true"
                className={css({
                  w: '14',
                  h: '14',
                  flexShrink: 0,
                  borderRadius: 'full',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: '800',
                  fontSize: 'lg',
                  color: 'white',
                  bgGradient: 'to-br',
                  gradientFrom: 'brand.500',
                  gradientTo: 'sky.500',
                })}
              >
                {educator.name
                  .split(/\s+/)
                  .slice(0, 2)
                  .map((part) => part[0])
                  .join('')}
              </span>
            )}
            <div className={css({ minW: '0' })}>
              <strong className={css({ display: 'block' })}>{educator.name}</strong>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                {educator.headline}
              </span>
              <span className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '1', fontSize: 'sm' })}>
                <span>{learnersText(i18n, locale, educator.learners)}</span>
                <RatingLine i18n={i18n} locale={locale} rating={educator.rating} compact />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
