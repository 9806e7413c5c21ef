// Licence renewal rules the seeded bundles are sold against (docs: /work/shared/spec/ce-requirements.md, gathered
// 2026-11). Kept as data with effective dates and confidence, not as constants in code: regulators change them.
// A bundle that says it renews a licence names its rule (`renews` in BundleSeed) and tests/unit/seed-data.test.ts
// checks that its courses add up to the rule: total hours and every required subject.

export interface RequiredSubject {
  subject: string;
  hours: number;
  /** The seeded courses approved for this subject. */
  courses: string[];
}

export interface RenewalRequirement {
  key: string;
  state: string;
  licence: string;
  /** Hours per renewal period. Where the figure depends on the licensee, the higher one (a package must fit all). */
  totalHours: number;
  period: string;
  required: RequiredSubject[];
  /** When the current figures took effect; null where no source confirms it (ce-requirements.md marks it '?'). */
  effectiveFrom: string | null;
  confidence: 'H' | 'M';
  source: string;
}

const lawAndEthics = (licence: string): RequiredSubject => ({
  subject: `Law & Ethics update for ${licence}`,
  hours: 4,
  courses: [`fl-${licence}-law-ethics-update-en`, `fl-${licence}-law-ethics-update-es`],
});

const floridaInsurance = (licence: string): RenewalRequirement => ({
  key: `fl-insurance-${licence}`,
  state: 'FL',
  licence,
  // 24 h while licensed < 6 years, 20 h after: a 24-hour package covers both.
  totalHours: 24,
  period: '2 years',
  required: [lawAndEthics(licence)],
  // The update became 4 h (from 5 h) with the 2022 rule change; the exact effective date is not confirmed.
  effectiveFrom: null,
  confidence: 'H',
  source: 'Florida Department of Financial Services, CE requirements for agents',
});

/** A course and its Spanish version ('-es'). */
const bothLanguages = (key: string) => [key, `${key}-es`];

const floridaChapter491 = (licence: 'lcsw' | 'lmft' | 'lmhc'): RenewalRequirement => ({
  key: `fl-${licence}`,
  state: 'FL',
  licence,
  totalHours: 30,
  period: '2 years (biennium ending March 31 of odd years)',
  // Medical errors and ethics every biennium; laws and rules and domestic violence every third biennium. A
  // package sold as the renewal includes all four so it fits whichever biennium the buyer is in.
  required: [
    // Each in English and in Spanish (the '-es' versions: seed/data.ts).
    {
      subject: 'Prevention of medical errors',
      hours: 2,
      courses: bothLanguages(`fl-${licence}-medical-errors`),
    },
    {
      subject: 'Professional ethics and boundaries',
      hours: 3,
      courses: bothLanguages(`fl-${licence}-ethics-boundaries`),
    },
    {
      subject: 'Laws and rules (Chapter 491)',
      hours: 3,
      courses: bothLanguages(`fl-${licence}-laws-and-rules`),
    },
    { subject: 'Domestic violence', hours: 2, courses: bothLanguages(`fl-${licence}-domestic-violence`) },
  ],
  effectiveFrom: null,
  confidence: 'M',
  source: 'Florida Board of Clinical Social Work, Marriage & Family Therapy and Mental Health Counseling',
});

export const RENEWAL_REQUIREMENTS: RenewalRequirement[] = [
  floridaInsurance('2-14'),
  floridaInsurance('2-15'),
  floridaInsurance('2-20'),
  floridaInsurance('2-40'),
  {
    key: 'fl-real-estate-sales-associate',
    state: 'FL',
    licence: 'sales-associate',
    // After the first renewal (the first one is the 45-hour post-licensing course instead).
    totalHours: 14,
    period: '2 years',
    required: [
      {
        subject: 'Core law',
        hours: 3,
        courses: ['fl-real-estate-core-law-3h-en', 'fl-real-estate-core-law-3h-es'],
      },
      {
        subject: 'Ethics and business practices',
        hours: 3,
        courses: ['fl-real-estate-ethics-3h-en', 'fl-real-estate-ethics-3h-es'],
      },
      {
        subject: 'Specialty',
        hours: 8,
        courses: [
          ...bothLanguages('fl-real-estate-property-management-8h'),
          'fl-real-estate-commercial-8h',
          ...bothLanguages('fl-real-estate-mortgage-fraud-8h'),
          ...bothLanguages('fl-real-estate-condo-hoa-8h'),
          'fl-real-estate-broker-management-8h',
        ],
      },
    ],
    effectiveFrom: null,
    // Total H; the 3 + 3 + 8 split M.
    confidence: 'M',
    source: 'Florida Real Estate Commission (DBPR)',
  },
  floridaChapter491('lcsw'),
  floridaChapter491('lmft'),
  floridaChapter491('lmhc'),
];
