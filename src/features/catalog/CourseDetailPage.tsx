import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, button } from 'styled-system/recipes';
import { unstable_notFound as notFound, unstable_redirect as redirect } from 'waku/router/server';
import { socialCoverPath } from '../../cover-address.ts';
import { checkoutParams } from '../../domain/purchase-params.ts';
import { formatNumber } from '../../i18n/format.ts';
import { localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain, getServices } from '../../services.ts';
import { Icon } from '../../ui/icons.tsx';
import { RatingLine } from '../../ui/Rating.tsx';
import { container } from '../../ui/Section.tsx';
import { channelName } from '../certificates/index.ts';
import { PageMeta } from '../seo/index.ts';
import { DetailAside, DetailHero, detailBreadcrumbs, heroStrong } from './DetailHero.tsx';
import { EnrollForm } from './EnrollForm.tsx';
import { courseJsonLd } from './json-ld.ts';
import {
  BundleCards,
  breadcrumbJsonLd,
  Cover,
  languageLabel,
  ProviderList,
  ReviewList,
  sectionTitle,
  typeBadge,
  typeLabel,
} from './parts.tsx';
import { getCourseViewer } from './viewer.ts';

const wrapButton = css({ whiteSpace: 'normal', textAlign: 'center', lineHeight: '1.3' });
const reviewInvite = css({
  mt: '5',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  fontSize: 'sm',
  color: 'fg.muted',
  '& > p': { flex: '1 1 18rem' },
});
const promiseList = css({ listStyle: 'none', p: '0', mt: '4', display: 'grid', gap: '2' });
const promiseItem = css({ display: 'flex', gap: '2', alignItems: 'flex-start', fontSize: 'sm' });

/** /courses/details/{details} and /embed/courses/{id}: one course, its modules, reviews and enrolment. */
export async function CourseDetailPage({ reference, embed = false }: { reference: string; embed?: boolean }) {
  const { i18n, locale } = initRequestI18n();
  const course = await domain().catalog.courseDetail(locale, reference, { viewer: await getCourseViewer() });
  if (!course) notFound();
  const url = requestPageUrl();
  const path = embed ? pagePaths.embedCourse(course.slug) : pagePaths.course(course.slug);
  // The buy link carries what came with the visitor (campaign, inviter, redirectUrl, metadata…) and the state.
  const carried = checkoutParams(url.searchParams);
  const buyHref = (state?: string) => {
    const query = new URLSearchParams(carried);
    if (state) query.set('state', state);
    else query.delete('state');
    const search = query.toString();
    return localePath(locale, `${pagePaths.buy(course.slug)}${search ? `?${search}` : ''}`);
  };

  // Enrolment without JavaScript: the form comes back here with ?enroll=1&state=XX.
  const multiState = course.states.length > 1;
  let stateError = false;
  if (url.searchParams.get('enroll') === '1') {
    const chosen = url.searchParams.get('state') ?? '';
    const valid = course.states.some((state) => state.code === chosen);
    if (valid || !multiState) redirect(buyHref(valid ? chosen : course.states[0]?.code));
    stateError = true;
  }

  const base = getServices().config.PUBLIC_URL.replace(/\/$/, '');
  const totalMinutes = course.modules.reduce((sum, module) => sum + module.minutes, 0);
  const hours = Number(course.hours);
  const moduleCount = course.modules.length;
  const contentHours = Math.round(totalMinutes / 60);
  const firstState = course.states[0]?.code ?? 'FL';
  const stateCount = course.states.length;
  const stateNames = course.states.map((state) => state.name).join(', ');
  // Reporting to the regulator (issue 31): promised only where Quest reports this course's licence.
  const promises = domain().ceRules.reportingPromises({
    states: course.states.map((state) => state.code),
    industry: course.industry.slug,
    specialty: course.specialty.slug,
    type: course.type,
  });

  return (
    <>
      <PageMeta
        locale={locale}
        path={path}
        title={`${course.title} · Quest`}
        imagePath={socialCoverPath('course', course.slug, locale)}
        description={course.description.slice(0, 300)}
        type="product"
        noindex={embed || course.visibility !== 'marketplace'}
        jsonLd={[
          courseJsonLd(
            course,
            `${base}${localePath(locale, pagePaths.course(course.slug))}`,
            course.provider,
          ),
          // The trail the hero shows (not in the embed, which shows none).
          ...(embed
            ? []
            : [breadcrumbJsonLd(detailBreadcrumbs(i18n, locale, course), localePath(locale, path))]),
        ]}
      />
      <DetailHero
        i18n={i18n}
        locale={locale}
        item={course}
        embed={embed}
        badges={
          <>
            <span className={typeBadge(course.type)}>{typeLabel(i18n, course.type)}</span>
            {course.courseCode && (
              <span className={badge({ tone: 'mint' })}>
                {i18n._(msg`Código de curso ${course.courseCode}`)}
              </span>
            )}
            {multiState && <span className={badge({ tone: 'coral' })}>{i18n._(msg`Multiestado`)}</span>}
          </>
        }
        facts={
          <>
            <li>
              <strong className={heroStrong}>{formatNumber(hours, locale)}</strong>{' '}
              {i18n._(msg`${plural(hours, { one: 'hora de crédito', other: 'horas de crédito' })}`)}
            </li>
            <li>{languageLabel(i18n, course.language)}</li>
            <li>
              {i18n._(msg`Proveedor:`)} <strong className={heroStrong}>{course.provider.name}</strong>
            </li>
            <li>{i18n._(msg`Número de seguimiento: ${course.trackingNumber}`)}</li>
          </>
        }
        after={
          course.instructor && (
            <p className={css({ mt: '4', fontSize: 'sm', color: 'ink.200' })}>
              {i18n._(msg`Instructor:`)}{' '}
              <a
                href={localePath(locale, pagePaths.quester(course.instructor.id))}
                className={css({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px' })}
                data-testid="instructor-link"
              >
                <strong className={heroStrong}>{course.instructor.name}</strong>
              </a>{' '}
              · {course.instructor.headline}
            </p>
          )
        }
        aside={
          <DetailAside
            i18n={i18n}
            locale={locale}
            cover={<Cover image={course.image} hours={course.hours} code={course.courseCode} priority />}
            price={course.price}
            sticky
            payLaterTestId="pay-later"
          >
            {course.companyPrice && (
              <p
                className={css({ color: 'success', fontWeight: '700', fontSize: 'sm' })}
                data-testid="company-price"
              >
                {i18n._(
                  msg`Precio para miembros de ${course.companyPrice.name}: ${course.companyPrice.discountPercent}% de descuento de empresa`,
                )}
              </p>
            )}
            {multiState ? (
              <EnrollForm
                action={localePath(locale, pagePaths.course(course.slug))}
                states={course.states.map((state) => ({ code: state.code, name: state.name }))}
                initialError={stateError}
                carried={[...carried].filter(([key]) => key !== 'state')}
                labels={{
                  state: i18n._(msg`Estado de tu licencia`),
                  choose: i18n._(msg`Selecciona un estado`),
                  enroll: i18n._(msg`Inscribirme`),
                  error: i18n._(msg`Debes seleccionar un estado`),
                }}
              />
            ) : (
              <a
                href={buyHref(firstState)}
                className={cx(button({ size: 'lg' }), wrapButton)}
                data-testid="enroll-link"
              >
                {i18n._(msg`Inscribirme`)}
              </a>
            )}
          </DetailAside>
        }
      />

      <div
        className={cx(
          container,
          css({
            py: { base: '8', md: '12' },
            lg: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 380px', gap: '8' },
          }),
        )}
      >
        <div className={css({ display: 'grid', gap: { base: '10', md: '14' }, minW: '0' })}>
          <section aria-labelledby="modules">
            <h2 id="modules" className={sectionTitle}>
              {i18n._(msg`Contenido del curso`)}
            </h2>
            <p className={css({ color: 'fg.muted', mb: '4', fontSize: 'sm' })}>
              {i18n._(
                msg`${plural(moduleCount, { one: '# módulo', other: '# módulos' })} · ${contentHours} h de contenido`,
              )}
            </p>
            <ol
              className={css({
                listStyle: 'none',
                counterReset: 'module',
                border: '1px solid',
                borderColor: 'border',
                borderRadius: 'card',
                overflow: 'hidden',
              })}
            >
              {course.modules.map((module, index) => (
                <li
                  key={module.title}
                  className={css({
                    // Number | title and outcome | minutes; on phones the minutes go under the outcome.
                    display: 'grid',
                    gridTemplateColumns: { base: 'auto minmax(0, 1fr)', md: 'auto minmax(0, 1fr) auto' },
                    alignItems: 'start',
                    columnGap: '4',
                    rowGap: '1',
                    px: '5',
                    py: '4',
                    borderTopWidth: index === 0 ? '0' : '1px',
                    borderTopStyle: 'solid',
                    borderTopColor: 'border',
                    bg: 'bg.card',
                    // The module's number in a circle: counted by CSS, one element fewer per module.
                    counterIncrement: 'module',
                    _before: {
                      content: 'counter(module)',
                      w: '8',
                      h: '8',
                      gridRow: { base: 'span 2', md: 'auto' },
                      borderRadius: 'full',
                      bg: 'bg.brandSoft',
                      color: 'fg.brand',
                      display: 'grid',
                      placeItems: 'center',
                      fontWeight: '800',
                      fontSize: 'sm',
                    },
                  })}
                >
                  <div className={css({ mt: '0.5' })}>
                    <h3 className={css({ fontWeight: '700', fontSize: 'md', lineHeight: '1.35' })}>
                      {module.title}
                    </h3>
                    {module.outcome && (
                      <p className={css({ mt: '1', color: 'fg.muted', fontSize: 'sm', lineHeight: '1.5' })}>
                        {module.outcome}
                      </p>
                    )}
                  </div>
                  <span
                    className={css({
                      gridColumn: { base: '2', md: '3' },
                      color: 'fg.muted',
                      fontSize: 'sm',
                      whiteSpace: 'nowrap',
                      mt: { base: '0', md: '0.5' },
                    })}
                  >
                    {i18n._(msg`${module.minutes} min`)}
                  </span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="accreditation">
            <h2 id="accreditation" className={sectionTitle}>
              {i18n._(msg`Acreditación`)}
            </h2>
            <ProviderList i18n={i18n} providers={[course.provider]} />
            <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
              {multiState
                ? i18n._(
                    msg`Acreditado en ${plural(stateCount, { one: '# estado', other: '# estados' })}: ${stateNames}.`,
                  )
                : i18n._(msg`Acreditado en ${course.states[0]?.name ?? ''}.`)}
            </p>
            {promises.length > 0 && (
              <ul className={promiseList} data-testid="reporting-promise">
                {promises.map((promise) => {
                  const regulator = channelName(locale, promise.channel);
                  const days = promise.days;
                  const stateName =
                    course.states.find((state) => state.code === promise.stateCode)?.name ??
                    promise.stateCode;
                  const businessDays = promise.nearRenewalBusinessDays;
                  return (
                    <li key={promise.stateCode} className={promiseItem}>
                      <span className={css({ color: 'success', flexShrink: 0, mt: '0.5' })}>
                        <Icon name="check" size={18} />
                      </span>
                      <span>
                        {multiState && <strong>{`${stateName}: `}</strong>}
                        {i18n._(
                          msg`Quest reporta tus horas al regulador en un máximo de ${days} días tras completar el curso: ${regulator}.`,
                        )}
                        {businessDays !== null &&
                          ` ${i18n._(msg`Si la renovación de tu licencia está cerca, el plazo es de ${businessDays} días hábiles.`)}`}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section aria-labelledby="reviews">
            <h2 id="reviews" className={sectionTitle}>
              {i18n._(msg`Reseñas`)}
            </h2>
            <div className={css({ mb: '4' })}>
              <RatingLine i18n={i18n} locale={locale} rating={course.rating} />
            </div>
            <ReviewList i18n={i18n} locale={locale} reviews={course.reviews} />
            {!embed && (
              <div className={reviewInvite} data-testid="review-invite">
                <p>
                  {i18n._(
                    msg`Solo quienes completaron el curso y tienen su certificado pueden escribir una reseña; la suya lleva la marca «Estudiante verificado».`,
                  )}
                </p>
                <a
                  href={localePath(locale, pagePaths.writeReview(course.slug))}
                  rel="nofollow"
                  className={cx(button({ variant: 'secondary', size: 'sm' }), wrapButton)}
                >
                  {i18n._(msg`Escribir una reseña`)}
                </a>
              </div>
            )}
          </section>

          {course.bundles.length > 0 && (
            <section aria-labelledby="in-bundles">
              <h2 id="in-bundles" className={sectionTitle}>
                {i18n._(msg`Ahorra con un paquete`)}
              </h2>
              <BundleCards
                i18n={i18n}
                locale={locale}
                bundles={course.bundles}
                hrefBase={embed ? '/embed' : ''}
                narrow
              />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
