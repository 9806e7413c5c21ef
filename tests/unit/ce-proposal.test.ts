import { describe, expect, it } from 'vitest';
import { CE_CREDITS } from '../../src/db/seed/ce-credits.ts';
import { BUNDLES, COURSES } from '../../src/db/seed/data.ts';
import { type CompletedCourse, evaluate, tenths } from '../../src/domain/ce/engine.ts';
import { type CandidateCourse, proposeCourses } from '../../src/domain/ce/proposal.ts';
import { licenceRequirement } from '../../src/domain/ce/requirements/data.ts';

// "Fill my missing hours": the exact cheapest cover (checked against brute force), and the seed's renewal bundles
// checked against the engine: a bundle sold for a renewal meets the rule it claims.

const NOW = new Date('2026-12-01T12:00:00Z');
const licence = (key: string) => {
  const found = licenceRequirement(key);
  if (!found) throw new Error(key);
  return found;
};

function candidate(id: number, hours: number, priceCents: number, extra: Partial<CandidateCourse> = {}) {
  return {
    courseId: id,
    slug: `c${id}`,
    title: `Course ${id}`,
    language: 'en',
    hours: String(hours),
    credits: [],
    priceCents,
    ownSpecialty: true,
    ...extra,
  } satisfies CandidateCourse;
}

describe('proposal: exact cheapest cover', () => {
  const insurance = evaluate(
    licence('fl-insurance-2-15'),
    { issueDate: '2024-01-01', birthMonth: 3 },
    [],
    NOW,
  );

  it('takes the required update first, then the cheapest hours', () => {
    const courses = [
      candidate(1, 4, 3499, { credits: [{ category: 'fl-ins-law-ethics-2-15', hours: '4' }] }),
      candidate(2, 8, 5999),
      candidate(3, 4, 2999),
      candidate(4, 12, 6000),
      candidate(5, 8, 2000),
    ];
    const proposal = proposeCourses(insurance, courses, [], 'en');
    // 4 + 12 + 8 = 24 h: the update, then the cheapest 20 h.
    expect(proposal.courses.map((course) => course.courseId).sort()).toEqual([1, 4, 5]);
    expect(proposal.totalCents).toBe(3499 + 6000 + 2000);
    expect(proposal.items[0]).toMatchObject({ id: 1, required: true });
    expect(proposal.hoursTenths).toBeGreaterThanOrEqual(240);
  });

  it('prefers the learner’s language when the price is the same', () => {
    const update = (id: number, language: string) =>
      candidate(id, 24, 5000, { language, credits: [{ category: 'fl-ins-law-ethics-2-15', hours: '4' }] });
    expect(proposeCourses(insurance, [update(1, 'en'), update(2, 'es')], [], 'es').courses[0]?.courseId).toBe(
      2,
    );
    expect(proposeCourses(insurance, [update(1, 'en'), update(2, 'es')], [], 'en').courses[0]?.courseId).toBe(
      1,
    );
  });

  it('uses a catalogue bundle when it is cheaper, never overlapping courses', () => {
    const courses = [
      candidate(1, 4, 3499, { credits: [{ category: 'fl-ins-law-ethics-2-15', hours: '4' }] }),
      candidate(2, 10, 4000),
      candidate(3, 10, 4000),
      candidate(4, 4, 1000),
    ];
    const bundle = { bundleId: 9, slug: 'b', title: 'Bundle', courseIds: [1, 2, 3], priceCents: 7000 };
    const proposal = proposeCourses(insurance, courses, [bundle], 'en');
    expect(proposal.items.map((item) => `${item.kind}:${item.id}`)).toEqual(['bundle:9']);
    expect(proposal.totalCents).toBe(7000);
    expect(proposal.oneByOneCents).toBe(3499 + 8000);
  });

  it('stays fast and exact with many copies of the same courses (db:seed --scale)', () => {
    const base = [
      candidate(1, 4, 3499, { credits: [{ category: 'fl-ins-law-ethics-2-15', hours: '4' }] }),
      candidate(2, 8, 5999),
      candidate(3, 4, 2999),
      candidate(4, 12, 6000),
      candidate(5, 8, 2000),
    ];
    const copies = Array.from({ length: 300 }, (_, copy) =>
      base.map((course) => ({
        ...course,
        courseId: course.courseId + copy * 10,
        slug: `${course.slug}-${copy}`,
      })),
    ).flat();
    const bundles = Array.from({ length: 200 }, (_, index) => ({
      bundleId: 1000 + index,
      slug: `b${index}`,
      title: 'Bundle',
      courseIds: [1 + index * 10, 2 + index * 10, 3 + index * 10],
      priceCents: 12_000 + index,
    }));
    const started = performance.now();
    const proposal = proposeCourses(insurance, copies, bundles, 'en');
    expect(performance.now() - started).toBeLessThan(2000);
    // With copies the update and three of the cheapest 8-hour course (28 h) are cheapest.
    expect(proposal.totalCents).toBe(3499 + 3 * 2000);
  });

  it('says which category nothing in the catalogue meets', () => {
    const tx = evaluate(licence('tx-insurance'), { expiresOn: '2027-06-30' }, [], NOW);
    const proposal = proposeCourses(tx, [candidate(1, 24, 1000)], [], 'en');
    expect(proposal.uncovered).toEqual(['insurance-ethics']);
    expect(proposal.courses.map((course) => course.courseId)).toEqual([1]);
  });

  it('matches brute force on random catalogues', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const categories = ['fl-491-medical-errors', 'fl-491-ethics-boundaries'] as const;
    const lmhc = evaluate(licence('fl-lmhc'), { issueDate: '2023-06-01' }, [], NOW);
    for (let round = 0; round < 40; round += 1) {
      const courses = Array.from({ length: 9 }, (_, index) => {
        const hours = 1 + Math.floor(random() * 8);
        const category = random() < 0.35 ? categories[Math.floor(random() * 2)] : undefined;
        return candidate(index + 1, hours, 500 + Math.floor(random() * 5000), {
          credits: category ? [{ category, hours: String(Math.min(hours, 3)) }] : [],
        });
      });
      const proposal = proposeCourses(lmhc, courses, [], 'en');
      let best = Number.POSITIVE_INFINITY;
      for (let mask = 0; mask < 1 << courses.length; mask += 1) {
        const chosen = courses.filter((_, index) => mask & (1 << index));
        const hours = chosen.reduce((sum, course) => sum + tenths(course.hours), 0);
        const inCategory = (category: string) =>
          chosen.reduce(
            (sum, course) =>
              sum +
              course.credits.filter((c) => c.category === category).reduce((s, c) => s + tenths(c.hours), 0),
            0,
          );
        const coverable = categories.filter((category) =>
          courses.some((course) => course.credits.some((c) => c.category === category)),
        );
        const required = { 'fl-491-medical-errors': 20, 'fl-491-ethics-boundaries': 30 };
        const uncoveredHours = categories
          .filter((category) => !coverable.includes(category))
          .reduce((sum, category) => sum + required[category], 0);
        if (hours < 300 - uncoveredHours) continue;
        if (coverable.some((category) => inCategory(category) < required[category])) continue;
        best = Math.min(
          best,
          chosen.reduce((sum, course) => sum + course.priceCents, 0),
        );
      }
      if (best === Number.POSITIVE_INFINITY) expect(proposal.covers, `round ${round}`).toBe(false);
      else expect(proposal.totalCents, `round ${round}`).toBe(best);
    }
  });
});

describe('seed: a bundle sold for a renewal meets the rule it claims (engine)', () => {
  const byKey = new Map(COURSES.map((course) => [course.key, course]));
  const INDUSTRY: Record<string, string> = {
    '2-14': 'insurance',
    '2-15': 'insurance',
    '2-20': 'insurance',
    '2-40': 'insurance',
    'sales-associate': 'real-estate',
    broker: 'real-estate',
  };
  const renewals = BUNDLES.filter((bundle) => bundle.renews);

  it.each(renewals.map((bundle) => [bundle.key, bundle] as const))('%s', (_key, bundle) => {
    const rule = licence(bundle.renews!);
    // A long-licensed licensee (no first-renewal exception) in a third 491 biennium (every subject due).
    const facts =
      rule.industry === 'mental-health'
        ? { issueDate: '2021-06-01' }
        : { issueDate: '2015-01-10', birthMonth: 12, yearsLicensed: 1 };
    const completions: CompletedCourse[] = bundle.courses.map((key, index) => {
      const course = byKey.get(key)!;
      return {
        id: `${bundle.key}-${index}`,
        courseId: index + 1,
        providerId: 1,
        title: course.titleEn,
        completedAt: new Date('2026-11-01T12:00:00Z'),
        hours: course.hours,
        credits: CE_CREDITS[key] ?? [],
        states: course.states ?? ['FL'],
        industry: INDUSTRY[course.specialty] ?? 'mental-health',
        specialty: course.specialty,
        type: course.type,
      };
    });
    const result = evaluate(rule, facts, completions, NOW);
    expect(result.cannotJudge.filter((item) => item.part !== 'unconfirmed')).toEqual([]);
    expect(result.missingTenths, JSON.stringify(result.categories)).toBe(0);
  });
});
