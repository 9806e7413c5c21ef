import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, button, pillLink } from 'styled-system/recipes';
import { unstable_notFound as notFound } from 'waku/router/server';
import {
  type CatalogFilters,
  type CatalogSort,
  DEFAULT_SORT,
  MAX_SEARCH_LENGTH,
  parseCatalogQuery,
  writeRefinements,
} from '../../domain/catalog/index.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { pagePaths } from '../../routes.ts';
import { domain, getServices } from '../../services.ts';
import { LoadingAnimation } from '../../ui/LoadingAnimation.tsx';
import { PriceTag } from '../../ui/Price.tsx';
import { loadingAnimationRive } from '../../ui/rive.ts';
import { container } from '../../ui/Section.tsx';
import { itemListLd, PageMeta, publicOrigin } from '../seo/index.ts';
import { CatalogSearch } from './CatalogSearch.tsx';
import { FilteredResults } from './FilteredResults.tsx';
import {
  activeFilterLabels,
  FilterPanel,
  type RefineHref,
  refineLayout,
  resultCountText,
} from './ListingFilters.tsx';
import {
  type BreadcrumbItem,
  Breadcrumbs,
  BundleCards,
  breadcrumbJsonLd,
  CourseCards,
  courseCountText,
  creditHoursText,
  listedProducts,
  ProviderList,
  sectionTitle,
} from './parts.tsx';
import { getCourseViewer } from './viewer.ts';

/** The light band under the site header that opens every listing page. */
const headerBand = css({
  bg: 'bg.brandSoft',
  py: { base: '8', md: '12' },
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
});

function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className={headerBand}>
      <div className={container}>
        {children}
        <h1
          className={css({
            fontFamily: 'heading',
            fontSize: { base: '2xl', md: '4xl' },
            fontWeight: '800',
            lineHeight: '1.15',
            maxW: '860px',
          })}
        >
          {title}
        </h1>
        {lead && (
          <p
            className={css({ mt: '3', color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, maxW: '720px' })}
          >
            {lead}
          </p>
        )}
      </div>
    </section>
  );
}

/** A section of a listing page titled by its h2 (`id` labels the section). */
function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /accredited-courses/specialities/{speciality}: every course and bundle of one specialty. */
export async function SpecialtyPage({ slug }: { slug: string }) {
  const { i18n, locale } = initRequestI18n();
  const { catalog } = domain();
  const specialty = await catalog.specialty(slug.toLowerCase(), locale);
  if (!specialty) notFound();
  const viewer = await getCourseViewer();
  const [{ courses, bundles }, providers] = await Promise.all([
    catalog.specialtyCatalog(locale, specialty.id, { viewer }),
    catalog.providers(locale, { specialtyId: specialty.id, viewer }),
  ]);
  const pre = courses.filter((course) => course.type === 'pre_licensing');
  const ce = courses.filter((course) => course.type === 'continuing_education');
  const path = pagePaths.specialty(specialty.slug);
  const trail: BreadcrumbItem[] = [
    { label: i18n._(msg`Cursos acreditados`), href: localePath(locale, '/accredited-courses') },
    { label: specialty.industryName, href: localePath(locale, '/courses/categories') },
    { label: specialty.name },
  ];
  // The products in the order the sections show them: bundles, pre-licensing, continuing education.
  const listLd = itemListLd(
    publicOrigin(),
    listedProducts(locale, [...bundles, ...pre, ...ce]),
    specialty.name,
  );
  return (
    <>
      <PageMeta
        locale={locale}
        path={path}
        title={i18n._(msg`${specialty.name}: cursos acreditados · Quest`)}
        description={specialty.description}
        jsonLd={[breadcrumbJsonLd(trail, localePath(locale, path)), ...(listLd ? [listLd] : [])]}
      />
      <PageHeader title={specialty.name} lead={specialty.description}>
        <Breadcrumbs items={trail} />
        <a
          href={localePath(
            locale,
            `/accredited-courses?state=FL&industry=${specialty.industrySlug}&specialty=${specialty.slug}`,
          )}
          className={cx(button({ variant: 'secondary', size: 'sm' }), css({ mb: '4' }))}
        >
          {i18n._(msg`Filtrar por estado`)}
        </a>
      </PageHeader>
      <div className={cx(container, css({ py: { base: '8', md: '12' }, display: 'grid', gap: '12' }))}>
        {bundles.length > 0 && (
          <CardSection id="sp-bundles" title={i18n._(msg`Paquetes`)}>
            <BundleCards i18n={i18n} locale={locale} bundles={bundles} />
          </CardSection>
        )}
        {pre.length > 0 && (
          <CardSection id="sp-pre" title={i18n._(msg`Prelicencia`)}>
            <CourseCards i18n={i18n} locale={locale} courses={pre} />
          </CardSection>
        )}
        {ce.length > 0 && (
          <CardSection id="sp-ce" title={i18n._(msg`Educación continua`)}>
            <CourseCards i18n={i18n} locale={locale} courses={ce} />
          </CardSection>
        )}
        {courses.length === 0 && bundles.length === 0 && (
          <p className={css({ color: 'fg.muted' })}>
            {i18n._(msg`Todavía no hay cursos para esta especialidad.`)}
          </p>
        )}
        <CardSection id="sp-providers" title={i18n._(msg`Proveedores educativos`)}>
          <ProviderList i18n={i18n} providers={providers} />
        </CardSection>
      </div>
    </>
  );
}

/** /courses/categories: industries and their specialties. */
export async function CategoriesPage() {
  const { i18n, locale } = initRequestI18n();
  const groups = await domain().catalog.categories(locale);
  return (
    <>
      <PageMeta
        locale={locale}
        path="/courses/categories"
        title={i18n._(msg`Categorías de cursos · Quest`)}
        description={i18n._(
          msg`Salud mental, seguros y bienes raíces: todas las especialidades con cursos acreditados.`,
        )}
      />
      <PageHeader
        title={i18n._(msg`Categorías`)}
        lead={i18n._(
          msg`Explora las especialidades de cada industria y encuentra los cursos que tu licencia necesita.`,
        )}
      />
      <div className={cx(container, css({ py: { base: '8', md: '12' }, display: 'grid', gap: '10' }))}>
        {groups.map((group) => (
          <section key={group.slug} aria-labelledby={`cat-${group.slug}`}>
            <div
              className={css({
                display: 'flex',
                alignItems: 'baseline',
                gap: '3',
                flexWrap: 'wrap',
                mb: '2',
              })}
            >
              <h2 id={`cat-${group.slug}`} className={cx(sectionTitle, css({ mb: '0' }))}>
                {group.name}
              </h2>
              <span className={badge({ tone: 'brand' })}>{courseCountText(i18n, group.courseCount)}</span>
            </div>
            <p className={css({ color: 'fg.muted', mb: '5', maxW: '720px' })}>{group.description}</p>
            <ul
              className={css({
                listStyle: 'none',
                display: 'grid',
                gap: '3',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              })}
            >
              {group.specialties.map((specialty) => (
                <li key={specialty.slug}>
                  <a
                    href={localePath(locale, `/accredited-courses/specialities/${specialty.slug}`)}
                    className={css({
                      display: 'flex',
                      flexDirection: 'column',
                      gap: '1',
                      h: 'full',
                      p: '5',
                      bg: 'bg.card',
                      border: '1px solid',
                      borderColor: 'border',
                      borderRadius: 'card',
                      color: 'fg',
                      textDecoration: 'none',
                      _hover: { borderColor: 'accent' },
                    })}
                  >
                    <strong>{specialty.name}</strong>
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {courseCountText(i18n, specialty.courseCount)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** /courses/{id}/products: the ways to buy one course (alone or in a bundle). */
export async function CourseProductsPage({ reference }: { reference: string }) {
  const { i18n, locale } = initRequestI18n();
  const course = await domain().catalog.courseDetail(locale, reference, {
    reviewLimit: 0,
    viewer: await getCourseViewer(),
  });
  if (!course) notFound();
  const detailsHref = localePath(locale, `/courses/details/${course.slug}`);
  return (
    <>
      <PageMeta
        locale={locale}
        path={`/courses/${course.slug}/products`}
        title={i18n._(msg`Opciones de compra: ${course.title} · Quest`)}
        description={course.description.slice(0, 300)}
      />
      <PageHeader title={course.title} lead={i18n._(msg`Elige cómo quieres comprar este curso.`)} />
      <div className={cx(container, css({ py: { base: '8', md: '12' }, display: 'grid', gap: '10' }))}>
        <CardSection id="product-alone" title={i18n._(msg`Solo este curso`)}>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: '4',
              p: '5',
              bg: 'bg.card',
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'card',
            })}
          >
            <div className={css({ flex: '1', minW: '240px' })}>
              <strong>{course.title}</strong>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {creditHoursText(i18n, course.hours)}
              </p>
            </div>
            <PriceTag i18n={i18n} locale={locale} price={course.price} />
            <a href={detailsHref} className={button({})}>
              {i18n._(msg`Ver curso`)}
            </a>
          </div>
        </CardSection>
        <CardSection id="product-bundles" title={i18n._(msg`En un paquete`)}>
          {course.bundles.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>
              {i18n._(msg`Este curso no forma parte de ningún paquete por ahora.`)}
            </p>
          ) : (
            <BundleCards i18n={i18n} locale={locale} bundles={course.bundles} />
          )}
        </CardSection>
      </div>
    </>
  );
}

/** The search page's URL: q, state, the filters and sort in their one order, page (defaults left out). */
function searchHref(
  locale: Locale,
  q: string,
  state: string | undefined,
  filters: CatalogFilters,
  sort: CatalogSort,
  page = 1,
): string {
  const params = new URLSearchParams();
  params.set('q', q);
  if (state) params.set('state', state);
  writeRefinements(params, filters, sort);
  if (page > 1) params.set('page', String(page));
  return `${localePath(locale, '/search')}?${params.toString()}`;
}

const selectField = css({
  w: 'full',
  minH: '40px',
  px: '3',
  borderRadius: '10px',
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.card',
  color: 'fg',
  fontSize: 'sm',
});

/**
 * /search?q=: courses, specialities and bundles, narrowed by state and the listing filters, sorted, with counts
 * (issue 30), and a heading that says what was searched; a clear no-results state.
 */
export async function SearchPage() {
  const { i18n, locale } = initRequestI18n();
  const params = requestPageUrl().searchParams;
  const raw = params.get('q') ?? '';
  const query = raw.slice(0, MAX_SEARCH_LENGTH).trim();
  const parsed = parseCatalogQuery(params);
  const sort = parsed.sort ?? DEFAULT_SORT;
  const viewer = await getCourseViewer();
  const { catalog } = domain();
  const [found, states] = await Promise.all([
    query
      ? catalog.searchListing(
          locale,
          { q: query, state: parsed.state, filters: parsed.filters, sort, page: parsed.page },
          viewer,
        )
      : Promise.resolve(undefined),
    catalog.states(locale, { viewer }),
  ]);
  const listing = found?.listing;
  const filters: CatalogFilters = { ...parsed.filters };
  if (listing?.unknownProvider) delete filters.provider;
  const state = found?.state;
  const refine: RefineHref = (nextFilters, nextSort) =>
    searchHref(locale, query, state?.code, nextFilters, nextSort);
  const notices: string[] = [];
  if (parsed.invalid.length > 0) {
    notices.push(i18n._(msg`Algunos filtros de la dirección no son válidos y se ignoraron.`));
  }
  if (found?.unknownState) notices.push(i18n._(msg`No encontramos ese estado; buscamos en todos.`));
  if (listing?.unknownProvider)
    notices.push(i18n._(msg`No encontramos ese proveedor; elige uno de la lista.`));

  const total = listing?.total ?? 0;
  const filterList = activeFilterLabels(i18n, locale, filters, listing?.facets)
    .map((item) => item.label)
    .join(', ');
  const counted = state
    ? i18n._(msg`${resultCountText(i18n, total)} para «${query}» en ${state.name}`)
    : i18n._(msg`${resultCountText(i18n, total)} para «${query}» en todos los estados`);
  const summary = filterList ? i18n._(msg`${counted} · filtros: ${filterList}`) : counted;
  const nothingAtAll = Boolean(found) && total === 0 && !state && filterList === '';
  const hidden: Array<[string, string]> = [['q', query]];

  return (
    <>
      <PageMeta
        locale={locale}
        path="/search"
        title={query ? i18n._(msg`Resultados para «${query}» · Quest`) : i18n._(msg`Buscar cursos · Quest`)}
        description={i18n._(msg`Busca cursos acreditados, especialidades y paquetes.`)}
        // Free-text results are not pages worth indexing (decision 056); the products they link to are.
        noindex="follow"
      />
      <section className={headerBand}>
        <div className={container}>
          <h1
            className={css({
              fontFamily: 'heading',
              fontSize: { base: '2xl', md: '4xl' },
              fontWeight: '800',
              mb: '5',
            })}
          >
            {query ? i18n._(msg`Resultados para «${query}»`) : i18n._(msg`Buscar cursos`)}
          </h1>
          <div className={css({ maxW: '640px' })}>
            <CatalogSearch initialQuery={query} size="lg" />
          </div>
        </div>
      </section>
      <div className={cx(container, css({ py: { base: '8', md: '12' }, display: 'grid', gap: '12' }))}>
        {notices.length > 0 && (
          <div>
            {notices.map((notice) => (
              <p
                key={notice}
                role="status"
                className={css({
                  mb: '2',
                  p: '4',
                  borderRadius: 'card',
                  bg: 'sun.300/40',
                  border: '1px solid',
                  borderColor: 'sun.400',
                  fontSize: 'sm',
                })}
              >
                {notice}
              </p>
            ))}
          </div>
        )}
        {nothingAtAll && (
          <div
            data-testid="no-results"
            className={css({ textAlign: 'center', py: '12', px: '5', bg: 'bg.subtle', borderRadius: 'card' })}
          >
            <LoadingAnimation
              state="Search"
              rive={loadingAnimationRive(getServices().config)}
              label={i18n._(msg`Una lupa que busca sin encontrar nada`)}
              size={160}
            />
            <p className={css({ fontWeight: '800', fontSize: 'xl', mt: '4' })}>
              {i18n._(msg`No encontramos resultados para «${query}».`)}
            </p>
            <p className={css({ color: 'fg.muted', mt: '2' })}>
              {i18n._(
                msg`Revisa la ortografía, usa menos palabras o explora el catálogo por estado e industria.`,
              )}
            </p>
            <a href={localePath(locale, '/accredited-courses')} className={cx(button({}), css({ mt: '5' }))}>
              {i18n._(msg`Ver el catálogo`)}
            </a>
          </div>
        )}
        {found && found.specialties.length > 0 && (
          <CardSection id="sr-specialties" title={i18n._(msg`Especialidades`)}>
            <ul className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {found.specialties.map((specialty) => (
                <li key={specialty.slug}>
                  <a
                    href={localePath(locale, `/accredited-courses/specialities/${specialty.slug}`)}
                    data-testid="specialty-result"
                    className={pillLink()}
                  >
                    {specialty.name}
                    <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                      {specialty.industryName}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </CardSection>
        )}
        {listing && !nothingAtAll && (
          <div className={refineLayout}>
            <FilterPanel
              i18n={i18n}
              locale={locale}
              action={localePath(locale, '/search')}
              hidden={hidden}
              facets={listing.facets}
              filters={filters}
              sort={sort}
              clearHref={refine({}, sort)}
              extra={
                <p className={css({ mb: '4' })}>
                  <label
                    htmlFor="search-state"
                    className={css({ display: 'block', fontWeight: '700', fontSize: 'sm', mb: '2' })}
                  >
                    {i18n._(msg`Estado`)}
                  </label>
                  <select
                    id="search-state"
                    name="state"
                    defaultValue={state?.code ?? ''}
                    className={selectField}
                  >
                    <option value="">{i18n._(msg`Todos los estados`)}</option>
                    {states
                      .filter((option) => option.courseCount > 0 || option.code === state?.code)
                      .map((option) => (
                        <option key={option.code} value={option.code}>
                          {option.name}
                        </option>
                      ))}
                  </select>
                </p>
              }
            />
            <section aria-labelledby="sr-results" data-testid="search-results">
              <h2
                id="sr-results"
                data-testid="results-summary"
                className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: '800', mb: '3' })}
              >
                {summary}
              </h2>
              {state && (
                <p className={css({ mb: '3', fontSize: 'sm' })}>
                  <a
                    href={searchHref(locale, query, undefined, filters, sort)}
                    className={css({ color: 'fg.brand', fontWeight: '600' })}
                  >
                    {i18n._(msg`Buscar en todos los estados`)}
                  </a>
                </p>
              )}
              <FilteredResults
                i18n={i18n}
                locale={locale}
                filters={filters}
                sort={sort}
                listing={listing}
                refine={refine}
                page={parsed.page}
                pageHref={(page) => searchHref(locale, query, state?.code, filters, sort, page)}
                emptyFallback={i18n._(msg`Prueba a buscar en todos los estados o con otras palabras.`)}
              />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
