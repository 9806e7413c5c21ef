import type { CategoryStatus, Evaluation } from './engine.ts';
import { tenths } from './engine.ts';
import type { CeCategory } from './requirements/types.ts';

// "Fill my missing hours" (issue 15): the cheapest set of catalogue items (courses and catalogue bundles) whose
// hours cover what the engine says is missing: every named category's missing hours and the total. Pure.
//
// Algorithm (exact): for every set of non-overlapping catalogue bundles (few: 2^b with b ≤ a handful), a 0/1
// covering dynamic programme over the remaining courses whose state is the vector of hours still needed (per
// category and in total, in tenths, floored at 0); each state keeps its best cost, compared as (price, courses
// not in the learner's language, number of items). At catalogue size (tens of courses) the reachable states are a
// few thousand. A category no catalogue item meets is reported as uncovered and left out of the goal.
// Before that, dominated items are dropped so the work does not grow with copies of a course (db:seed --scale):
// of courses with the same hours and subjects only the cheapest few per language and specialty match are kept
// (a cover never needs more identical courses than that), and a bundle that costs at least its courses bought
// alone is never better than them; at most MAX_BUNDLES bundles (cheapest per hour) are combined.

export interface CandidateCourse {
  courseId: number;
  slug: string;
  title: string;
  language: string;
  hours: string;
  credits: ReadonlyArray<{ category: string; hours: string }>;
  /** Today's price of the course bought alone (server-side, pricing.ts). */
  priceCents: number;
  /** The licence's own specialty: preferred on ties. */
  ownSpecialty: boolean;
}

export interface CandidateBundle {
  bundleId: number;
  slug: string;
  title: string;
  courseIds: readonly number[];
  priceCents: number;
}

export interface ProposalItem {
  kind: 'course' | 'bundle';
  id: number;
  slug: string;
  title: string;
  priceCents: number;
  courses: CandidateCourse[];
  /** Meets a named category (shown first). */
  required: boolean;
}

export interface Proposal {
  items: ProposalItem[];
  courses: CandidateCourse[];
  totalCents: number;
  /** Each course bought alone at today's price. */
  oneByOneCents: number;
  hoursTenths: number;
  /** Categories still missing that no catalogue course meets. */
  uncovered: CeCategory[];
  /** Whether the items cover the whole goal (false when nothing in the catalogue can). */
  covers: boolean;
}

interface Goal {
  categories: CeCategory[];
  needs: number[];
  total: number;
}

function goalOf(evaluation: Evaluation, coverable: (category: CeCategory) => boolean) {
  const missing = evaluation.categories.filter(
    (entry): entry is CategoryStatus & { missingTenths: number } =>
      entry.missingTenths !== null && entry.missingTenths > 0,
  );
  const uncovered = missing.filter((entry) => !coverable(entry.category)).map((entry) => entry.category);
  const kept = missing.filter((entry) => coverable(entry.category));
  const uncoveredHours = missing
    .filter((entry) => !coverable(entry.category))
    .reduce((sum, entry) => sum + entry.missingTenths, 0);
  const total = Math.max(0, (evaluation.missingTenths ?? 0) - uncoveredHours);
  return {
    goal: {
      categories: kept.map((entry) => entry.category),
      needs: kept.map((entry) => entry.missingTenths),
      total,
    },
    uncovered,
  };
}

interface Cost {
  price: number;
  foreign: number;
  count: number;
  notOwn: number;
}

const better = (a: Cost, b: Cost) =>
  a.price !== b.price
    ? a.price < b.price
    : a.foreign !== b.foreign
      ? a.foreign < b.foreign
      : a.notOwn !== b.notOwn
        ? a.notOwn < b.notOwn
        : a.count < b.count;

const add = (a: Cost, b: Cost): Cost => ({
  price: a.price + b.price,
  foreign: a.foreign + b.foreign,
  count: a.count + b.count,
  notOwn: a.notOwn + b.notOwn,
});

function vectorOf(goal: Goal, courses: readonly CandidateCourse[]): number[] {
  const vector = goal.categories.map((category) =>
    courses.reduce(
      (sum, course) =>
        sum +
        course.credits
          .filter((credit) => credit.category === category)
          .reduce((inner, credit) => inner + tenths(credit.hours), 0),
      0,
    ),
  );
  vector.push(courses.reduce((sum, course) => sum + tenths(course.hours), 0));
  return vector;
}

function reduce(state: readonly number[], by: readonly number[]): number[] {
  return state.map((value, index) => Math.max(0, value - (by[index] ?? 0)));
}

/** Exact 0/1 covering over courses: the cheapest subset taking `start` to all zeros, or null. */
function coverWithCourses(
  goal: Goal,
  start: number[],
  courses: readonly CandidateCourse[],
  language: string,
): { cost: Cost; chosen: CandidateCourse[] } | null {
  type Entry = { cost: Cost; chosen: CandidateCourse[] };
  const key = (state: readonly number[]) => state.join(',');
  let states = new Map<string, Entry & { state: number[] }>([
    [key(start), { state: start, cost: { price: 0, foreign: 0, count: 0, notOwn: 0 }, chosen: [] }],
  ]);
  for (const course of courses) {
    const vector = vectorOf(goal, [course]);
    // A course that moves no need closer adds nothing.
    const next = new Map(states);
    for (const entry of states.values()) {
      if (entry.state.every((value) => value === 0)) continue;
      const state = reduce(entry.state, vector);
      if (key(state) === key(entry.state)) continue;
      const cost = add(entry.cost, {
        price: course.priceCents,
        foreign: course.language === language ? 0 : 1,
        count: 1,
        notOwn: course.ownSpecialty ? 0 : 1,
      });
      const existing = next.get(key(state));
      if (!existing || better(cost, existing.cost)) {
        next.set(key(state), { state, cost, chosen: [...entry.chosen, course] });
      }
    }
    states = next;
  }
  const done = states.get(key(start.map(() => 0)));
  return done ? { cost: done.cost, chosen: done.chosen } : null;
}

const SAME_SIGNATURE_KEPT = 3;
const MAX_BUNDLES = 8;

function withoutDominated(
  courses: readonly CandidateCourse[],
  bundles: readonly CandidateBundle[],
  language: string,
): { courses: CandidateCourse[]; bundles: CandidateBundle[] } {
  const groups = new Map<string, CandidateCourse[]>();
  for (const course of courses) {
    const credits = course.credits
      .map((credit) => `${credit.category}:${tenths(credit.hours)}`)
      .sort()
      .join('|');
    const key = `${tenths(course.hours)}|${credits}|${course.language === language}|${course.ownSpecialty}`;
    groups.set(key, [...(groups.get(key) ?? []), course]);
  }
  const keptCourses = [...groups.values()].flatMap((group) =>
    [...group]
      .sort((a, b) => a.priceCents - b.priceCents || a.courseId - b.courseId)
      .slice(0, SAME_SIGNATURE_KEPT),
  );
  const byId = new Map(courses.map((course) => [course.courseId, course]));
  const keptBundles = bundles
    .filter((bundle) => bundle.courseIds.length > 0 && bundle.courseIds.every((id) => byId.has(id)))
    .filter(
      (bundle) => bundle.priceCents < bundle.courseIds.reduce((sum, id) => sum + byId.get(id)!.priceCents, 0),
    )
    .map((bundle) => ({
      bundle,
      perHour:
        bundle.priceCents /
        Math.max(
          1,
          bundle.courseIds.reduce((sum, id) => sum + tenths(byId.get(id)!.hours), 0),
        ),
    }))
    .sort((a, b) => a.perHour - b.perHour || a.bundle.bundleId - b.bundle.bundleId)
    .slice(0, MAX_BUNDLES)
    .map((entry) => entry.bundle);
  // A kept bundle's courses must stay known even when a cheaper copy replaced them as single courses.
  return { courses: keptCourses, bundles: keptBundles };
}

export function proposeCourses(
  evaluation: Evaluation,
  allCourses: readonly CandidateCourse[],
  allBundles: readonly CandidateBundle[],
  language: string,
): Proposal {
  const pruned = withoutDominated(allCourses, allBundles, language);
  const courses = pruned.courses;
  const bundles = pruned.bundles;
  const coverable = (category: CeCategory) =>
    allCourses.some((course) => course.credits.some((credit) => credit.category === category));
  const { goal, uncovered } = goalOf(evaluation, coverable);
  const empty: Proposal = {
    items: [],
    courses: [],
    totalCents: 0,
    oneByOneCents: 0,
    hoursTenths: 0,
    uncovered,
    covers: goal.total === 0 && goal.needs.every((need) => need === 0),
  };
  if (empty.covers) return empty;

  const byId = new Map(allCourses.map((course) => [course.courseId, course]));
  // Only bundles whose every course is a candidate (no no-credit duplicate, accepted for this licence).
  const usable = bundles.filter((bundle) => bundle.courseIds.every((id) => byId.has(id)));
  const start = [...goal.needs, goal.total];
  let best: { cost: Cost; bundles: CandidateBundle[]; chosen: CandidateCourse[] } | null = null;
  const subsets = 1 << Math.min(usable.length, 10);
  for (let mask = 0; mask < subsets; mask += 1) {
    const picked = usable.filter((_, index) => mask & (1 << index));
    const inBundles = picked.flatMap((bundle) => bundle.courseIds);
    if (new Set(inBundles).size !== inBundles.length) continue;
    const bundleCourses = inBundles.map((id) => byId.get(id)!);
    const state = reduce(start, vectorOf(goal, bundleCourses));
    const bundleCost: Cost = {
      price: picked.reduce((sum, bundle) => sum + bundle.priceCents, 0),
      foreign: bundleCourses.filter((course) => course.language !== language).length,
      count: picked.length,
      notOwn: bundleCourses.filter((course) => !course.ownSpecialty).length,
    };
    if (best && !better(bundleCost, best.cost) && bundleCost.price > best.cost.price) continue;
    const rest = courses.filter((course) => !inBundles.includes(course.courseId));
    const covered = coverWithCourses(goal, state, rest, language);
    if (!covered) continue;
    const cost = add(bundleCost, covered.cost);
    if (!best || better(cost, best.cost)) best = { cost, bundles: picked, chosen: covered.chosen };
  }
  if (!best) return { ...empty, covers: false };

  const meetsNamed = (list: readonly CandidateCourse[]) =>
    list.some((course) =>
      course.credits.some((credit) => goal.categories.includes(credit.category as CeCategory)),
    );
  const items: ProposalItem[] = [
    ...best.bundles.map((bundle) => {
      const list = bundle.courseIds.map((id) => byId.get(id)!);
      return {
        kind: 'bundle' as const,
        id: bundle.bundleId,
        slug: bundle.slug,
        title: bundle.title,
        priceCents: bundle.priceCents,
        courses: list,
        required: meetsNamed(list),
      };
    }),
    ...best.chosen.map((course) => ({
      kind: 'course' as const,
      id: course.courseId,
      slug: course.slug,
      title: course.title,
      priceCents: course.priceCents,
      courses: [course],
      required: meetsNamed([course]),
    })),
  ].sort((a, b) => Number(b.required) - Number(a.required) || a.priceCents - b.priceCents);
  const all = items.flatMap((item) => item.courses);
  return {
    items,
    courses: all,
    totalCents: best.cost.price,
    oneByOneCents: all.reduce((sum, course) => sum + course.priceCents, 0),
    hoursTenths: all.reduce((sum, course) => sum + tenths(course.hours), 0),
    uncovered,
    covers: true,
  };
}
