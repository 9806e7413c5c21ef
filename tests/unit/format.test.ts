import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  FORMAT_LOCALES,
  formatCompact,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRating,
  languageName,
} from '../../src/i18n/format.ts';
import { messages as enMessages } from '../../src/locales/en/messages.po';
import { messages as esMessages } from '../../src/locales/es/messages.po';

// Issue 8: money and numbers were printed two ways in Spanish ($1,499.90 in the catalogue, $1.499,90 and $9,99 on
// audience pages; ratings 4.8 and 4,8) and counts read "1 cursos". One module formats everything, with US
// conventions in both languages, and plurals are ICU plural messages.

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** The message with its ICU `{n, plural, …}` parts removed: what is left has no plural forms. */
function withoutPlurals(message: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const start = message.slice(i).search(/\{\w+, plural,/);
    if (start < 0) return out + message.slice(i);
    out += message.slice(i, i + start);
    let depth = 0;
    let j = i + start;
    do {
      if (message[j] === '{') depth++;
      else if (message[j] === '}') depth--;
      j++;
    } while (depth > 0 && j < message.length);
    i = j;
  }
  return out;
}

describe('formatMoney', () => {
  it('prints US dollars the same way in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      expect(formatMoney(149990, locale)).toBe('$1,499.90');
      expect(formatMoney(999, locale)).toBe('$9.99');
      expect(formatMoney(14999, locale)).toBe('$149.99');
      expect(formatMoney(123456789, locale)).toBe('$1,234,567.89');
    }
  });
  it('drops whole-dollar cents unless asked to keep them', () => {
    expect(formatMoney(4000, 'es')).toBe('$40');
    expect(formatMoney(2000, 'es', { cents: 'always' })).toBe('$20.00');
    expect(formatMoney(0, 'en', { cents: 'always' })).toBe('$0.00');
  });
  it('refuses what is not an amount', () => {
    expect(() => formatMoney(Number.NaN, 'es')).toThrow(RangeError);
  });
});

describe('numbers, ratings and compact counts', () => {
  it('groups thousands with a comma and uses a decimal point in Spanish too', () => {
    expect(formatNumber(10000, 'es')).toBe('10,000');
    expect(formatNumber(1234, 'es')).toBe('1,234');
    expect(formatNumber(1.5, 'es')).toBe('1.5');
    expect(formatNumber(3, 'en', { digits: 1 })).toBe('3.0');
  });
  it('shows ratings with one decimal point: 4.8, never 4,8', () => {
    expect(formatRating(4.75, 'es')).toBe('4.8');
    expect(formatRating(4.75, 'en')).toBe('4.8');
    expect(formatRating(5, 'es')).toBe('5.0');
  });
  it('uses K, M and B with one truncated decimal (spec §9) in both languages', () => {
    for (const locale of ['es', 'en'] as const) {
      expect(formatCompact(0, locale)).toBe('0');
      expect(formatCompact(999, locale)).toBe('999');
      expect(formatCompact(100_000, locale)).toBe('100K');
      expect(formatCompact(2_000_000, locale)).toBe('2M');
      expect(formatCompact(3_000_000_000, locale)).toBe('3B');
      expect(formatCompact(1_250, locale)).toBe('1.2K');
      expect(formatCompact(1_999_999, locale)).toBe('1.9M');
      expect(formatCompact(1_000_001, locale)).toBe('1M');
      expect(formatCompact(1_500_000, locale)).toBe('1.5M');
      expect(formatCompact(-2_500, locale)).toBe('-2.5K');
      expect(formatCompact(Number.NaN, locale)).toBe('0');
    }
  });
  it('prints percentages without a space', () => {
    expect(formatPercent(25, 'es')).toBe('25%');
    expect(formatPercent(25, 'en')).toBe('25%');
  });
});

describe('dates and language names', () => {
  const date = new Date('2027-12-31T23:59:59Z');
  it('prints calendar dates in UTC in the page language', () => {
    expect(formatDate(date, 'es')).toBe('31 de diciembre de 2027');
    expect(formatDate(date, 'en')).toBe('December 31, 2027');
    expect(formatDate(date, 'en', 'medium')).toBe('Dec 31, 2027');
    expect(formatDate(new Date('2027-01-01T00:30:00Z'), 'es')).toBe('1 de enero de 2027');
  });
  it('names a language in the page language', () => {
    expect(languageName('en', 'es')).toBe('inglés');
    expect(languageName('pt', 'es')).toBe('portugués');
    expect(languageName('es', 'en')).toBe('Spanish');
  });
});

describe('plurals (Lingui ICU plural with the same number conventions)', () => {
  // The catalogues as the server builds them (src/i18n/catalogs.ts passes FORMAT_LOCALES to Lingui).
  const i18n = {
    es: setupI18n({ locale: 'es', locales: [FORMAT_LOCALES.es], messages: { es: esMessages } }),
    en: setupI18n({ locale: 'en', locales: [FORMAT_LOCALES.en], messages: { en: enMessages } }),
  };
  const courses = { id: 'x', message: '{count, plural, one {# curso} other {# cursos}}' };

  it('says 1 curso / 2 cursos and formats # like every other number', () => {
    expect(i18n.es._({ ...courses, values: { count: 1 } })).toBe('1 curso');
    expect(i18n.es._({ ...courses, values: { count: 2 } })).toBe('2 cursos');
    expect(i18n.es._({ ...courses, values: { count: 1234 } })).toBe('1,234 cursos');
  });

  it('keeps the server instances on the same conventions', () => {
    const server = readFileSync(join(ROOT, 'src/i18n/catalogs.ts'), 'utf8');
    expect(server).toContain('locales: [FORMAT_LOCALES.es]');
    expect(server).toContain('locales: [FORMAT_LOCALES.en]');
  });

  it('has no catalogue message that puts a bare count before a noun (no "1 cursos" / "1 courses")', () => {
    expect(withoutPlurals('Valoración {a} de 5 ({n, plural, one {{c} reseña} other {{c} reseñas}})')).toBe(
      'Valoración {a} de 5 ()',
    );
    const countNoun =
      /\{[\w.]+\} (cursos?|horas?|estados?|estudiantes?|reseñas?|módulos?|courses?|hours?|states?|students?|reviews?|modules?)\b/;
    for (const file of ['src/locales/es/messages.po', 'src/locales/en/messages.po']) {
      const offenders = readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .filter((line) => /^msg(id|str) /.test(line) && countNoun.test(withoutPlurals(line)));
      expect(offenders, file).toEqual([]);
    }
  });
});

describe('no formatting outside src/i18n/format.ts', () => {
  // schema.org JSON-LD needs machine-readable numbers ("149.99"), not display text.
  // SVG coordinates in the course covers are machine-readable too.
  const MACHINE_READABLE = new Set(['src/features/catalog/json-ld.ts', 'src/ui/covers/cover.ts']);
  const files = [...sourceFiles('src'), ...sourceFiles('server')].filter(
    (file) => file !== 'src/i18n/format.ts' && !file.includes('styled-system'),
  );

  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('src/features/catalog/parts.tsx');
    expect(files).toContain('src/ui/Price.tsx');
  });

  it('has no other Intl formatter, toLocaleString or toFixed call', () => {
    const offenders = files.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const patterns = MACHINE_READABLE.has(file)
        ? [/Intl\.\w+/, /toLocale\w*String/]
        : [/Intl\.\w+/, /toLocale\w*String/, /\.toFixed\(/];
      return patterns.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
  });

  it('has no hand-written figures in continental-Spanish style ($9,99, 1.000, 4,8 ★, 25 %)', () => {
    const spanishStyle = [
      /\$\d{1,3}(\.\d{3})*,\d{2}\b/, // $9,99 · $1.499,90
      /(?<![\d.])\d{1,3}\.\d{3}(?![\d.])(?!\s*(px|ms|s)\b)/, // 1.000 · 50.000
      /\d,\d\s*★/, // 4,9 ★
      /\d %/, // 25 %
    ];
    const offenders = files
      .filter((file) => file.startsWith('src/features/') || file.startsWith('src/ui/'))
      .flatMap((file) => {
        const text = readFileSync(join(ROOT, file), 'utf8');
        return spanishStyle
          .filter((pattern) => pattern.test(text))
          .map((pattern) => `${file}: ${text.match(pattern)?.[0]}`);
      });
    expect(offenders).toEqual([]);
  });
});
