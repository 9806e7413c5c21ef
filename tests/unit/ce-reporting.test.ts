import { describe, expect, it } from 'vitest';
import { CE_REPORT_STATUSES, type CeReportStatus } from '../../src/db/schema/ce-reports.ts';
import {
  addBusinessDays,
  plainDateIn,
  reportingDays,
  reportingDeadline,
} from '../../src/domain/ce/reporting/deadline.ts';
import {
  licenceForCompletion,
  reportingDecision,
  reportingPromises,
} from '../../src/domain/ce/reporting/licence.ts';
import { type ReportListItem, reportingOf } from '../../src/domain/ce/reporting/reports.ts';
import { rosterCsv } from '../../src/domain/ce/reporting/roster.ts';
import { canMove, creditOf, isFinal, notifiesLearner } from '../../src/domain/ce/reporting/state.ts';
import {
  FLORIDA_491_REPORTING,
  FLORIDA_INSURANCE_REPORTING,
  FLORIDA_REAL_ESTATE_REPORTING,
} from '../../src/domain/ce/requirements/reporting.ts';

// Issue 31: the reporting deadline arithmetic with the facts' examples (ce-requirements.md), the report state
// machine (every move not listed is refused), which licence and rule a completion falls under, and the roster.

type ProviderReports = Extract<typeof FLORIDA_INSURANCE_REPORTING, { kind: 'provider-reports' }>;
const insurance = FLORIDA_INSURANCE_REPORTING as ProviderReports;
const realEstate = FLORIDA_REAL_ESTATE_REPORTING as ProviderReports;
const mentalHealth = FLORIDA_491_REPORTING as ProviderReports;

describe('reporting deadlines', () => {
  it('Florida insurance: 21 days by default, 30 when the operator chooses it, never a value the facts do not give', () => {
    expect(reportingDeadline(insurance, { completedOn: '2026-11-10' })).toEqual({
      dueOn: '2026-12-01',
      basis: '21-days',
    });
    const thirty = { CE_REPORT_DAYS_FL_INSURANCE: 30 };
    expect(reportingDeadline(insurance, { completedOn: '2026-11-10', settings: thirty })).toEqual({
      dueOn: '2026-12-10',
      basis: '30-days',
    });
    expect(reportingDays(insurance, { CE_REPORT_DAYS_FL_INSURANCE: 45 })).toBe(21);
  });

  it('counts calendar days across month and year ends, and leap days', () => {
    expect(reportingDeadline(insurance, { completedOn: '2026-12-20' }).dueOn).toBe('2027-01-10');
    expect(reportingDeadline(mentalHealth, { completedOn: '2027-01-31' }).dueOn).toBe('2027-03-02');
    expect(reportingDeadline(mentalHealth, { completedOn: '2028-01-31' }).dueOn).toBe('2028-03-01');
    expect(reportingDeadline(insurance, { completedOn: '2028-02-08' }).dueOn).toBe('2028-02-29');
  });

  it('business days skip weekends (Friday + 1 is Monday) and given holidays', () => {
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday → Monday
    expect(addBusinessDays('2026-11-23', 10)).toBe('2026-12-07'); // Monday + 10 → Monday two weeks on
    expect(addBusinessDays('2026-12-28', 5)).toBe('2027-01-04'); // across the year end
    expect(addBusinessDays('2026-11-23', 4, new Set(['2026-11-26']))).toBe('2026-11-30');
  });

  it('Florida real estate: 30 days, or 10 business days when the licensee is within 30 days of their deadline', () => {
    // Renewal on March 31: a completion on March 10 (21 days before) must be reported by March 24 (10 business days).
    expect(reportingDeadline(realEstate, { completedOn: '2027-03-10', renewalDue: '2027-03-31' })).toEqual({
      dueOn: '2027-03-24',
      basis: '10-business-days-near-renewal',
    });
    // Exactly 30 days before still counts as within 30 days.
    expect(reportingDeadline(realEstate, { completedOn: '2027-03-01', renewalDue: '2027-03-31' }).basis).toBe(
      '10-business-days-near-renewal',
    );
    // 31 days before: the ordinary 30 days.
    expect(reportingDeadline(realEstate, { completedOn: '2027-02-28', renewalDue: '2027-03-31' })).toEqual({
      dueOn: '2027-03-30',
      basis: '30-days',
    });
    // After the licensee's deadline, or with no renewal date on file: the ordinary deadline.
    expect(reportingDeadline(realEstate, { completedOn: '2027-04-02', renewalDue: '2027-03-31' }).basis).toBe(
      '30-days',
    );
    expect(reportingDeadline(realEstate, { completedOn: '2027-03-10' }).basis).toBe('30-days');
    // September 30 renewals, across a month end: Sept 25 (Saturday) + 10 business days = Oct 8.
    expect(reportingDeadline(realEstate, { completedOn: '2027-09-25', renewalDue: '2027-09-30' }).dueOn).toBe(
      '2027-10-08',
    );
    // The near-renewal rule is Florida real estate's only.
    expect(
      reportingDeadline(mentalHealth, { completedOn: '2027-03-10', renewalDue: '2027-03-31' }).basis,
    ).toBe('30-days');
  });

  it("takes the completion day in the regulator's calendar", () => {
    // 02:30 UTC on Dec 1 is still Nov 30 in Florida.
    expect(plainDateIn(new Date('2026-12-01T02:30:00Z'), 'America/New_York')).toBe('2026-11-30');
    expect(plainDateIn(new Date('2026-12-01T12:00:00Z'), 'America/New_York')).toBe('2026-12-01');
  });
});

describe('the report state machine', () => {
  const allowed: Array<[CeReportStatus, CeReportStatus]> = [
    ['pending', 'reported'],
    ['reported', 'posted'],
    ['reported', 'rejected'],
    ['reported', 'duplicate'],
  ];
  it('allows pending → reported → posted | rejected | duplicate and refuses every other move', () => {
    for (const from of CE_REPORT_STATUSES)
      for (const to of CE_REPORT_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canMove(from, to), `${from} → ${to}`).toBe(expected);
      }
  });
  it('ends at posted, rejected and duplicate; only posted credits; those three tell the learner', () => {
    expect(CE_REPORT_STATUSES.filter(isFinal)).toEqual(['posted', 'rejected', 'duplicate']);
    expect(creditOf('posted')).toBe('credited');
    expect(creditOf('rejected')).toBe('no-credit');
    expect(creditOf('duplicate')).toBe('no-credit');
    expect(creditOf('pending')).toBe('waiting');
    expect(creditOf('reported')).toBe('waiting');
    expect(CE_REPORT_STATUSES.filter(notifiesLearner)).toEqual(['posted', 'rejected', 'duplicate']);
  });
});

describe('which licence and rule a completion falls under', () => {
  const today = '2026-12-01';
  const course = (stateCode: string, industry: string, specialty: string) => ({
    stateCode,
    industry,
    specialty,
    type: 'continuing_education' as const,
  });

  it('reports Florida insurance to DFS, real estate to DBPR and 491 licences through CE Broker', () => {
    const dfs = reportingDecision(course('FL', 'insurance', '2-15'), [], today);
    expect(dfs.kind === 'report' && [dfs.licence.key, dfs.rule.channel]).toEqual([
      'fl-insurance-2-15',
      'fl-dfs',
    ]);
    const dbpr = reportingDecision(course('FL', 'real-estate', 'sales-associate'), [], today);
    expect(dbpr.kind === 'report' && dbpr.rule.channel).toBe('fl-dbpr');
    const broker = reportingDecision(course('FL', 'mental-health', 'lmhc'), [], today);
    expect(broker.kind === 'report' && broker.rule.channel).toBe('ce-broker');
  });

  it('prefers the licence the learner holds (a 2-14 agent taking a 2-15 elective)', () => {
    expect(licenceForCompletion(course('FL', 'insurance', '2-15'), ['fl-insurance-2-14'])?.key).toBe(
      'fl-insurance-2-14',
    );
  });

  it('reports nothing where the facts are silent (Texas, California), nor for pre-licensing hours', () => {
    expect(reportingDecision(course('TX', 'insurance', 'life'), [], today).kind).toBe('not-reported');
    expect(reportingDecision(course('CA', 'real-estate', 'sales-associate'), [], today).kind).toBe(
      'not-reported',
    );
    expect(
      reportingDecision({ ...course('FL', 'insurance', '2-15'), type: 'pre_licensing' }, [], today).kind,
    ).toBe('not-required');
    expect(
      reportingDecision({ ...course('FL', 'insurance', '2-15'), stateCode: null } as never, [], today).kind,
    ).toBe('not-reported');
  });

  it('promises on a course page only what it reports, per accredited state, with the configured days', () => {
    const promises = reportingPromises(
      { states: ['FL', 'TX'], industry: 'insurance', specialty: '2-15', type: 'continuing_education' },
      { CE_REPORT_DAYS_FL_INSURANCE: 30 },
      new Date('2026-12-01T12:00:00Z'),
    );
    expect(promises).toEqual([
      { stateCode: 'FL', channel: 'fl-dfs', days: 30, nearRenewalBusinessDays: null },
    ]);
    expect(
      reportingPromises(
        { states: ['TX', 'CA'], industry: 'insurance', specialty: 'life', type: 'continuing_education' },
        {},
        new Date('2026-12-01T12:00:00Z'),
      ),
    ).toEqual([]);
  });
});

describe('a certificate without a report', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const certificate = (licenseStateCode: string | null, industry: string, specialty: string) => ({
    licenseStateCode,
    industry,
    specialty,
    courseType: 'continuing_education' as const,
  });
  it('says "no record" where Quest reports today (issued before reporting), never "not reported"', () => {
    expect(reportingOf(null, certificate('FL', 'insurance', '2-15'), now)).toEqual({ kind: 'no-record' });
    expect(reportingOf(null, certificate('TX', 'insurance', 'life'), now)).toEqual({ kind: 'not-reported' });
    expect(
      reportingOf(null, { ...certificate('FL', 'insurance', '2-15'), courseType: 'pre_licensing' }, now),
    ).toEqual({
      kind: 'not-required',
    });
  });
});

describe('the roster CSV', () => {
  const item: ReportListItem = {
    id: 1,
    certificateId: 'c_x',
    certificateReference: 'QST-2026-ABC123',
    certificateStatus: 'issued',
    learnerId: 'l_x',
    licenseeName: '=HYPERLINK("http://evil")',
    licenceNumber: 'W123456',
    licenceKey: 'fl-insurance-2-15',
    channel: 'fl-dfs',
    providerName: 'Provider, Inc.',
    providerNumber: '123456',
    courseTitleEs: 'Curso',
    courseTitleEn: 'Annuity "suitability"',
    creditHours: '4',
    completedAt: new Date('2026-11-20T15:00:00Z'),
    status: 'pending',
    dueOn: '2026-12-11',
    deadlineBasis: '21-days',
    overdue: false,
    regulatorReference: null,
    rejectionReason: null,
    reportedAt: null,
    resolvedAt: null,
  };
  it('is RFC 4180 with a BOM, quotes doubled, formulas neutralised, our documented columns', () => {
    const csv = rosterCsv([item]);
    expect(csv.startsWith('\uFEFFcertificate_reference,licensee_name,licence_number,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      `QST-2026-ABC123,"'=HYPERLINK(""http://evil"")",W123456,fl-insurance-2-15,fl-dfs,123456,"Annuity ""suitability""",4,2026-11-20,2026-12-11,21-days,pending,`,
    );
  });
});
