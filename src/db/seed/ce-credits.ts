// The CE subjects each seeded course meets (courses.ce_credits), by course key: the hours of the course that count
// toward a subject a renewal rule names (src/domain/ce/requirements). A course's other hours are elective hours.
// Checked against the facts (/work/shared/spec/ce-requirements.md) by tests/unit/ce-seed.test.ts: every bundle
// sold for a renewal meets its rule.

import { SPANISH_VERSION_OF } from './data.ts';

export interface SeedCeCredit {
  category: string;
  hours: string;
}

const one = (category: string, hours: string): SeedCeCredit[] => [{ category, hours }];

const insuranceUpdates = Object.fromEntries(
  ['2-14', '2-15', '2-20', '2-40'].flatMap((licence) =>
    ['en', 'es'].map((language) => [
      `fl-${licence}-law-ethics-update-${language}`,
      one(`fl-ins-law-ethics-${licence}`, '4'),
    ]),
  ),
);

const chapter491 = Object.fromEntries(
  ['lcsw', 'lmft', 'lmhc'].flatMap((licence) => [
    [`fl-${licence}-laws-and-rules`, one('fl-491-laws-rules', '3')],
    [`fl-${licence}-ethics-boundaries`, one('fl-491-ethics-boundaries', '3')],
    [`fl-${licence}-medical-errors`, one('fl-491-medical-errors', '2')],
    [`fl-${licence}-domestic-violence`, one('fl-491-domestic-violence', '2')],
  ]),
);

const fourteenHours: SeedCeCredit[] = [
  { category: 'fl-re-core-law', hours: '3' },
  { category: 'fl-re-ethics-business', hours: '3' },
  { category: 'fl-re-specialty', hours: '8' },
];

const ORIGINAL_CE_CREDITS: Readonly<Record<string, SeedCeCredit[]>> = {
  ...insuranceUpdates,
  ...chapter491,
  'fl-lmhc-ethics-boundaries-es': one('fl-491-ethics-boundaries', '3'),
  'fl-lmhc-medical-errors-es': one('fl-491-medical-errors', '2'),
  'fl-real-estate-14h-ce-en': fourteenHours,
  'fl-real-estate-14h-ce-es': fourteenHours,
  'fl-real-estate-core-law-3h-en': one('fl-re-core-law', '3'),
  'fl-real-estate-core-law-3h-es': one('fl-re-core-law', '3'),
  'fl-real-estate-ethics-3h-en': one('fl-re-ethics-business', '3'),
  'fl-real-estate-ethics-3h-es': one('fl-re-ethics-business', '3'),
  'fl-real-estate-property-management-8h': one('fl-re-specialty', '8'),
  'fl-real-estate-commercial-8h': one('fl-re-specialty', '8'),
  'fl-real-estate-mortgage-fraud-8h': one('fl-re-specialty', '8'),
  'fl-real-estate-condo-hoa-8h': one('fl-re-specialty', '8'),
  'fl-real-estate-broker-management-8h': one('fl-re-specialty', '8'),
};

/** Every course's credits; a Spanish version (data.ts SPANISH_VERSION_OF) meets what its original meets. */
export const CE_CREDITS: Readonly<Record<string, SeedCeCredit[]>> = {
  ...ORIGINAL_CE_CREDITS,
  ...Object.fromEntries(
    Object.entries(SPANISH_VERSION_OF).flatMap(([spanish, original]) =>
      ORIGINAL_CE_CREDITS[original] ? [[spanish, ORIGINAL_CE_CREDITS[original]]] : [],
    ),
  ),
};
