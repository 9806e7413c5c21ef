import { isRepeatWithinWindow } from '../certificates/repeat-course.ts';
import { parseCreditHours } from '../credit-hours.ts';
import { addDays, addMonths, endOfMonth, fullYearsBetween, parts, toPlainDate } from './dates.ts';
import type {
  CategoryRequirement,
  CeCategory,
  Confidence,
  LicenceRequirement,
  RequirementVersion,
  UnconfirmedPart,
} from './requirements/types.ts';

// The CE requirements engine (issue 15): pure, no I/O. A licence (which one, issue date, birth month, years
// licensed) and a transcript (completed courses) → the current compliance period and its due date, the hours
// required, earned and missing per category, the completions that earn no credit and why, and the parts it
// cannot judge because the facts do not give the figure. Hours are counted in tenths (credit-hours.ts).

export interface LicenceFacts {
  /** YYYY-MM-DD. */
  issueDate?: string | null;
  /** 1-12. */
  birthMonth?: number | null;
  /** Whole years licensed today; otherwise counted from the issue date. */
  yearsLicensed?: number | null;
  /** The expiry printed on the licence (YYYY-MM-DD), for licences whose due date the facts do not give. */
  expiresOn?: string | null;
}

export interface CompletedCourse {
  /** The certificate (or any id of this completion). */
  id: string;
  courseId: number;
  providerId: number;
  title: string;
  completedAt: Date;
  /** Credit hours as a decimal string. */
  hours: string;
  /** Hours of the course that meet a named subject (courses.ce_credits); the rest are elective hours. */
  credits: ReadonlyArray<{ category: string; hours: string }>;
  /** States the course is accredited in. */
  states: readonly string[];
  industry: string;
  /** The catalogue specialty of the course (licence type it is listed under). */
  specialty: string;
  type: 'continuing_education' | 'pre_licensing';
}

export type NoCreditReason =
  | 'repeat-within-24-months'
  | 'outside-period'
  | 'not-accredited-in-state'
  | 'pre-licensing';

export type CannotJudge =
  | { part: 'rule-version' }
  | { part: 'due-date'; needs: Array<'issue-date' | 'birth-month' | 'expires-on'> | null }
  | { part: 'years-licensed' }
  | { part: 'first-renewal' }
  | { part: 'category-hours'; category: CeCategory }
  | { part: 'which-period'; category: CeCategory }
  | { part: 'unconfirmed'; what: UnconfirmedPart };

export interface CategoryStatus {
  category: CeCategory;
  requiredTenths: number | null;
  earnedTenths: number;
  missingTenths: number | null;
  status: 'met' | 'missing' | 'cannot-judge' | 'not-this-period';
  confidence: Confidence;
  everyNthPeriod?: number;
}

export interface Evaluation {
  licence: LicenceRequirement;
  version: RequirementVersion | null;
  today: string;
  /** The current compliance period (start and due day inclusive); null when the due date cannot be judged. */
  period: { start: string; due: string; number: number | null; firstRenewal: boolean } | null;
  /** The days completions were counted in: the period, or the last period-length up to today without one. */
  countedFrom: string;
  countedTo: string;
  /** 24 h or 20 h in Florida insurance; null when it cannot be judged. */
  totalRequiredTenths: number | null;
  reduced: boolean;
  earnedTenths: number;
  /** At least this many more hours: max(total − earned, the categories' missing hours). */
  missingTenths: number | null;
  /** Hours any accepted course can fill once the named categories are met. */
  electiveMissingTenths: number | null;
  categories: CategoryStatus[];
  credited: Array<{ completion: CompletedCourse; creditedTenths: number }>;
  noCredit: Array<{ completion: CompletedCourse; reason: NoCreditReason }>;
  cannotJudge: CannotJudge[];
}

export function tenths(hours: string | number): number {
  return parseCreditHours(hours);
}

/** The version of a licence's rule in force on `today` (a version without a confirmed start is known in force
 * from the day the facts were gathered). */
export function versionInForce(licence: LicenceRequirement, today: string): RequirementVersion | null {
  return (
    licence.versions.find(
      (version) =>
        (version.effectiveFrom ?? version.knownInForceOn) <= today &&
        (version.effectiveTo === null || today < version.effectiveTo),
    ) ?? null
  );
}

interface Period {
  start: string;
  due: string;
  number: number | null;
}

/** Florida insurance: end of the birth month, first after `firstAfterMonths` licensed, then every period. */
function birthMonthPeriod(
  issueDate: string,
  birthMonth: number,
  firstAfterMonths: number,
  periodMonths: number,
  today: string,
): Period {
  const threshold = addMonths(issueDate, firstAfterMonths);
  let year = parts(threshold).year;
  if (endOfMonth(year, birthMonth) < threshold) year += 1;
  const step = periodMonths / 12;
  let number = 1;
  let start = issueDate;
  let due = endOfMonth(year, birthMonth);
  while (due < today) {
    start = addDays(due, 1);
    year += step;
    due = endOfMonth(year, birthMonth);
    number += 1;
  }
  return { start, due, number };
}

/** Florida real estate: the first of the fixed days at least `minMonths` after the issue, then every period. */
function fixedDaysPeriod(
  issueDate: string,
  days: readonly string[],
  minMonths: number,
  periodMonths: number,
  today: string,
): Period {
  const threshold = addMonths(issueDate, minMonths);
  const firstYear = parts(threshold).year;
  const candidates = [firstYear, firstYear + 1]
    .flatMap((year) => days.map((day) => `${year}-${day}`))
    .filter((date) => date >= threshold)
    .sort();
  let due = candidates[0]!;
  let start = issueDate;
  let number = 1;
  while (due < today) {
    start = addDays(due, 1);
    due = addMonths(due, periodMonths);
    number += 1;
  }
  return { start, due, number };
}

/** Florida 491 boards: the same day of odd (or even) years for everyone; the first renewal is the first such
 * day after the issue date. */
function parityPeriod(
  day: string,
  parity: 'odd' | 'even',
  periodMonths: number,
  issueDate: string | null,
  today: string,
): Period {
  const matches = (year: number) => (year % 2 === 1) === (parity === 'odd');
  const next = (from: string, strictlyAfter: boolean) => {
    let year = parts(from).year;
    for (;;) {
      const date = `${year}-${day}`;
      if (matches(year) && (strictlyAfter ? date > from : date >= from)) return date;
      year += 1;
    }
  };
  const due = next(today, false);
  const start = addDays(addMonths(due, -periodMonths), 1);
  let number: number | null = null;
  if (issueDate) {
    const first = next(issueDate, true);
    number = (parts(due).year - parts(first).year) / (periodMonths / 12) + 1;
  }
  return { start: issueDate && issueDate > start ? issueDate : start, due, number };
}

export function currentPeriod(
  version: RequirementVersion,
  facts: LicenceFacts,
  today: string,
): { period: Period | null; needs: Array<'issue-date' | 'birth-month' | 'expires-on'> | null } {
  const rule = version.dueDate;
  switch (rule.kind) {
    case 'birth-month': {
      const needs: Array<'issue-date' | 'birth-month'> = [];
      if (!facts.issueDate) needs.push('issue-date');
      if (!facts.birthMonth) needs.push('birth-month');
      if (needs.length > 0 || !facts.issueDate || !facts.birthMonth) return { period: null, needs };
      return {
        period: birthMonthPeriod(
          facts.issueDate,
          facts.birthMonth,
          rule.firstAfterMonths,
          version.periodMonths,
          today,
        ),
        needs: null,
      };
    }
    case 'fixed-days':
      if (!facts.issueDate) return { period: null, needs: ['issue-date'] };
      return {
        period: fixedDaysPeriod(
          facts.issueDate,
          rule.days,
          rule.firstTermMinMonths,
          version.periodMonths,
          today,
        ),
        needs: null,
      };
    case 'fixed-day-parity':
      return {
        period: parityPeriod(rule.day, rule.parity, version.periodMonths, facts.issueDate ?? null, today),
        needs: null,
      };
    case 'unknown':
      if (!facts.expiresOn) return { period: null, needs: ['expires-on'] };
      return {
        period: {
          start: addDays(addMonths(facts.expiresOn, -version.periodMonths), 1),
          due: facts.expiresOn,
          number: null,
        },
        needs: null,
      };
  }
}

/** A course this licence's board could accept at all (others are not listed against it). */
export function acceptedFor(
  licence: LicenceRequirement,
  course: { industry: string; specialty: string },
): boolean {
  return (
    course.industry === licence.industry &&
    (licence.acceptedSpecialties === null || licence.acceptedSpecialties.includes(course.specialty))
  );
}

export function evaluate(
  licence: LicenceRequirement,
  facts: LicenceFacts,
  completions: readonly CompletedCourse[],
  now: Date = new Date(),
): Evaluation {
  const today = toPlainDate(now);
  const version = versionInForce(licence, today);
  const cannotJudge: CannotJudge[] = [];
  if (!version) {
    return {
      licence,
      version: null,
      today,
      period: null,
      countedFrom: today,
      countedTo: today,
      totalRequiredTenths: null,
      reduced: false,
      earnedTenths: 0,
      missingTenths: null,
      electiveMissingTenths: null,
      categories: [],
      credited: [],
      noCredit: [],
      cannotJudge: [{ part: 'rule-version' }],
    };
  }

  const { period, needs } = currentPeriod(version, facts, today);
  if (!period) cannotJudge.push({ part: 'due-date', needs });
  const firstRenewal = period?.number === 1 && version.firstRenewal !== undefined;
  const countedFrom = period?.start ?? addDays(addMonths(today, -version.periodMonths), 1);
  const countedTo = period ? (period.due < today ? period.due : today) : today;

  // Which completions count: this licence's industry, accredited in its state, CE (a first-renewal category such
  // as post-licensing counts whatever the course type), inside the period, and not a repeat.
  const credited: Evaluation['credited'] = [];
  const noCredit: Evaluation['noCredit'] = [];
  const firstRenewalCategory =
    firstRenewal && version.firstRenewal?.kind === 'replaced' ? version.firstRenewal.category : null;
  const ordered = completions
    .filter((completion) => acceptedFor(licence, completion))
    .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime() || a.id.localeCompare(b.id));
  const creditedBefore: CompletedCourse[] = [];
  for (const completion of ordered) {
    if (!completion.states.includes(licence.state)) {
      noCredit.push({ completion, reason: 'not-accredited-in-state' });
      continue;
    }
    const meetsFirstRenewal =
      firstRenewalCategory !== null &&
      completion.credits.some((credit) => credit.category === firstRenewalCategory);
    if (completion.type === 'pre_licensing' && !meetsFirstRenewal) {
      noCredit.push({ completion, reason: 'pre-licensing' });
      continue;
    }
    const repeatState = version.repeatRuleState;
    if (
      repeatState &&
      creditedBefore.some(
        (earlier) =>
          earlier.courseId === completion.courseId &&
          earlier.providerId === completion.providerId &&
          earlier.completedAt.getTime() < completion.completedAt.getTime() &&
          isRepeatWithinWindow(repeatState, earlier.completedAt, completion.completedAt),
      )
    ) {
      noCredit.push({ completion, reason: 'repeat-within-24-months' });
      continue;
    }
    creditedBefore.push(completion);
    const day = toPlainDate(completion.completedAt);
    if (day < countedFrom || day > countedTo) {
      noCredit.push({ completion, reason: 'outside-period' });
      continue;
    }
    credited.push({ completion, creditedTenths: tenths(completion.hours) });
  }

  const earnedIn = (category: CeCategory) =>
    credited.reduce(
      (sum, { completion }) =>
        sum +
        completion.credits
          .filter((credit) => credit.category === category)
          .reduce((inner, credit) => inner + tenths(credit.hours), 0),
      0,
    );
  const earnedTenths = credited.reduce((sum, entry) => sum + entry.creditedTenths, 0);

  // The requirement of this period: the first renewal may replace the CE (post-licensing) or be unknown.
  let totalRequiredTenths: number | null = version.totalHours === null ? null : version.totalHours * 10;
  let reduced = false;
  let requirements: CategoryRequirement[] = version.categories;
  if (firstRenewal && version.firstRenewal?.kind === 'replaced') {
    totalRequiredTenths = version.firstRenewal.hours * 10;
    requirements = [
      { category: version.firstRenewal.category, hours: version.firstRenewal.hours, confidence: 'H' },
    ];
  } else if (firstRenewal && version.firstRenewal?.kind === 'unknown') {
    totalRequiredTenths = null;
    cannotJudge.push({ part: 'first-renewal' });
  } else if (version.reducedHours && totalRequiredTenths !== null) {
    const years =
      facts.yearsLicensed ?? (facts.issueDate ? fullYearsBetween(facts.issueDate, today) : undefined);
    if (years === undefined || years === null) {
      totalRequiredTenths = null;
      cannotJudge.push({ part: 'years-licensed' });
    } else if (years >= version.reducedHours.afterYears) {
      totalRequiredTenths = version.reducedHours.hours * 10;
      reduced = true;
    }
  }
  if (!period && version.firstRenewal && totalRequiredTenths !== null) {
    // Without the period we cannot tell whether this is the first renewal, which changes the requirement.
    cannotJudge.push({ part: 'first-renewal' });
  }

  const unknownFirstRenewal = firstRenewal && version.firstRenewal?.kind === 'unknown';
  const categories: CategoryStatus[] = requirements.map((requirement) => {
    const earned = earnedIn(requirement.category);
    const base = {
      category: requirement.category,
      earnedTenths: earned,
      confidence: requirement.confidence,
      ...(requirement.everyNthPeriod ? { everyNthPeriod: requirement.everyNthPeriod } : {}),
    };
    if (requirement.everyNthPeriod) {
      const number = period?.number ?? null;
      if (number === null) {
        cannotJudge.push({ part: 'which-period', category: requirement.category });
        return { ...base, requiredTenths: null, missingTenths: null, status: 'cannot-judge' as const };
      }
      if (number % requirement.everyNthPeriod !== 0) {
        return { ...base, requiredTenths: 0, missingTenths: 0, status: 'not-this-period' as const };
      }
    }
    if (requirement.hours === null || unknownFirstRenewal) {
      if (requirement.hours === null)
        cannotJudge.push({ part: 'category-hours', category: requirement.category });
      return { ...base, requiredTenths: null, missingTenths: null, status: 'cannot-judge' as const };
    }
    const required = requirement.hours * 10;
    const missing = Math.max(0, required - earned);
    return {
      ...base,
      requiredTenths: required,
      missingTenths: missing,
      status: missing === 0 ? ('met' as const) : ('missing' as const),
    };
  });

  const categoryMissing = categories.reduce((sum, category) => sum + (category.missingTenths ?? 0), 0);
  const missingTenths =
    totalRequiredTenths === null ? null : Math.max(0, totalRequiredTenths - earnedTenths, categoryMissing);
  const electiveMissingTenths =
    totalRequiredTenths === null ? null : Math.max(0, totalRequiredTenths - earnedTenths - categoryMissing);

  // The due date is already judged above (from the rule or the licence's printed expiry).
  for (const what of version.unconfirmed) {
    if (what !== 'due-date') cannotJudge.push({ part: 'unconfirmed', what });
  }

  return {
    licence,
    version,
    today,
    period: period ? { ...period, firstRenewal } : null,
    countedFrom,
    countedTo,
    totalRequiredTenths,
    reduced,
    earnedTenths,
    missingTenths,
    electiveMissingTenths,
    categories,
    credited,
    noCredit,
    cannotJudge,
  };
}
