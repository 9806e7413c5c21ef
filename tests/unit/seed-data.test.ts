import { describe, expect, it } from 'vitest';
import { RENEWAL_REQUIREMENTS } from '../../src/db/seed/ce-requirements.ts';
import { BUNDLES, COURSES, INDUSTRIES, PROVIDERS, SPECIALTIES } from '../../src/db/seed/data.ts';

// Issue 8: the seeded catalogue promised what its courses did not deliver ("2-15 … 24-Hour Package" summed to
// 23 h, the 2-20 one to 19 h) and listed a fourth provider with a Texas number. These tests read the seed arrays.

const course = new Map(COURSES.map((c) => [c.key, c]));
const hoursOf = (key: string) => Number(course.get(key)?.hours ?? Number.NaN);
const sum = (keys: string[]) => keys.reduce((total, key) => total + hoursOf(key), 0);

/** "24-Hour", "24 horas", "3 h core law", "(63 h)", "All 24 renewal hours" → 24, 24, 3, 63, 24. */
function hourClaims(text: string): number[] {
  return [...text.matchAll(/(\d+(?:\.\d+)?)(?:[\s-]+\p{L}+)?[\s-]+(?:h|hours?|horas?)\b/giu)].map((m) =>
    Number(m[1]),
  );
}

const claimsRenewal = (text: string) => /renov|renew/i.test(text);

describe('seed courses', () => {
  it('name only courses that exist, with their real hours in the title and key', () => {
    for (const c of COURSES) {
      for (const title of [c.titleEs, c.titleEn]) {
        const inTitle = /\((\d+(?:\.\d+)?) h\)/.exec(title)?.[1];
        if (inTitle) expect(Number(inTitle), `${c.key}: ${title}`).toBe(Number(c.hours));
      }
      const inKey = /-(\d+)h(?:-|$)/.exec(c.key)?.[1];
      if (inKey) expect(Number(inKey), c.key).toBe(Number(c.hours));
    }
  });
});

describe('seed bundles: hours', () => {
  it('knows how to read the claims it checks', () => {
    expect(hourClaims('2-15 Continuing Education 24-Hour Package')).toEqual([24]);
    expect(hourClaims('Paquete de 24 horas de educación continua 2-15')).toEqual([24]);
    expect(hourClaims('3 h core law, 3 h ethics and 8 h property management')).toEqual([3, 3, 8]);
    expect(hourClaims('All 24 renewal hours: 2-40 law and ethics')).toEqual([24]);
  });

  for (const bundle of BUNDLES) {
    it(`${bundle.key}: its courses exist and add up to every hour figure it names`, () => {
      for (const key of bundle.courses) expect(course.has(key), `${bundle.key} → ${key}`).toBe(true);
      const total = sum(bundle.courses);
      for (const title of [bundle.titleEs, bundle.titleEn]) {
        for (const claim of hourClaims(title)) expect(claim, title).toBe(total);
      }
      // A description may name the total, one course's hours, or (for a renewal) the electives around the
      // required subjects: "the 4-hour law and ethics update plus 20 hours of electives".
      const requirement = RENEWAL_REQUIREMENTS.find((r) => r.key === bundle.renews);
      const requiredKeys = new Set(requirement?.required.flatMap((subject) => subject.courses) ?? []);
      const electives = sum(bundle.courses.filter((key) => !requiredKeys.has(key)));
      const allowed = new Set([total, electives, ...bundle.courses.map(hoursOf)]);
      for (const description of [bundle.descriptionEs, bundle.descriptionEn]) {
        for (const claim of hourClaims(description))
          expect(allowed.has(claim), `${claim} h in: ${description}`).toBe(true);
      }
      // Both languages promise the same figures.
      const figures = (a: string, b: string) => [...hourClaims(a), ...hourClaims(b)].sort((x, y) => x - y);
      expect(figures(bundle.titleEs, bundle.descriptionEs)).toEqual(
        figures(bundle.titleEn, bundle.descriptionEn),
      );
    });
  }
});

describe('seed bundles: renewals (ce-requirements.md)', () => {
  it('has the Florida rules the spec gives', () => {
    const rule = (key: string) => RENEWAL_REQUIREMENTS.find((r) => r.key === key)!;
    for (const licence of ['2-14', '2-15', '2-20', '2-40']) {
      expect(rule(`fl-insurance-${licence}`)).toMatchObject({ totalHours: 24 });
      expect(rule(`fl-insurance-${licence}`).required).toEqual([
        expect.objectContaining({
          hours: 4,
          courses: expect.arrayContaining([`fl-${licence}-law-ethics-update-en`]),
        }),
      ]);
    }
    expect(rule('fl-real-estate-sales-associate').totalHours).toBe(14);
    for (const licence of ['lcsw', 'lmft', 'lmhc']) expect(rule(`fl-${licence}`).totalHours).toBe(30);
  });

  it('every course a rule names exists and is a continuing-education course for that licence', () => {
    for (const requirement of RENEWAL_REQUIREMENTS) {
      for (const subject of requirement.required) {
        for (const key of subject.courses) {
          const c = course.get(key);
          expect(c, `${requirement.key} → ${key}`).toBeDefined();
          expect(c!.type).toBe('continuing_education');
          expect(Number(c!.hours), key).toBeGreaterThanOrEqual(subject.hours);
        }
      }
    }
  });

  const renewals = BUNDLES.filter(
    (b) => b.renews || [b.titleEs, b.titleEn, b.descriptionEs, b.descriptionEn].some(claimsRenewal),
  );

  it('finds the renewal bundles', () => {
    expect(renewals.map((b) => b.key)).toEqual(
      expect.arrayContaining([
        'fl-2-15-ce-24-hour-package',
        'fl-2-20-ce-24-hour-package',
        'fl-lcsw-renewal-package',
      ]),
    );
  });

  for (const bundle of renewals) {
    it(`${bundle.key} meets the renewal it is sold for`, () => {
      const requirement = RENEWAL_REQUIREMENTS.find((r) => r.key === bundle.renews);
      expect(requirement, `${bundle.key} says it renews a licence but names no rule`).toBeDefined();
      expect(requirement!.licence).toBe(bundle.specialty);
      expect(bundle.type).toBe('continuing_education');
      expect(sum(bundle.courses)).toBeGreaterThanOrEqual(requirement!.totalHours);
      for (const subject of requirement!.required) {
        const covered = sum(bundle.courses.filter((key) => subject.courses.includes(key)));
        expect(covered, `${bundle.key}: ${subject.subject}`).toBeGreaterThanOrEqual(subject.hours);
      }
      // Sold where the licence is: every course is accredited in the rule's state.
      for (const key of bundle.courses)
        expect(course.get(key)!.states ?? ['FL']).toContain(requirement!.state);
    });
  }
});

describe('seed providers (spec §1: three Florida bodies, each with a provider number)', () => {
  it('has exactly three, one per industry, all in Florida with one Florida number each', () => {
    expect(PROVIDERS).toHaveLength(3);
    expect(PROVIDERS.map((p) => p.industry).sort()).toEqual(INDUSTRIES.map((i) => i.slug).sort());
    for (const provider of PROVIDERS) {
      expect(provider.stateCode).toBe('FL');
      expect(provider.address).toMatch(/, FL \d{5}$/);
      expect(provider.providerNumber).toMatch(/^[A-Z]{2,3}[ -]?[\d-]+$/);
      expect(provider.providerNumber).not.toMatch(/TX|·|,/);
      expect(`${provider.boardEs} ${provider.boardEn}`).toMatch(/Florida/);
      expect(`${provider.boardEs} ${provider.boardEn}`).not.toMatch(/Texas|Georgia|Carolina/);
    }
  });

  it('gives every course one of them, of the course’s industry', () => {
    const providers = new Map(PROVIDERS.map((p) => [p.slug, p]));
    const industryOf = new Map(SPECIALTIES.map((s) => [s.slug, s.industry]));
    for (const c of COURSES) {
      expect(providers.has(c.provider), `${c.key} → ${c.provider}`).toBe(true);
      expect(providers.get(c.provider)!.industry, c.key).toBe(industryOf.get(c.specialty));
    }
  });
});
