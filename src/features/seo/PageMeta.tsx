import { LOCALES, type Locale, localePath, otherLocale } from '../../i18n/locales.ts';
import { requestNonce } from '../../request-context/page.ts';
import { isPersonalPage } from '../../routes.ts';
import { publicOrigin } from './origin.ts';
import { SOCIAL_IMAGE_SIZE, type SocialImageKind, socialImageKind, socialImagePath } from './social-image.ts';
import { OG_LOCALES } from './structured-data.ts';

interface Props {
  locale: Locale;
  /**
   * Path after the locale prefix, e.g. '/about' or '/' for home: the canonical URL and the hreflang alternates.
   * A listing that is its own page with a query (a filtered catalogue) includes it: '/accredited-courses?state=FL'.
   */
  path: string;
  title: string;
  description: string;
  /** The social card's image (a 1200×630 PNG per page type); by default chosen from the path. */
  image?: SocialImageKind;
  /** A page's own 1200×630 PNG (an absolute path on this site) instead of the page type's card. */
  imagePath?: string;
  type?: 'website' | 'article' | 'product';
  /**
   * Keep the page out of indexes: `true` writes "noindex, nofollow" (personal, transactional pages); 'follow'
   * writes "noindex, follow" (a listing not worth indexing whose links still lead to pages that are).
   */
  noindex?: boolean | 'follow';
  /** JSON-LD objects (Organization, FAQPage, Course…). */
  jsonLd?: object[];
}

/**
 * Title, description, canonical URL, hreflang alternates (es, en, x-default), Open Graph, Twitter card and
 * JSON-LD for one page. React 19 hoists these elements into <head>.
 */
export function PageMeta({
  locale,
  path,
  title,
  description,
  image,
  imagePath,
  type = 'website',
  noindex,
  jsonLd,
}: Props) {
  const base = publicOrigin();
  const urlFor = (target: Locale) => `${base}${localePath(target, path)}`;
  const imageUrl = `${base}${imagePath ?? socialImagePath(image ?? socialImageKind(path), locale)}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex === true || isPersonalPage(path) ? (
        <meta name="robots" content="noindex, nofollow" />
      ) : noindex === 'follow' ? (
        <meta name="robots" content="noindex, follow" />
      ) : null}
      <link rel="canonical" href={urlFor(locale)} />
      {LOCALES.map((target) => (
        <link key={target} rel="alternate" hrefLang={target} href={urlFor(target)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlFor('es')} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Quest" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={urlFor(locale)} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_SIZE.height)} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta property="og:locale:alternate" content={OG_LOCALES[otherLocale(locale)]} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd?.map((data, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once
          key={index}
          type="application/ld+json"
          // A data block runs nothing; the nonce keeps every script element of the page alike (tests check it).
          nonce={requestNonce()}
          // '<' is escaped so that no string inside the data can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
