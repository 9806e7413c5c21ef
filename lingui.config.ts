import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Spanish is the source language: messages are written in Spanish in the code and translated to English.
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'] }],
  format: formatter({ lineNumbers: false }),
});
