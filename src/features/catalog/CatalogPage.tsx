import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { css, cx } from 'styled-system/css';
import { badge, button, pillLink } from 'styled-system/recipes';
import {
  CATALOG_LISTING_PATH,
  type CatalogFilters,
  type CatalogQuery,
  type CatalogSort,
  type CourseType,
  catalogListingIndexing,
  catalogListingPath,
  DEFAULT_SORT,
  type IndustryOption,
  parseCatalogQuery,
  type SpecialtyOption,
  type StateOption,
} from '../../domain/catalog/index.ts';
import { formatCompact, formatRating } from '../../i18n/format.ts';
import { type Locale, localePath } from '../../i18n/locales.ts';
import { initRequestI18n, requestPageUrl } from '../../request-context/page.ts';
import { domain } from '../../services.ts';
import { FaqList, faqJsonLd } from '../../ui/Faq.tsx';
import { Stars } from '../../ui/Rating.tsx';
import { container } from '../../ui/Section.tsx';
import { itemListLd, PageMeta, publicOrigin } from '../seo/index.ts';
import { CatalogSearch } from './CatalogSearch.tsx';
import { catalogContent } from './catalog-content.ts';
import { FilteredResults } from './FilteredResults.tsx';
import {
  activeFilterLabels,
  FilterPanel,
  type RefineHref,
  refineLayout,
  resultCountText,
} from './ListingFilters.tsx';
import { courseCountText, listedProducts, ProviderList, ReviewList, sectionTitle } from './parts.tsx';
import { getCourseViewer } from './viewer.ts';

interface Selection {
  state?: StateOption;
  industry?: IndustryOption;
  specialty?: SpecialtyOption;
  type: CourseType;
  page: number;
}

const stepCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '5',
  minH: '44px',
  bg: 'bg.card',
  border: '1px solid',
  borderColor: 'border',
  borderRadius: 'card',
  color: 'fg',
  textDecoration: 'none',
  transition: 'border-color 0.15s, transform 0.15s',
  _hover: { borderColor: 'accent', transform: 'translateY(-2px)' },
});

// The specialty pills: the list lays them out, each link is a pillLink.
const pills = css({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  '& a > span': { fontSize: 'xs', opacity: 0.8 },
  // On the filled (current) pill a faded count fails AA contrast in the dark theme.
  '& a[aria-current=true] > span': { opacity: 1 },
});
const pill = pillLink();

// A step of the selection: its number in a circle (the item's ::before, counted), its label, the chosen value.
const stepItem = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: '700',
  counterIncrement: 'step',
  _before: {
    content: 'counter(step)',
    w: '8',
    h: '8',
    borderRadius: 'full',
    display: 'grid',
    placeItems: 'center',
    fontWeight: '800',
    border: '2px solid',
  },
} as const;
const stepDone = css(stepItem, { _before: { bg: 'accent', color: 'accent.fg', borderColor: 'accent' } });
const stepCurrent = css(stepItem, { _before: { borderColor: 'accent', color: 'fg.brand' } });
const stepUpcoming = css(stepItem, { _before: { borderColor: 'border', color: 'fg.muted' } });
const stepValue = css({ fontWeight: '400', color: 'fg.muted', display: { base: 'none', md: 'inline' } });

/** /accredited-courses (and its embed variant): state → industry → specialty, type toggle, results, providers. */
/**
 * "1.2K reseñas" / "1 reseña": every review the rating counts, the demo's among them; only a review's own badge
 * says it is verified (docs/decisions/059-verified-reviews.md).
 */
function reviewsText(i18n: I18n, locale: Locale, count: number): string {
  const label = formatCompact(count, locale);
  return i18n._(msg`${plural(count, { one: `${label} reseña`, other: `${label} reseñas` })}`);
}

export async function CatalogPage({ embed = false }: { embed?: boolean }) {
  const { i18n, locale } = initRequestI18n();
  const url = requestPageUrl();
  const query: CatalogQuery = parseCatalogQuery(url.searchParams);
  const basePath = embed ? '/embed/accredited-courses' : '/accredited-courses';
  const hrefBase = embed ? '/embed' : '';

  // The whole selection (options, results, providers, reviews) comes from one domain call.
  const { states, rating, industries, specialties, results, providers, reviews, unknown, ...chosen } =
    await domain().catalog.selection(locale, query, await getCourseViewer());
  const selection: Selection = { ...chosen, type: query.type, page: query.page };
  const notices: string[] = [];
  if (query.invalid.length > 0) {
    notices.push(i18n._(msg`Algunos filtros de la dirección no son válidos y se ignoraron.`));
  }
  if (unknown.industry) notices.push(i18n._(msg`No encontramos esa industria; elige una de la lista.`));
  if (unknown.specialty) notices.push(i18n._(msg`No encontramos esa especialidad; elige una de la lista.`));
  if (unknown.provider) notices.push(i18n._(msg`No encontramos ese proveedor; elige uno de la lista.`));

  // The filters and sort the page applied (a provider only when it names one).
  const filters: CatalogFilters = { ...query.filters };
  if (unknown.provider) delete filters.provider;
  const sort: CatalogSort = query.sort ?? DEFAULT_SORT;

  /** The listing's URL with some of its selection changed (the one URL builder of decision 056). */
  const listingHref = (changes: {
    state?: string;
    industry?: string;
    specialty?: string;
    type?: CourseType;
    filters?: CatalogFilters;
    sort?: CatalogSort;
    page?: number;
  }) => {
    const path = catalogListingPath({
      state: selection.state?.code,
      industry: selection.industry?.slug,
      specialty: selection.specialty?.slug,
      type: selection.type,
      filters,
      sort,
      page: 1,
      ...changes,
    });
    return localePath(locale, basePath + path.slice(CATALOG_LISTING_PATH.length));
  };
  const href = (
    changes: Partial<Record<'state' | 'industry' | 'specialty' | 'type' | 'page', string | undefined>>,
  ) =>
    listingHref({
      ...('state' in changes ? { state: changes.state } : {}),
      ...('industry' in changes ? { industry: changes.industry } : {}),
      ...('specialty' in changes ? { specialty: changes.specialty } : {}),
      ...('type' in changes
        ? { type: changes.type === 'pre-licensing' ? 'pre_licensing' : 'continuing_education' }
        : {}),
      page: changes.page ? Number(changes.page) : 1,
    });
  const refine: RefineHref = (nextFilters, nextSort) => listingHref({ filters: nextFilters, sort: nextSort });

  const content = catalogContent[locale];
  const title = selection.specialty
    ? i18n._(msg`${selection.specialty.name}: cursos acreditados en ${selection.state!.name}`)
    : selection.industry
      ? i18n._(msg`${selection.industry.name}: cursos acreditados en ${selection.state!.name}`)
      : selection.state
        ? i18n._(msg`Cursos acreditados en ${selection.state.name}`)
        : i18n._(msg`Cursos acreditados de educación continua y prelicencia`);
  const step = !selection.state ? 1 : !selection.industry ? 2 : 3;

  // Which filtered listings are worth indexing, and the one URL each goes by (decision 056).
  const products = results ? listedProducts(locale, [...results.bundles, ...results.courses]) : [];
  const indexing = catalogListingIndexing({
    query,
    applied: {
      state: selection.state?.code,
      industry: selection.industry?.slug,
      specialty: selection.specialty?.slug,
      provider: filters.provider,
    },
    productCount: results ? products.length : (selection.state?.courseCount ?? 0),
  });
  const listLd = embed ? undefined : itemListLd(publicOrigin(), products, title);

  // What the listing searched: "25 resultados en Florida · Seguros · 2-15 · filtros: Español, Menos de $50".
  const scopeFields: Array<[string, string]> = [];
  if (selection.state) scopeFields.push(['state', selection.state.code]);
  if (selection.industry) scopeFields.push(['industry', selection.industry.slug]);
  if (selection.specialty) scopeFields.push(['specialty', selection.specialty.slug]);
  if (selection.type === 'pre_licensing') scopeFields.push(['type', 'pre-licensing']);
  const filterList = activeFilterLabels(i18n, locale, filters, results?.facets)
    .map((item) => item.label)
    .join(', ');
  const place = [selection.state?.name, selection.industry?.name, selection.specialty?.name]
    .filter(Boolean)
    .join(' · ');
  const counted = i18n._(msg`${resultCountText(i18n, results?.total ?? 0)} en ${place}`);
  const summary = filterList ? i18n._(msg`${counted} · filtros: ${filterList}`) : counted;

  return (
    <>
      <PageMeta
        locale={locale}
        path={embed ? basePath : indexing.canonicalPath}
        title={`${title} · Quest`}
        description={i18n._(
          msg`Cursos aprobados de prelicencia y educación continua para salud mental, seguros y bienes raíces: elige tu estado, industria y especialidad.`,
        )}
        noindex={embed ? true : indexing.indexable ? undefined : 'follow'}
        jsonLd={embed ? undefined : [faqJsonLd(content.faq), ...(listLd ? [listLd] : [])]}
      />
      <section
        className={css({
          bg: 'bg.brandSoft',
          pt: { base: '8', md: '12' },
          pb: { base: '8', md: '10' },
          borderBottomWidth: '1px',
          borderBottomStyle: 'solid',
          borderBottomColor: 'border',
        })}
      >
        <div className={container}>
          <p className={cx(badge({ tone: 'mint' }), css({ mb: '3' }))}>
            {i18n._(msg`Acreditados por juntas estatales`)}
          </p>
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
          <p
            className={css({ mt: '3', color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, maxW: '720px' })}
          >
            {i18n._(
              msg`Elige tu estado, tu industria y tu especialidad. Estudia a tu ritmo, en español o en inglés, y recibe tu certificado con las horas de crédito.`,
            )}
          </p>
          {rating.count > 0 && (
            <p className={css({ mt: '3', display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
              <strong>{formatRating(rating.average, locale)}</strong>
              <Stars value={rating.average} size={16} />
              <span className={css({ color: 'fg.muted' })}>{reviewsText(i18n, locale, rating.count)}</span>
            </p>
          )}
          {!embed && (
            <div className={css({ mt: '6', maxW: '640px' })}>
              <CatalogSearch />
            </div>
          )}
        </div>
      </section>

      <div className={cx(container, css({ py: { base: '8', md: '10' } }))}>
        {notices.map((notice) => (
          <p
            key={notice}
            role="status"
            className={css({
              mb: '4',
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

        <ol
          aria-label={i18n._(msg`Pasos`)}
          className={css({
            listStyle: 'none',
            counterReset: 'step',
            display: 'flex',
            gap: { base: '2', md: '6' },
            mb: '6',
            flexWrap: 'wrap',
          })}
        >
          {[
            {
              n: 1,
              label: i18n._(msg`Estado`),
              value: selection.state?.name,
              change: href({ state: undefined, industry: undefined, specialty: undefined, page: undefined }),
            },
            {
              n: 2,
              label: i18n._(msg`Industria`),
              value: selection.industry?.name,
              change: href({ industry: undefined, specialty: undefined, page: undefined }),
            },
            {
              n: 3,
              label: i18n._(msg`Especialidad`),
              value: selection.specialty?.name,
              change: href({ specialty: undefined, page: undefined }),
            },
          ].map((item) => (
            <li
              key={item.n}
              aria-current={item.n === step ? 'step' : undefined}
              className={
                item.n < step || item.value ? stepDone : item.n === step ? stepCurrent : stepUpcoming
              }
            >
              {item.label}
              {item.value && <span className={stepValue}>· {item.value}</span>}
            </li>
          ))}
        </ol>

        {!selection.state && (
          <section aria-labelledby="choose-state">
            <h2 id="choose-state" className={sectionTitle}>
              {unknown.state
                ? i18n._(msg`No encontramos ese estado. Elige tu estado`)
                : i18n._(msg`Elige tu estado`)}
            </h2>
            <ul
              className={css({
                listStyle: 'none',
                display: 'grid',
                gap: '3',
                gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
              })}
            >
              {states.map((state) => (
                <li key={state.code}>
                  <a
                    href={href({
                      state: state.code,
                      industry: undefined,
                      specialty: undefined,
                      page: undefined,
                    })}
                    className={stepCard}
                  >
                    <span className={css({ fontWeight: '800' })}>{state.name}</span>
                    <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {state.courseCount > 0
                        ? courseCountText(i18n, state.courseCount)
                        : i18n._(msg`Próximamente`)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {selection.state && (
          <div
            className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mb: '6' })}
          >
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{i18n._(msg`Estado:`)}</span>
            <strong className={css({ fontSize: 'lg' })}>{selection.state.name}</strong>
            <a
              href={href({ state: undefined, industry: undefined, specialty: undefined, page: undefined })}
              className={cx(button({ variant: 'secondary', size: 'sm' }))}
            >
              {i18n._(msg`Cambiar estado`)}
            </a>
            <nav
              aria-label={i18n._(msg`Tipo de curso`)}
              className={css({
                ml: { md: 'auto' },
                display: 'inline-flex',
                p: '1',
                bg: 'bg.muted',
                borderRadius: 'pill',
                gap: '1',
                // The two links, styled from here (no class list on each).
                '& a': {
                  minH: '40px',
                  px: '4',
                  display: 'inline-flex',
                  alignItems: 'center',
                  borderRadius: 'pill',
                  fontWeight: '700',
                  fontSize: 'sm',
                  color: 'fg.muted',
                  textDecoration: 'none',
                  '&[aria-current=true]': { bg: 'bg.card', color: 'fg.brand', boxShadow: 'card' },
                },
              })}
            >
              {(['pre_licensing', 'continuing_education'] as const).map((type) => (
                <a
                  key={type}
                  href={href({
                    type: type === 'pre_licensing' ? 'pre-licensing' : undefined,
                    page: undefined,
                  })}
                  aria-current={selection.type === type ? 'true' : undefined}
                >
                  {type === 'pre_licensing' ? i18n._(msg`Prelicencia`) : i18n._(msg`Educación continua`)}
                </a>
              ))}
            </nav>
          </div>
        )}

        {selection.state && !selection.industry && (
          <section aria-labelledby="choose-industry">
            <h2 id="choose-industry" className={sectionTitle}>
              {i18n._(msg`Elige tu industria`)}
            </h2>
            <ul
              className={css({
                listStyle: 'none',
                display: 'grid',
                gap: '4',
                md: { gridTemplateColumns: 'repeat(3, 1fr)' },
              })}
            >
              {industries.map((industry) => (
                <li key={industry.slug}>
                  <a
                    href={href({ industry: industry.slug, specialty: undefined, page: undefined })}
                    className={cx(stepCard, css({ h: 'full' }))}
                  >
                    <span className={css({ fontFamily: 'heading', fontWeight: '800', fontSize: 'xl' })}>
                      {industry.name}
                    </span>
                    <span className={css({ color: 'fg.muted', fontSize: 'sm', lineHeight: '1.6' })}>
                      {industry.description}
                    </span>
                    <span className={css({ mt: '2', fontWeight: '700', color: 'fg.brand', fontSize: 'sm' })}>
                      {industry.courseCount > 0
                        ? courseCountText(i18n, industry.courseCount)
                        : i18n._(msg`Sin cursos en este estado`)}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {selection.state && selection.industry && (
          <section aria-labelledby="choose-specialty" className={css({ mb: '8' })}>
            <div
              className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', mb: '4' })}
            >
              <h2 id="choose-specialty" className={cx(sectionTitle, css({ mb: '0' }))}>
                {i18n._(msg`Elige tu especialidad`)}
              </h2>
              <a
                href={href({ industry: undefined, specialty: undefined, page: undefined })}
                className={css({
                  fontSize: 'sm',
                  color: 'fg.brand',
                  fontWeight: '600',
                  minH: '44px',
                  display: 'inline-flex',
                  alignItems: 'center',
                })}
              >
                {i18n._(msg`Cambiar industria (${selection.industry.name})`)}
              </a>
            </div>
            <ul className={pills}>
              <li>
                <a
                  href={href({ specialty: undefined, page: undefined })}
                  className={pill}
                  aria-current={!selection.specialty ? 'true' : undefined}
                >
                  {i18n._(msg`Todas`)}
                </a>
              </li>
              {specialties.map((specialty) => (
                <li key={specialty.slug}>
                  <a
                    href={href({ specialty: specialty.slug, page: undefined })}
                    className={pill}
                    aria-current={selection.specialty?.slug === specialty.slug ? 'true' : undefined}
                  >
                    {specialty.name}
                    <span>({specialty.courseCount})</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {results && selection.state && selection.industry && (
          <div className={refineLayout}>
            <FilterPanel
              i18n={i18n}
              locale={locale}
              action={localePath(locale, basePath)}
              hidden={scopeFields}
              facets={results.facets}
              filters={filters}
              sort={sort}
              clearHref={refine({}, sort)}
            />
            <section aria-labelledby="results" data-testid="catalog-results">
              <h2
                id="results"
                data-testid="results-summary"
                className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: '800', mb: '3' })}
              >
                {summary}
              </h2>
              <FilteredResults
                i18n={i18n}
                locale={locale}
                filters={filters}
                sort={sort}
                listing={results}
                refine={refine}
                page={selection.page}
                pageHref={(page) => listingHref({ page })}
                hrefBase={hrefBase}
                emptyFallback={
                  selection.type === 'pre_licensing'
                    ? i18n._(msg`Prueba con educación continua u otra especialidad.`)
                    : i18n._(msg`Prueba con prelicencia u otra especialidad.`)
                }
              />
            </section>
          </div>
        )}
      </div>

      <section aria-labelledby="providers" className={css({ bg: 'bg.subtle', py: { base: '10', md: '14' } })}>
        <div className={container}>
          <h2 id="providers" className={sectionTitle}>
            {i18n._(msg`Proveedores educativos`)}
          </h2>
          <ProviderList i18n={i18n} providers={providers} />
        </div>
      </section>

      {!embed && reviews.length > 0 && (
        <section aria-labelledby="catalog-reviews" className={css({ py: { base: '10', md: '14' } })}>
          <div className={container}>
            <h2 id="catalog-reviews" className={sectionTitle}>
              {i18n._(msg`Lo que dicen nuestros estudiantes`)}
            </h2>
            <ReviewList i18n={i18n} locale={locale} reviews={reviews} />
          </div>
        </section>
      )}

      {!embed && (
        <section
          aria-labelledby="catalog-faq"
          className={css({ bg: 'bg.subtle', py: { base: '10', md: '14' } })}
        >
          <div className={container}>
            <h2 id="catalog-faq" className={sectionTitle}>
              {i18n._(msg`Preguntas frecuentes`)}
            </h2>
            <FaqList items={content.faq} />
          </div>
        </section>
      )}
    </>
  );
}
