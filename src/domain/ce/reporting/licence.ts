import { toPlainDate } from '../dates.ts';
import { acceptedFor, versionInForce } from '../engine.ts';
import { LICENCE_REQUIREMENTS } from '../requirements/data.ts';
import type { ReportingChannel, ReportingRule } from '../requirements/reporting.ts';
import type { LicenceRequirement, RequirementVersion } from '../requirements/types.ts';
import { type ReportingSettings, reportingDays } from './deadline.ts';

// Which licence a completion counts toward, and so which reporting rule applies. Pure.

export interface CompletedCourseFacts {
  /** The state of the certificate's licence (the order's state, else the provider's). */
  stateCode: string | null;
  industry: string;
  specialty: string;
  type: 'continuing_education' | 'pre_licensing';
}

export type ReportingDecision =
  | {
      kind: 'report';
      licence: LicenceRequirement;
      version: RequirementVersion;
      rule: Extract<ReportingRule, { kind: 'provider-reports' }>;
    }
  /** Pre-licensing hours are not CE: nothing to report. */
  | { kind: 'not-required' }
  /** The facts do not say that the provider reports this licence's credit (or no licence rule matches). */
  | { kind: 'not-reported'; licence: LicenceRequirement | null };

/**
 * The licence a completion counts toward: one the learner holds in that state whose board accepts the course
 * (a 2-14 agent's elective from the 2-15 list counts for 2-14), else the licence named by the course's specialty,
 * else any licence of the state and industry that accepts it.
 */
export function licenceForCompletion(
  course: CompletedCourseFacts,
  heldLicenceKeys: readonly string[],
): LicenceRequirement | null {
  if (!course.stateCode) return null;
  const candidates = LICENCE_REQUIREMENTS.filter(
    (licence) => licence.state === course.stateCode && acceptedFor(licence, course),
  );
  return (
    candidates.find((licence) => heldLicenceKeys.includes(licence.key)) ??
    candidates.find((licence) => licence.specialty === course.specialty) ??
    candidates[0] ??
    null
  );
}

/**
 * Whether Quest reports this completion, and under which rule: the version in force `today`, when the report is
 * made (a version whose start the facts do not confirm is known in force only from the day they were gathered).
 */
export function reportingDecision(
  course: CompletedCourseFacts,
  heldLicenceKeys: readonly string[],
  today: string,
): ReportingDecision {
  if (course.type === 'pre_licensing') return { kind: 'not-required' };
  const licence = licenceForCompletion(course, heldLicenceKeys);
  const version = licence ? versionInForce(licence, today) : null;
  if (!licence || !version || version.reporting.kind !== 'provider-reports')
    return { kind: 'not-reported', licence };
  return { kind: 'report', licence, version, rule: version.reporting };
}

/** What a course page may promise: the regulators Quest reports this course's credit to, and within how many days. */
export interface ReportingPromise {
  stateCode: string;
  channel: ReportingChannel;
  days: number;
  /** A shorter deadline applies near the licensee's own renewal (business days). */
  nearRenewalBusinessDays: number | null;
}

/**
 * The reporting a course's buyers get, one entry per accredited state whose licence Quest reports for; [] when
 * none (the page then promises nothing).
 */
export function reportingPromises(
  course: {
    states: readonly string[];
    industry: string;
    specialty: string;
    type: CompletedCourseFacts['type'];
  },
  settings: ReportingSettings = {},
  now: Date = new Date(),
): ReportingPromise[] {
  const today = toPlainDate(now);
  const promises: ReportingPromise[] = [];
  for (const stateCode of course.states) {
    const decision = reportingDecision({ ...course, stateCode }, [], today);
    if (decision.kind !== 'report') continue;
    promises.push({
      stateCode,
      channel: decision.rule.channel,
      days: reportingDays(decision.rule, settings),
      nearRenewalBusinessDays: decision.rule.nearRenewal?.businessDays ?? null,
    });
  }
  return promises;
}
