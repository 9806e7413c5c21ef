import { describe, expect, it } from 'vitest';
import { COVER_VERSION, coverPath, isGeneratedCover, socialCoverPath } from '../../src/cover-address.ts';
import { BUNDLES, COURSES, SPECIALTIES } from '../../src/db/seed/data.ts';
import { productImage } from '../../src/domain/catalog/covers.ts';
import {
  BRAND_TONE,
  COVER_TONES,
  type CoverFacts,
  coverDesign,
  coverSvg,
  licenceLabel,
} from '../../src/ui/covers/cover.ts';
import { PICTOGRAMS, pictogramFor } from '../../src/ui/covers/pictograms.ts';

// Issue 30 (art), decision 058: every course and bundle has its own cover, drawn from its facts by a pure function.
// These tests hold the generator to that: the same facts give the same bytes; different products (the whole demo
// catalogue included) give different covers that differ where the eye sees it; the text on them is legible.

const industryOf = new Map(SPECIALTIES.map((specialty) => [specialty.slug, specialty.industry as string]));
const courseFacts: CoverFacts[] = COURSES.map((course) => ({
  kind: 'course',
  slug: course.key,
  industry: industryOf.get(course.specialty) ?? '',
  specialty: course.specialty,
  subject: `${course.titleEn} ${course.titleEs}`,
  states: course.states ?? ['FL'],
  languages: [course.language],
  hours: course.hours,
  type: course.type,
}));
const languageOf = new Map(COURSES.map((course) => [course.key, course.language as string]));
const hoursOf = new Map(COURSES.map((course) => [course.key, Number(course.hours)]));
const bundleFacts: CoverFacts[] = BUNDLES.map((bundle) => ({
  kind: 'bundle',
  slug: bundle.key,
  industry: industryOf.get(bundle.specialty) ?? '',
  specialty: bundle.specialty,
  subject: `${bundle.titleEn} ${bundle.titleEs}`,
  states: ['FL'],
  languages: [...new Set(bundle.courses.map((key) => languageOf.get(key) ?? 'en'))],
  hours: String(bundle.courses.reduce((sum, key) => sum + (hoursOf.get(key) ?? 0), 0)),
  type: bundle.type,
  courseCount: bundle.courses.length,
}));
const catalogue = [...courseFacts, ...bundleFacts];
const sample = courseFacts.find((facts) => facts.slug === 'annuity-suitability-4h')!;

/** WCAG relative luminance and contrast ratio of two #RRGGBB colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
};

describe('cover generator: deterministic', () => {
  it('draws the same bytes for the same facts, every time and from a copy', () => {
    const svg = coverSvg(sample);
    expect(coverSvg(sample)).toBe(svg);
    expect(coverSvg(structuredClone(sample))).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="360"/);
  });

  it('draws every demo product in a few KB, as shapes and outlined glyphs only (no fonts, no links, no scripts)', () => {
    for (const facts of catalogue) {
      const svg = coverSvg(facts);
      expect(svg.length, facts.slug).toBeLessThan(8 * 1024);
      expect(svg, facts.slug).not.toMatch(
        /<text|<image|<script|<foreignObject|font-family|href=|url\((?!#)|on\w+=/i,
      );
    }
  });

  it('writes only the characters it has outlines for, whatever a product calls its licence or states', () => {
    const hostile: CoverFacts = {
      ...sample,
      specialty: '<script>alert(1)</script>',
      states: ['"/><script>', 'FL'],
      languages: ['"><x'],
    };
    const svg = coverSvg(hostile);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('"/>"');
    expect(licenceLabel('<script>')).toBe('SCRIPT');
    expect(licenceLabel('???')).toBe('CE');
  });
});

describe('cover generator: distinct', () => {
  it('gives each of the demo catalogue’s courses and bundles its own drawing', () => {
    const drawings = new Map<string, string>();
    for (const facts of catalogue) {
      const svg = coverSvg(facts);
      expect(drawings.get(svg), `${facts.slug} draws like ${drawings.get(svg)}`).toBeUndefined();
      drawings.set(svg, facts.slug);
    }
    expect(drawings.size).toBe(COURSES.length + BUNDLES.length);
  });

  it('differs where the eye sees it: no two demo products share pictogram, colours, motif and chips', () => {
    const seen = new Map<string, string>();
    for (const facts of catalogue) {
      const design = coverDesign(facts);
      const look = [
        design.pictogram,
        design.tone.from,
        design.to,
        design.accent,
        design.motif,
        design.turn,
        design.licence,
        design.state,
        design.language,
        design.hours,
        facts.kind,
      ].join('|');
      expect(seen.get(look), `${facts.slug} looks like ${seen.get(look)}`).toBeUndefined();
      seen.set(look, facts.slug);
    }
  });

  it('changes with each fact it shows (licence, state, language, hours, subject, type, kind) and with the slug', () => {
    const base = coverSvg(sample);
    const variants: Partial<CoverFacts>[] = [
      { slug: 'annuity-suitability-4h-ed2' },
      { specialty: '2-14' },
      { industry: 'real-estate', specialty: 'sales-associate' },
      { states: ['FL'] },
      { states: ['GA', 'FL'] },
      { languages: ['es'] },
      { hours: '8' },
      { subject: 'Flood Insurance and the NFIP' },
      { type: 'pre_licensing' },
      { kind: 'bundle', courseCount: 3 },
    ];
    const drawings = new Set([base]);
    for (const change of variants) drawings.add(coverSvg({ ...sample, ...change }));
    expect(drawings.size).toBe(variants.length + 1);
  });

  it('says what a product is about: licence, home state and others, language, hours', () => {
    expect(coverDesign(sample)).toMatchObject({
      licence: '2-15',
      state: 'FL +5',
      language: 'EN',
      hours: '4 h',
      pictogram: 'coins',
    });
    const bundle = bundleFacts.find((facts) => facts.slug === 'fl-real-estate-14h-ce-package-es')!;
    expect(coverDesign(bundle)).toMatchObject({ licence: 'SL', state: 'FL', language: 'ES', hours: '14 h' });
    const mixed = bundleFacts.find((facts) => facts.languages.length > 1);
    if (mixed) expect(coverDesign(mixed).language).toMatch(/^[A-Z]{2}\/[A-Z]{2}/);
  });

  it('picks the pictogram from the subject in either language, else from the licence', () => {
    expect(pictogramFor('Flood Insurance and the NFIP', '2-20', 'insurance')).toBe('waves');
    expect(pictogramFor('Ética y límites en la consejería', 'lmhc', 'mental-health')).toBe('scales');
    expect(pictogramFor('Prevención de errores médicos', 'lcsw', 'mental-health')).toBe('pill');
    // "Clinical Social Workers" is not workers' compensation.
    expect(
      pictogramFor(
        'Florida Laws and Rules, Chapter 491, for Clinical Social Workers',
        'lcsw',
        'mental-health',
      ),
    ).toBe('book');
    expect(pictogramFor("Florida Workers' Compensation (3 h)", '2-20', 'insurance')).toBe('hardhat');
    // A pre-licensing course teaches its whole licence.
    expect(
      pictogramFor('Florida 2-15 pre-licensing: life, health and variable annuities', '2-15', 'insurance'),
    ).toBe('shield');
    expect(pictogramFor('Something new', 'unknown', 'real-estate')).toBe('house');
    expect(pictogramFor('Something new', 'unknown', 'unknown')).toBe('book');
    for (const facts of catalogue) expect(PICTOGRAMS[coverDesign(facts).pictogram]).toBeTruthy();
  });

  it('gives a course created later (any slug, any licence) a cover of its own without a step of anyone’s', () => {
    const later = (slug: string): CoverFacts => ({
      ...sample,
      slug,
      subject: 'Mi curso nuevo',
      specialty: '2-15',
    });
    expect(coverSvg(later('quester-course-a'))).not.toBe(coverSvg(later('quester-course-b')));
    // Editions of the scaled seed (`--scale N`) differ from their first edition.
    expect(coverSvg({ ...sample, slug: `${sample.slug}-ed2` })).not.toBe(coverSvg(sample));
  });
});

describe('cover generator: legible', () => {
  it('puts white text only on colours with 4.5:1 or more, and the licence in ink on white at 7:1 or more', () => {
    for (const [name, tone] of [...Object.entries(COVER_TONES), ['brand', BRAND_TONE] as const]) {
      expect(contrast('#FFFFFF', tone.from), `${name} from`).toBeGreaterThanOrEqual(4.5);
      for (const to of tone.to)
        expect(contrast('#FFFFFF', to), `${name} to ${to}`).toBeGreaterThanOrEqual(4.5);
      // Chips: white on ink; the licence badge: ink on white.
      expect(contrast('#FFFFFF', tone.ink), `${name} ink`).toBeGreaterThanOrEqual(7);
    }
  });
});

describe('cover addresses', () => {
  it('carry the drawing’s version, per product and kind', () => {
    expect(coverPath('course', 'annuity-suitability-4h')).toBe(
      `/covers/courses/annuity-suitability-4h.svg?v=${COVER_VERSION}`,
    );
    expect(coverPath('bundle', 'fl-2-15-ce-24-hour-package')).toBe(
      `/covers/bundles/fl-2-15-ce-24-hour-package.svg?v=${COVER_VERSION}`,
    );
    expect(socialCoverPath('course', 'x', 'en')).toBe(`/og/courses/x.png?lang=en&v=${COVER_VERSION}`);
    expect(isGeneratedCover(coverPath('course', 'x'))).toBe(true);
    expect(isGeneratedCover('https://media.quest.how/a.png')).toBe(false);
  });

  it('draw a product’s cover unless someone chose a picture (the old shared illustrations do not count)', () => {
    expect(productImage('course', 'a', '')).toBe(coverPath('course', 'a'));
    expect(productImage('course', 'a', '/images/catalog/insurance-2.svg')).toBe(coverPath('course', 'a'));
    expect(productImage('bundle', 'b', '/images/catalog/mental-health-3.svg')).toBe(coverPath('bundle', 'b'));
    expect(productImage('course', 'a', 'https://media.quest.how/covers/a.webp')).toBe(
      'https://media.quest.how/covers/a.webp',
    );
  });
});
