import { describe, expect, it } from 'vitest';
import { courseModules } from '../../src/db/seed/catalog.ts';
import { CE_CREDITS } from '../../src/db/seed/ce-credits.ts';
import { RENEWAL_REQUIREMENTS } from '../../src/db/seed/ce-requirements.ts';
import { BUNDLES, COURSES, SPANISH_VERSION_OF } from '../../src/db/seed/data.ts';
import { syllabusStem } from '../../src/db/seed/syllabi.ts';
import { effectivePrice, referencePrice } from '../../src/domain/pricing.ts';

// Issue 30 (Content): every course had the same four template modules ("Introducción: {tema}", "Marco legal…")
// with names lower-cased ("…de la naic"); bundle cards showed a struck price and a saving against two different
// references; 16 of 78 courses had a Spanish version.

const modulesOf = new Map(COURSES.map((course) => [course.key, courseModules(course.key, course.hours)]));
const byKey = new Map(COURSES.map((course) => [course.key, course]));

/** Acronyms and proper nouns that must appear exactly as written (case-insensitive hits must be exact). */
const AS_WRITTEN = [
  'NAIC',
  'DFS',
  'HIPAA',
  'COBRA',
  'CMS',
  'NFIP',
  'FEMA',
  'FREC',
  'DBPR',
  'FINRA',
  'NASW',
  'AAMFT',
  'APA',
  'TRID',
  'RESPA',
  'FHA',
  'USDA',
  'SAMHSA',
  'EMDR',
  'SBIRT',
  'FMCSA',
  'CGL',
  'ILIT',
  'PERMA',
  'DSM',
  'TCC',
  'CBT',
  'OARS',
  'NAR',
  'Medicare',
  'Medicaid',
  'Florida',
  'Baker Act',
  'Marchman',
  'Citizens Property Insurance',
  'Ley de Cuidado de Salud Asequible',
  'Affordable Care Act',
];

/** The terms of AS_WRITTEN that `text` contains in another case ("la naic", "ley de cuidado de salud asequible"). */
function miswritten(text: string): string[] {
  return AS_WRITTEN.filter((term) =>
    [...text.matchAll(new RegExp(`(?<![\\p{L}\\d])${term}(?![\\p{L}\\d])`, 'giu'))].some(
      (match) => match[0] !== term,
    ),
  );
}

describe('course syllabi (seed)', () => {
  it('knows a lower-cased name when it sees one', () => {
    expect(miswritten('Idoneidad según el modelo de mejor interés de la naic')).toEqual(['NAIC']);
    expect(miswritten('Introducción: la ley de cuidado de salud asequible')).toEqual([
      'Ley de Cuidado de Salud Asequible',
    ]);
    expect(miswritten('Medicare Suplementario y Medicare Advantage en Florida')).toEqual([]);
    // Part of a longer word is not the term.
    expect(miswritten('Aplicar la normativa cms-free, florida-based')).toEqual(['CMS', 'Florida']);
    expect(miswritten('Capacitación napa')).toEqual([]);
  });

  it('gives every course modules with both titles, an outcome in each language and minutes', () => {
    for (const course of COURSES) {
      const modules = modulesOf.get(course.key)!;
      expect(modules.length, course.key).toBeGreaterThanOrEqual(2);
      for (const module of modules) {
        for (const text of [module.titleEs, module.titleEn, module.outcomeEs, module.outcomeEn])
          expect(text?.trim().length, `${course.key}: ${module.titleEn}`).toBeGreaterThan(0);
        expect(module.minutes % 5, `${course.key}: ${module.titleEn}`).toBe(0);
        expect(module.minutes).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it("adds up each course's module minutes to its credit hours (60 minutes an hour)", () => {
    for (const course of COURSES) {
      const minutes = modulesOf.get(course.key)!.reduce((sum, module) => sum + module.minutes, 0);
      expect(minutes, course.key).toBe(Number(course.hours) * 60);
    }
  });

  it('never gives two courses the same module list, except the language versions of one course', () => {
    const seen = new Map<string, string>();
    for (const course of COURSES) {
      const modules = modulesOf.get(course.key)!;
      for (const language of ['Es', 'En'] as const) {
        const list = JSON.stringify(modules.map((module) => module[`title${language}`]));
        const other = seen.get(`${language}:${list}`);
        if (other) {
          // Only a translation of the same course (its key minus -en/-es/-pt) teaches the same modules.
          expect(syllabusStem(other), `${course.key} repeats the modules of ${other}`).toBe(
            syllabusStem(course.key),
          );
          expect(byKey.get(other)!.hours).toBe(course.hours);
        } else seen.set(`${language}:${list}`, course.key);
      }
    }
    // No template left: no module title repeats across more than a handful of courses.
    const counts = new Map<string, Set<string>>();
    for (const course of COURSES)
      for (const module of modulesOf.get(course.key)!) {
        const stems = counts.get(module.titleEs) ?? new Set<string>();
        stems.add(syllabusStem(course.key));
        counts.set(module.titleEs, stems);
      }
    for (const [title, stems] of counts) expect(stems.size, title).toBeLessThanOrEqual(3);
  });

  it('keeps acronyms and proper nouns as written in module titles, outcomes and course titles', () => {
    for (const course of COURSES) {
      const texts = [
        course.titleEs,
        course.titleEn,
        ...modulesOf
          .get(course.key)!
          .flatMap((module) => [module.titleEs, module.titleEn, module.outcomeEs!, module.outcomeEn!]),
      ];
      for (const text of texts) expect(miswritten(text), `${course.key}: ${text}`).toEqual([]);
    }
  });
});

describe('Spanish versions (seed)', () => {
  const spanish = COURSES.filter((course) => course.language === 'es');

  it('offers most of the catalogue in Spanish', () => {
    expect(Object.keys(SPANISH_VERSION_OF).length).toBeGreaterThanOrEqual(15);
    expect(spanish.length * 2).toBeGreaterThanOrEqual(COURSES.length - 3);
    // The Florida insurance law & ethics updates, real-estate core law and the Chapter 491 subjects.
    for (const key of [
      'fl-2-14-law-ethics-update-es',
      'fl-2-15-law-ethics-update-es',
      'fl-2-20-law-ethics-update-es',
      'fl-2-40-law-ethics-update-es',
      'fl-real-estate-core-law-3h-es',
      'fl-lcsw-laws-and-rules-es',
      'fl-lmft-ethics-boundaries-es',
      'fl-lmhc-domestic-violence-es',
    ])
      expect(byKey.get(key)?.language, key).toBe('es');
  });

  it('gives a Spanish version the hours, provider, states, code, type, price and CE credits of its original', () => {
    for (const [key, originalKey] of Object.entries(SPANISH_VERSION_OF)) {
      const version = byKey.get(key)!;
      const original = byKey.get(originalKey)!;
      expect(version.language).toBe('es');
      expect(original.language).toBe('en');
      for (const field of ['hours', 'provider', 'specialty', 'type', 'code', 'priceCents'] as const)
        expect(version[field], `${key}.${field}`).toEqual(original[field]);
      expect(version.states ?? ['FL'], key).toEqual(original.states ?? ['FL']);
      expect(CE_CREDITS[key] ?? [], key).toEqual(CE_CREDITS[originalKey] ?? []);
      expect(modulesOf.get(key)).toEqual(modulesOf.get(originalKey));
    }
  });

  it('lets every renewal rule accept the Spanish version wherever it accepts the original', () => {
    for (const requirement of RENEWAL_REQUIREMENTS)
      for (const subject of requirement.required)
        for (const key of subject.courses) {
          const version = `${key}-es`;
          if (SPANISH_VERSION_OF[version]) expect(subject.courses, requirement.key).toContain(version);
        }
  });

  it('sells an all-Spanish 2-15 renewal', () => {
    const bundle = BUNDLES.find((b) => b.key === 'fl-2-15-ce-24-hour-package-es')!;
    expect(bundle.renews).toBe('fl-insurance-2-15');
    for (const key of bundle.courses) expect(byKey.get(key)?.language, key).toBe('es');
  });
});

describe('one reference price per card (pricing.ts referencePrice)', () => {
  const NOW = new Date('2026-11-21T12:00:00Z');
  const FUTURE = new Date('2027-12-31T23:59:59Z');

  it("computes the saving from the price rule's list price, the same reference the card strikes through", () => {
    for (const bundle of BUNDLES) {
      const price = effectivePrice(
        {
          priceCents: bundle.priceCents,
          discountPercent: bundle.discountPercent ?? 0,
          discountValidUntil: bundle.discountValidUntil ? new Date(bundle.discountValidUntil) : null,
        },
        NOW,
      );
      const reference = referencePrice(price);
      if (price.discountPercent === 0) {
        expect(reference, bundle.key).toBeNull();
        continue;
      }
      expect(reference!.referenceCents, bundle.key).toBe(price.regularCents);
      expect(reference!.savingCents, bundle.key).toBe(reference!.referenceCents - price.finalCents);
      expect(reference!.percent).toBe(price.discountPercent);
    }
  });

  it('has no reference when nothing is taken off', () => {
    const price = effectivePrice({ priceCents: 8999, discountPercent: 0, discountValidUntil: null }, NOW);
    expect(referencePrice(price)).toBeNull();
    const campaign = effectivePrice(
      {
        priceCents: 9999,
        discountPercent: 0,
        discountValidUntil: null,
        campaign: { discountPercent: 30, expiresAt: FUTURE },
      },
      NOW,
    );
    expect(referencePrice(campaign)).toEqual({ referenceCents: 9999, savingCents: 3000, percent: 30 });
  });
});
