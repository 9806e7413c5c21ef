import '@fontsource/great-vibes/latin-400.css';
import '../styles.css';
// The Latin faces of both web fonts are fetched with the HTML, not after the stylesheet: the heading font draws the
// first screen's title and the body font its text (`optional` in src/styles.css: it must be there for the first
// paint or the page keeps the fallback). Vite gives the same hashed files src/styles.css points at.
import bodyFontUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import headingFontUrl from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { themeScript } from '../features/layout/theme-script.ts';
import { LANGUAGE_TAGS } from '../i18n/locales.ts';
import { requestLocale, requestNonce } from '../request-context/page.ts';

export default async function Root({ children }: { children: ReactNode }) {
  const locale = requestLocale();
  preload(headingFontUrl, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  preload(bodyFontUrl, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html lang={locale} data-language-tag={LANGUAGE_TAGS[locale]} suppressHydrationWarning>
      <head>
        <meta name="theme-color" content="#5535F0" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={requestNonce()} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
