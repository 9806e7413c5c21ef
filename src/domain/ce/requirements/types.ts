// Licence renewal requirements as data (issue 15; facts: /work/shared/spec/ce-requirements.md). Each licence has
// versions with effective dates, so a regulator's change is a new version, not an edit of code. A figure the facts
// file marks unconfirmed ('?') is never invented: it is `null` here and the engine answers "cannot judge".

/** A CE subject a rule names (courses carry the same keys in courses.ce_credits). */
export type CeCategory =
  | 'fl-ins-law-ethics-2-14'
  | 'fl-ins-law-ethics-2-15'
  | 'fl-ins-law-ethics-2-20'
  | 'fl-ins-law-ethics-2-40'
  | 'fl-re-post-licensing-sales-associate'
  | 'fl-re-post-licensing-broker'
  | 'fl-re-core-law'
  | 'fl-re-ethics-business'
  | 'fl-re-specialty'
  | 'fl-491-medical-errors'
  | 'fl-491-ethics-boundaries'
  | 'fl-491-laws-rules'
  | 'fl-491-domestic-violence'
  | 'insurance-ethics'
  | 'tx-re-legal-update-1'
  | 'tx-re-legal-update-2'
  | 'tx-re-contracts'
  | 'tx-re-broker-responsibility'
  | 'ca-re-ethics'
  | 'ca-re-agency'
  | 'ca-re-trust-funds'
  | 'ca-re-fair-housing'
  | 'ca-re-risk-management'
  | 'ca-re-management-supervision'
  | 'ca-re-implicit-bias'
  | 'ca-re-consumer-protection';

export type Confidence = 'H' | 'M' | 'L';

export interface CategoryRequirement {
  category: CeCategory;
  /** Minimum hours inside the total; null when the facts do not give the figure (the engine cannot judge it). */
  hours: number | null;
  /** Only in every n-th renewal period counted from the first renewal (Florida 491: every third biennium). */
  everyNthPeriod?: number;
  confidence: Confidence;
}

/** When the renewal falls due. */
export type DueDateRule =
  /** Florida insurance: end of the birth month, first after `firstAfterMonths` licensed, then every period. */
  | { kind: 'birth-month'; firstAfterMonths: number }
  /** Florida real estate: one of fixed days (MM-DD); the first term is at least `firstTermMinMonths` long. */
  | { kind: 'fixed-days'; days: readonly string[]; firstTermMinMonths: number }
  /** Florida 491 boards: one day (MM-DD) of odd (or even) years, the same for everyone. */
  | { kind: 'fixed-day-parity'; day: string; parity: 'odd' | 'even' }
  /** Not in the facts: the licensee gives the expiry printed on their licence. */
  | { kind: 'unknown' };

export interface RequirementVersion {
  /** YYYY-MM-DD, or null where no source confirms the date (then in force at least since `knownInForceOn`). */
  effectiveFrom: string | null;
  /** YYYY-MM-DD, exclusive; null while in force. */
  effectiveTo: string | null;
  /** When the facts were gathered: the version is known to be in force on that day. */
  knownInForceOn: string;
  periodMonths: number;
  dueDate: DueDateRule;
  /** Hours per period; `reducedHours` once licensed `reducedAfterYears` years or more. */
  totalHours: number | null;
  reducedHours?: { afterYears: number; hours: number; confidence: Confidence };
  /**
   * The first renewal is different: `hours` of `category` replace the CE (Florida real estate post-licensing);
   * `unknown` when the facts do not say what the first renewal needs (Florida 491).
   */
  firstRenewal?: { kind: 'replaced'; category: CeCategory; hours: number } | { kind: 'unknown' };
  categories: CategoryRequirement[];
  /** "The same course by the same provider within N months" earns no credit (reuses repeat-course.ts's rule). */
  repeatRuleState?: string;
  confidence: Confidence;
  source: string;
  /** Parts the facts leave open, said to the licensee as "cannot judge". */
  unconfirmed: UnconfirmedPart[];
  /** Whether and how the provider reports a completion to the regulator (issue 31). */
  reporting: ReportingRule;
}

export type UnconfirmedPart =
  | 'law-ethics-effective-date'
  | 'twenty-five-year-reduction'
  | 'carry-over'
  | 'suicide-prevention'
  | 'human-trafficking'
  | 'due-date'
  | 'first-renewal'
  | 'category-hours'
  | 'sponsoring-broker';

export type IndustrySlug = 'insurance' | 'real-estate' | 'mental-health';

export interface LicenceRequirement {
  /** Stable key, used in URLs: fl-insurance-2-15, fl-real-estate-broker, tx-insurance… */
  key: string;
  state: string;
  industry: IndustrySlug;
  /** The catalogue's specialty slug for this licence, when the catalogue has one (course proposals prefer it). */
  specialty: string | null;
  /**
   * The catalogue specialties whose courses this licence's board accepts (Florida 491: the three professions of
   * one board, not psychology); null: any course of the industry accredited in the state.
   */
  acceptedSpecialties: readonly string[] | null;
  versions: RequirementVersion[];
}

// Reporting to the regulator (issue 31); the channels' facts and the rules' values are in reporting.ts.

export type ReportingChannel = 'fl-dfs' | 'fl-dbpr' | 'ce-broker';

/** A setting an operator may change where the facts say the figure varies (src/config/env.ts). */
export type ReportingSetting = 'CE_REPORT_DAYS_FL_INSURANCE';

export type ReportingRule =
  | {
      kind: 'provider-reports';
      channel: ReportingChannel;
      /** Calendar days after the completion, counted in the regulator's calendar. */
      days: number;
      /** The facts give more than one figure: the allowed values and the setting that picks one (default `days`). */
      configurable?: { setting: ReportingSetting; allowed: readonly number[] };
      /** A shorter deadline when the completion falls near the licensee's own renewal deadline. */
      nearRenewal?: { withinDaysOfRenewal: number; businessDays: number };
      confidence: Confidence;
      source: string;
    }
  /** The facts do not say that the provider reports: Quest does not report nor promise reporting. */
  | { kind: 'not-in-facts' };
