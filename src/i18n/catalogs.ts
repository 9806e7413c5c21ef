import { type I18n, setupI18n } from '@lingui/core';
import { messages as enMessages } from '../locales/en/messages.po';
import { messages as esMessages } from '../locales/es/messages.po';
import { FORMAT_LOCALES } from './format.ts';
import type { Locale } from './locales.ts';

// One i18n instance per locale, built once per process; a render scopes one to itself (setI18n, in
// src/request-context/page.ts). `locales` makes Lingui format numbers in messages (the `#` of a plural) with the
// same conventions as src/i18n/format.ts.
const instances: Record<Locale, I18n> = {
  es: setupI18n({ locale: 'es', locales: [FORMAT_LOCALES.es], messages: { es: esMessages } }),
  en: setupI18n({ locale: 'en', locales: [FORMAT_LOCALES.en], messages: { en: enMessages } }),
};

export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}
