import {
  FLORIDA_491_REPORTING,
  FLORIDA_INSURANCE_REPORTING,
  FLORIDA_REAL_ESTATE_REPORTING,
  NOT_IN_FACTS,
} from './reporting.ts';
import type { LicenceRequirement, RequirementVersion } from './types.ts';

// The renewal rules, one entry per licence, from /work/shared/spec/ce-requirements.md (gathered 2026-11-24).
// Confidence as there: H statute/rule/regulator, M older official or several secondary sources.

const GATHERED = '2026-11-24';

const floridaInsurance = (licence: '2-14' | '2-15' | '2-20' | '2-40'): LicenceRequirement => ({
  key: `fl-insurance-${licence}`,
  state: 'FL',
  industry: 'insurance',
  specialty: licence,
  // Electives: any DFS-approved course (the facts), i.e. any Florida insurance CE course.
  acceptedSpecialties: ['2-14', '2-15', '2-20', '2-40'],
  versions: [
    {
      // The 4-hour update replaced the 5-hour one with the 2022 rule change; its effective date is not confirmed.
      effectiveFrom: null,
      effectiveTo: null,
      knownInForceOn: GATHERED,
      periodMonths: 24,
      dueDate: { kind: 'birth-month', firstAfterMonths: 24 },
      totalHours: 24,
      reducedHours: { afterYears: 6, hours: 20, confidence: 'H' },
      categories: [{ category: `fl-ins-law-ethics-${licence}`, hours: 4, confidence: 'H' }],
      repeatRuleState: 'FL',
      confidence: 'H',
      source: 'Florida Department of Financial Services (s. 626.2815, F.S.; DFS CE guidance 2021)',
      unconfirmed: ['law-ethics-effective-date', 'twenty-five-year-reduction', 'carry-over'],
      reporting: FLORIDA_INSURANCE_REPORTING,
    },
  ],
});

const floridaRealEstate = (
  licence: 'sales-associate' | 'broker',
  postLicensingHours: number,
): LicenceRequirement => ({
  key: `fl-real-estate-${licence}`,
  state: 'FL',
  industry: 'real-estate',
  specialty: licence,
  acceptedSpecialties: ['sales-associate', 'broker'],
  versions: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      knownInForceOn: GATHERED,
      periodMonths: 24,
      // Expiry March 31 or September 30; the first term 18 to 24 months (M).
      dueDate: { kind: 'fixed-days', days: ['03-31', '09-30'], firstTermMinMonths: 18 },
      totalHours: 14,
      firstRenewal: {
        kind: 'replaced',
        category: `fl-re-post-licensing-${licence}`,
        hours: postLicensingHours,
      },
      // 14 h = 3 core law + 3 ethics and business practices + 8 specialty (total H, split M).
      categories: [
        { category: 'fl-re-core-law', hours: 3, confidence: 'M' },
        { category: 'fl-re-ethics-business', hours: 3, confidence: 'M' },
        { category: 'fl-re-specialty', hours: 8, confidence: 'M' },
      ],
      confidence: 'H',
      source: 'Florida Real Estate Commission, DBPR (Chapter 475, F.S.; rule 61J2-3)',
      unconfirmed: [],
      reporting: FLORIDA_REAL_ESTATE_REPORTING,
    },
  ],
});

const floridaChapter491 = (licence: 'lcsw' | 'lmft' | 'lmhc'): LicenceRequirement => ({
  key: `fl-${licence}`,
  state: 'FL',
  industry: 'mental-health',
  specialty: licence,
  acceptedSpecialties: ['lcsw', 'lmft', 'lmhc'],
  versions: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      knownInForceOn: GATHERED,
      periodMonths: 24,
      dueDate: { kind: 'fixed-day-parity', day: '03-31', parity: 'odd' },
      totalHours: 30,
      // What a licence's first (partial) biennium needs is not in the facts.
      firstRenewal: { kind: 'unknown' },
      categories: [
        { category: 'fl-491-medical-errors', hours: 2, confidence: 'M' },
        { category: 'fl-491-ethics-boundaries', hours: 3, confidence: 'M' },
        { category: 'fl-491-laws-rules', hours: 3, everyNthPeriod: 3, confidence: 'M' },
        { category: 'fl-491-domestic-violence', hours: 2, everyNthPeriod: 3, confidence: 'M' },
      ],
      confidence: 'M',
      source:
        'Florida Board of Clinical Social Work, Marriage & Family Therapy and Mental Health Counseling (Chapter 491, F.S.)',
      unconfirmed: ['carry-over', 'suicide-prevention', 'human-trafficking'],
      reporting: FLORIDA_491_REPORTING,
    },
  ],
});

// Texas and California: the headline rules (H). When their licences fall due is not in the facts: the licensee
// gives the expiry date printed on the licence, or the engine cannot judge the due date.
const headline = (
  overrides: Pick<RequirementVersion, 'periodMonths' | 'totalHours' | 'categories' | 'source'> &
    Partial<RequirementVersion>,
): RequirementVersion => ({
  effectiveFrom: null,
  effectiveTo: null,
  knownInForceOn: GATHERED,
  dueDate: { kind: 'unknown' },
  confidence: 'H',
  unconfirmed: ['due-date'],
  // Who reports Texas and California completions is not in the facts.
  reporting: NOT_IN_FACTS,
  ...overrides,
});

export const LICENCE_REQUIREMENTS: readonly LicenceRequirement[] = [
  floridaInsurance('2-14'),
  floridaInsurance('2-15'),
  floridaInsurance('2-20'),
  floridaInsurance('2-40'),
  floridaRealEstate('sales-associate', 45),
  floridaRealEstate('broker', 60),
  floridaChapter491('lcsw'),
  floridaChapter491('lmft'),
  floridaChapter491('lmhc'),
  {
    key: 'tx-insurance',
    state: 'TX',
    industry: 'insurance',
    specialty: null,
    acceptedSpecialties: null,
    versions: [
      headline({
        periodMonths: 24,
        totalHours: 24,
        categories: [{ category: 'insurance-ethics', hours: 3, confidence: 'H' }],
        source: 'Texas Department of Insurance (agent CE)',
      }),
    ],
  },
  {
    key: 'tx-real-estate-sales-agent',
    state: 'TX',
    industry: 'real-estate',
    specialty: null,
    acceptedSpecialties: null,
    versions: [
      headline({
        periodMonths: 24,
        totalHours: 18,
        categories: [
          { category: 'tx-re-legal-update-1', hours: 4, confidence: 'H' },
          { category: 'tx-re-legal-update-2', hours: 4, confidence: 'H' },
          { category: 'tx-re-contracts', hours: 3, confidence: 'H' },
        ],
        source: 'Texas Real Estate Commission (TREC)',
      }),
    ],
  },
  {
    key: 'tx-real-estate-sponsoring-broker',
    state: 'TX',
    industry: 'real-estate',
    specialty: null,
    acceptedSpecialties: null,
    versions: [
      headline({
        periodMonths: 24,
        totalHours: 18,
        categories: [
          { category: 'tx-re-legal-update-1', hours: 4, confidence: 'H' },
          { category: 'tx-re-legal-update-2', hours: 4, confidence: 'H' },
          { category: 'tx-re-contracts', hours: 3, confidence: 'H' },
          { category: 'tx-re-broker-responsibility', hours: 6, confidence: 'H' },
        ],
        source: 'Texas Real Estate Commission (TREC)',
      }),
    ],
  },
  {
    key: 'ca-insurance',
    state: 'CA',
    industry: 'insurance',
    specialty: null,
    acceptedSpecialties: null,
    versions: [
      headline({
        periodMonths: 24,
        totalHours: 24,
        categories: [{ category: 'insurance-ethics', hours: 3, confidence: 'H' }],
        source: 'California Department of Insurance (agent CE)',
      }),
    ],
  },
  {
    key: 'ca-real-estate',
    state: 'CA',
    industry: 'real-estate',
    specialty: null,
    acceptedSpecialties: null,
    versions: [
      headline({
        periodMonths: 48,
        totalHours: 45,
        // The facts name these subjects without their hours (null: cannot judge), except fair housing (3 h,
        // interactive), implicit bias (2 h) and consumer protection (at least 18 h).
        categories: [
          { category: 'ca-re-ethics', hours: null, confidence: 'H' },
          { category: 'ca-re-agency', hours: null, confidence: 'H' },
          { category: 'ca-re-trust-funds', hours: null, confidence: 'H' },
          { category: 'ca-re-fair-housing', hours: 3, confidence: 'H' },
          { category: 'ca-re-risk-management', hours: null, confidence: 'H' },
          { category: 'ca-re-management-supervision', hours: null, confidence: 'H' },
          { category: 'ca-re-implicit-bias', hours: 2, confidence: 'H' },
          { category: 'ca-re-consumer-protection', hours: 18, confidence: 'H' },
        ],
        source: 'California Department of Real Estate (DRE)',
        unconfirmed: ['due-date', 'category-hours'],
      }),
    ],
  },
];

export function licenceRequirement(key: string): LicenceRequirement | undefined {
  return LICENCE_REQUIREMENTS.find((licence) => licence.key === key);
}
