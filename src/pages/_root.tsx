import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import '@fontsource/great-vibes/latin-400.css';
import '../styles.css';
import type { ReactNode } from 'react';
import { themeScript } from '../features/layout/theme-script.ts';
import { LANGUAGE_TAGS } from '../i18n/locales.ts';
import { requestLocale } from '../i18n/server.ts';

export default async function Root({ children }: { children: ReactNode }) {
  const locale = requestLocale();
  return (
    <html lang={locale} data-language-tag={LANGUAGE_TAGS[locale]} suppressHydrationWarning>
      <head>
        <meta name="theme-color" content="#5535F0" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
