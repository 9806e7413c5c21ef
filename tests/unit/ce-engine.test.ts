import { describe, expect, it } from 'vitest';
import { addMonths, isPlainDate } from '../../src/domain/ce/dates.ts';
import { type CompletedCourse, evaluate, type LicenceFacts } from '../../src/domain/ce/engine.ts';
import { LICENCE_REQUIREMENTS, licenceRequirement } from '../../src/domain/ce/requirements/data.ts';

// The CE requirements engine, one table per rule (issue 15; facts: /work/shared/spec/ce-requirements.md).

let nextId = 0;
function course(
  overrides: Partial<Omit<CompletedCourse, 'completedAt'>> & { completedAt: string; hours: string },
): CompletedCourse {
  nextId += 1;
  return {
    id: `c${nextId}`,
    courseId: nextId,
    providerId: 1,
    title: `Course ${nextId}`,
    credits: [],
    states: ['FL'],
    industry: 'insurance',
    specialty: '2-15',
    type: 'continuing_education',
    ...overrides,
    completedAt: new Date(`${overrides.completedAt}T12:00:00Z`),
  };
}

function run(key: string, facts: LicenceFacts, today: string, completions: CompletedCourse[] = []) {
  const licence = licenceRequirement(key);
  if (!licence) throw new Error(key);
  return evaluate(licence, facts, completions, new Date(`${today}T15:00:00Z`));
}

describe('dates', () => {
  it.each([
    ['2024-08-31', 6, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', -24, '2023-03-31'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });
  it.each([
    ['2025-02-29', false],
    ['2024-02-29', true],
    ['2024-13-01', false],
    ['24-01-01', false],
  ])('isPlainDate(%s) = %s', (value, expected) => expect(isPlainDate(value)).toBe(expected));
});

describe('requirements data', () => {
  it('has the licences of the facts file, each with a version in force', () => {
    expect(LICENCE_REQUIREMENTS.map((licence) => licence.key)).toEqual(
      expect.arrayContaining([
        'fl-insurance-2-14',
        'fl-insurance-2-15',
        'fl-insurance-2-20',
        'fl-insurance-2-40',
        'fl-real-estate-sales-associate',
        'fl-real-estate-broker',
        'fl-lcsw',
        'fl-lmft',
        'fl-lmhc',
        'tx-insurance',
        'tx-real-estate-sales-agent',
        'ca-insurance',
        'ca-real-estate',
      ]),
    );
    for (const licence of LICENCE_REQUIREMENTS) {
      expect(run(licence.key, {}, '2026-12-01').version, licence.key).not.toBeNull();
    }
  });
  it('a date before the figures were confirmed cannot be judged (effective date unconfirmed)', () => {
    expect(run('fl-insurance-2-15', {}, '2020-01-01').cannotJudge).toEqual([{ part: 'rule-version' }]);
  });
});

describe('Florida insurance: periods and due dates (end of the birth month, first after 24 months)', () => {
  it.each([
    // issue date, birth month, today → period start, due date, period number
    ['2025-03-10', 7, '2026-12-01', '2025-03-10', '2027-07-31', 1],
    ['2025-03-10', 3, '2026-12-01', '2025-03-10', '2027-03-31', 1],
    ['2025-03-10', 2, '2026-12-01', '2025-03-10', '2028-02-29', 1],
    ['2020-06-15', 9, '2026-12-01', '2026-10-01', '2028-09-30', 4],
    ['2020-06-15', 9, '2028-09-30', '2026-10-01', '2028-09-30', 4],
    ['2020-06-15', 9, '2028-10-01', '2028-10-01', '2030-09-30', 5],
  ])(
    'issued %s, born in month %i, on %s: %s → %s (#%i)',
    (issueDate, birthMonth, today, start, due, number) => {
      const result = run('fl-insurance-2-15', { issueDate, birthMonth }, today);
      expect(result.period).toMatchObject({ start, due, number });
    },
  );

  it.each([
    // issue date, years licensed (given), today → hours required, reduced
    ['2024-01-01', null, '2026-12-01', 240, false],
    ['2020-11-30', null, '2026-12-01', 200, true],
    ['2020-12-02', null, '2026-12-01', 240, false],
    ['2024-01-01', 7, '2026-12-01', 200, true],
  ])(
    '6-year reduction: issued %s, %s years → %i tenths',
    (issueDate, yearsLicensed, today, total, reduced) => {
      const result = run('fl-insurance-2-20', { issueDate, birthMonth: 5, yearsLicensed }, today);
      expect(result.totalRequiredTenths).toBe(total);
      expect(result.reduced).toBe(reduced);
    },
  );

  it('without the birth month, the due date cannot be judged; the hours still can', () => {
    const result = run('fl-insurance-2-14', { issueDate: '2022-01-01' }, '2026-12-01');
    expect(result.period).toBeNull();
    expect(result.cannotJudge).toContainEqual({ part: 'due-date', needs: ['birth-month'] });
    expect(result.totalRequiredTenths).toBe(240);
  });

  it('without issue date or years licensed, the 24 h / 20 h figure cannot be judged', () => {
    const result = run('fl-insurance-2-14', { birthMonth: 4 }, '2026-12-01');
    expect(result.totalRequiredTenths).toBeNull();
    expect(result.cannotJudge).toContainEqual({ part: 'years-licensed' });
  });

  it('counts the licence-specific 4 h Law & Ethics update inside the total, not another licence’s', () => {
    const update215 = course({
      completedAt: '2026-02-01',
      hours: '4',
      credits: [{ category: 'fl-ins-law-ethics-2-15', hours: '4' }],
    });
    const update220 = course({
      completedAt: '2026-02-02',
      hours: '4',
      credits: [{ category: 'fl-ins-law-ethics-2-20', hours: '4' }],
    });
    const elective = course({ completedAt: '2026-03-01', hours: '8' });
    const result = run('fl-insurance-2-15', { issueDate: '2025-03-10', birthMonth: 7 }, '2026-12-01', [
      update215,
      update220,
      elective,
    ]);
    expect(result.earnedTenths).toBe(160);
    expect(result.categories).toEqual([
      expect.objectContaining({
        category: 'fl-ins-law-ethics-2-15',
        requiredTenths: 40,
        earnedTenths: 40,
        missingTenths: 0,
        status: 'met',
      }),
    ]);
    expect(result.missingTenths).toBe(80);
    expect(result.electiveMissingTenths).toBe(80);

    const for220 = run('fl-insurance-2-15', { issueDate: '2025-03-10', birthMonth: 7 }, '2026-12-01', [
      update220,
      elective,
    ]);
    expect(for220.categories[0]).toMatchObject({ missingTenths: 40, status: 'missing' });
    // 24 − 12 earned = 12 more, 4 of them the update.
    expect(for220.missingTenths).toBe(120);
    expect(for220.electiveMissingTenths).toBe(80);
  });

  it.each([
    // first completion, second completion, second earns credit?
    ['2025-01-10', '2026-06-10', false],
    ['2024-06-10', '2026-06-10', true],
    ['2024-06-11', '2026-06-10', false],
    ['2024-06-09', '2026-06-10', true],
    ['2024-07-10', '2026-06-10', false],
  ])('duplicate course, same provider: %s then %s → credit %s', (first, second, credit) => {
    const a = course({ completedAt: first, hours: '3' });
    const b = { ...course({ completedAt: second, hours: '3' }), courseId: a.courseId };
    const result = run('fl-insurance-2-40', { issueDate: '2018-01-01', birthMonth: 12 }, '2026-12-01', [
      a,
      b,
    ]);
    const repeat = result.noCredit.find((entry) => entry.completion.id === b.id);
    expect(repeat?.reason === 'repeat-within-24-months').toBe(!credit);
  });

  it('a completion before the period, of another state or a pre-licensing course earns nothing now', () => {
    const old = course({ completedAt: '2024-01-01', hours: '3' });
    const texas = course({ completedAt: '2026-05-01', hours: '3', states: ['TX'] });
    const pre = course({ completedAt: '2026-05-01', hours: '40', type: 'pre_licensing' });
    const realEstate = course({ completedAt: '2026-05-01', hours: '3', industry: 'real-estate' });
    const result = run('fl-insurance-2-15', { issueDate: '2018-01-01', birthMonth: 12 }, '2026-12-01', [
      old,
      texas,
      pre,
      realEstate,
    ]);
    expect(result.period).toMatchObject({ start: '2025-01-01', due: '2026-12-31' });
    expect(Object.fromEntries(result.noCredit.map((entry) => [entry.completion.id, entry.reason]))).toEqual({
      [old.id]: 'outside-period',
      [texas.id]: 'not-accredited-in-state',
      [pre.id]: 'pre-licensing',
    });
    expect(result.earnedTenths).toBe(0);
  });

  it('says what the facts leave unconfirmed', () => {
    const result = run('fl-insurance-2-15', { issueDate: '2018-01-01', birthMonth: 12 }, '2026-12-01');
    expect(result.cannotJudge).toEqual(
      expect.arrayContaining([
        { part: 'unconfirmed', what: 'twenty-five-year-reduction' },
        { part: 'unconfirmed', what: 'carry-over' },
      ]),
    );
  });
});

describe('Florida real estate: March 31 / September 30 expiry, post-licensing at the first renewal', () => {
  it.each([
    // issue date, today → due, number
    ['2026-01-15', '2026-12-01', '2027-09-30', 1],
    ['2025-04-01', '2026-12-01', '2027-03-31', 1],
    ['2026-03-31', '2026-12-01', '2027-09-30', 1],
    ['2026-10-01', '2026-12-01', '2028-09-30', 1],
    ['2024-08-10', '2026-12-01', '2028-03-31', 2],
    ['2021-05-20', '2026-12-01', '2027-03-31', 3],
  ])('issued %s, on %s: due %s (#%i)', (issueDate, today, due, number) => {
    expect(run('fl-real-estate-sales-associate', { issueDate }, today).period).toMatchObject({ due, number });
  });

  it.each([
    ['fl-real-estate-sales-associate', 450, 'fl-re-post-licensing-sales-associate'],
    ['fl-real-estate-broker', 600, 'fl-re-post-licensing-broker'],
  ])(
    '%s: the first renewal needs the %i-tenth post-licensing course instead of CE',
    (key, hours, category) => {
      const result = run(key, { issueDate: '2025-04-01' }, '2026-12-01');
      expect(result.period?.firstRenewal).toBe(true);
      expect(result.totalRequiredTenths).toBe(hours);
      expect(result.categories.map((entry) => entry.category)).toEqual([category]);
    },
  );

  it('later renewals: 14 h = 3 core law + 3 ethics + 8 specialty; a 14-hour course meets all three', () => {
    const fourteen = course({
      completedAt: '2026-02-01',
      hours: '14',
      industry: 'real-estate',
      specialty: 'sales-associate',
      credits: [
        { category: 'fl-re-core-law', hours: '3' },
        { category: 'fl-re-ethics-business', hours: '3' },
        { category: 'fl-re-specialty', hours: '8' },
      ],
    });
    const before = run('fl-real-estate-sales-associate', { issueDate: '2021-05-20' }, '2026-12-01');
    expect(before.totalRequiredTenths).toBe(140);
    expect(before.categories.map((entry) => [entry.category, entry.missingTenths])).toEqual([
      ['fl-re-core-law', 30],
      ['fl-re-ethics-business', 30],
      ['fl-re-specialty', 80],
    ]);
    const after = run('fl-real-estate-sales-associate', { issueDate: '2021-05-20' }, '2026-12-01', [
      fourteen,
    ]);
    expect(after.missingTenths).toBe(0);
    expect(after.categories.every((entry) => entry.status === 'met')).toBe(true);
  });

  it('without an issue date the due date and the first-renewal question cannot be judged', () => {
    const result = run('fl-real-estate-broker', {}, '2026-12-01');
    expect(result.period).toBeNull();
    expect(result.cannotJudge).toEqual(
      expect.arrayContaining([{ part: 'due-date', needs: ['issue-date'] }, { part: 'first-renewal' }]),
    );
  });
});

describe('Florida LCSW / LMFT / LMHC: March 31 of odd years, third-biennium topics', () => {
  it.each([
    ['2026-12-01', '2025-04-01', '2027-03-31'],
    ['2027-03-31', '2025-04-01', '2027-03-31'],
    ['2027-04-01', '2027-04-01', '2029-03-31'],
    ['2029-01-15', '2027-04-01', '2029-03-31'],
  ])('on %s the biennium is %s → %s', (today, start, due) => {
    expect(run('fl-lmhc', { issueDate: '2010-06-01' }, today).period).toMatchObject({ start, due });
  });

  it.each([
    // issue date → period number on 2026-12-01, laws & rules / domestic violence required?
    ['2021-06-01', 3, true],
    ['2023-06-01', 2, false],
    ['2025-06-01', 1, false],
    ['2015-06-01', 6, true],
    ['2017-06-01', 5, false],
  ])('licensed %s: renewal #%i, third-biennium topics %s', (issueDate, number, third) => {
    const result = run('fl-lcsw', { issueDate }, '2026-12-01');
    expect(result.period?.number).toBe(number);
    const status = (category: string) =>
      result.categories.find((entry) => entry.category === category)?.status;
    if (number === 1) {
      expect(result.cannotJudge).toContainEqual({ part: 'first-renewal' });
      expect(result.totalRequiredTenths).toBeNull();
      return;
    }
    expect(result.totalRequiredTenths).toBe(300);
    expect(status('fl-491-medical-errors')).toBe('missing');
    expect(status('fl-491-ethics-boundaries')).toBe('missing');
    expect(status('fl-491-laws-rules')).toBe(third ? 'missing' : 'not-this-period');
    expect(status('fl-491-domestic-violence')).toBe(third ? 'missing' : 'not-this-period');
  });

  it('without an issue date, whether this is a third biennium cannot be judged', () => {
    const result = run('fl-lmft', {}, '2026-12-01');
    expect(result.period).toMatchObject({ due: '2027-03-31', number: null });
    expect(result.cannotJudge).toEqual(
      expect.arrayContaining([
        { part: 'which-period', category: 'fl-491-laws-rules' },
        { part: 'which-period', category: 'fl-491-domestic-violence' },
      ]),
    );
    expect(result.totalRequiredTenths).toBe(300);
  });

  it('a psychology course (another board) is not counted for a 491 licence', () => {
    const psychology = course({
      completedAt: '2025-06-01',
      hours: '2',
      industry: 'mental-health',
      specialty: 'psychology',
    });
    const result = run('fl-lmhc', { issueDate: '2015-06-01' }, '2026-12-01', [psychology]);
    expect(result.earnedTenths).toBe(0);
    expect(result.noCredit).toEqual([]);
  });

  it('credits medical errors and ethics from board-approved courses in the biennium', () => {
    const errors = course({
      completedAt: '2025-06-01',
      hours: '2',
      industry: 'mental-health',
      specialty: 'lmhc',
      credits: [{ category: 'fl-491-medical-errors', hours: '2' }],
    });
    const earlier = course({
      completedAt: '2025-03-31',
      hours: '3',
      industry: 'mental-health',
      specialty: 'lmhc',
      credits: [{ category: 'fl-491-ethics-boundaries', hours: '3' }],
    });
    const result = run('fl-lmhc', { issueDate: '2015-06-01' }, '2026-12-01', [errors, earlier]);
    expect(result.earnedTenths).toBe(20);
    expect(result.missingTenths).toBe(280);
    expect(result.noCredit).toEqual([{ completion: earlier, reason: 'outside-period' }]);
  });
});

describe('Texas and California headline rules', () => {
  it.each([
    ['tx-insurance', 240, [['insurance-ethics', 30]]],
    [
      'tx-real-estate-sales-agent',
      180,
      [
        ['tx-re-legal-update-1', 40],
        ['tx-re-legal-update-2', 40],
        ['tx-re-contracts', 30],
      ],
    ],
    ['ca-insurance', 240, [['insurance-ethics', 30]]],
  ])('%s: %i tenths with its named subjects', (key, total, subjects) => {
    const result = run(key, { expiresOn: '2027-06-30' }, '2026-12-01');
    expect(result.totalRequiredTenths).toBe(total);
    expect(result.categories.map((entry) => [entry.category, entry.requiredTenths])).toEqual(subjects);
    expect(result.period).toMatchObject({ start: '2025-07-01', due: '2027-06-30' });
  });

  it('their due dates are not in the facts: without the printed expiry the engine cannot judge it', () => {
    const result = run('tx-insurance', {}, '2026-12-01');
    expect(result.period).toBeNull();
    expect(result.cannotJudge).toContainEqual({ part: 'due-date', needs: ['expires-on'] });
    expect(result.countedFrom).toBe('2024-12-02');
  });

  it('Texas real estate: 18 h leaves 7 h of electives; a sponsoring broker has 6 h broker responsibility inside', () => {
    expect(
      run('tx-real-estate-sales-agent', { expiresOn: '2027-06-30' }, '2026-12-01').electiveMissingTenths,
    ).toBe(70);
    const broker = run('tx-real-estate-sponsoring-broker', { expiresOn: '2027-06-30' }, '2026-12-01');
    expect(broker.totalRequiredTenths).toBe(180);
    expect(broker.electiveMissingTenths).toBe(10);
  });

  it('California real estate: 45 h in 4 years; subjects without a confirmed figure cannot be judged', () => {
    const result = run('ca-real-estate', { expiresOn: '2028-06-30' }, '2026-12-01');
    expect(result.period).toMatchObject({ start: '2024-07-01', due: '2028-06-30' });
    expect(result.totalRequiredTenths).toBe(450);
    const byCategory = Object.fromEntries(result.categories.map((entry) => [entry.category, entry]));
    expect(byCategory['ca-re-fair-housing']).toMatchObject({ requiredTenths: 30, status: 'missing' });
    expect(byCategory['ca-re-implicit-bias']).toMatchObject({ requiredTenths: 20 });
    expect(byCategory['ca-re-consumer-protection']).toMatchObject({ requiredTenths: 180 });
    for (const unknown of ['ca-re-ethics', 'ca-re-agency', 'ca-re-trust-funds', 'ca-re-risk-management']) {
      expect(byCategory[unknown]).toMatchObject({ requiredTenths: null, status: 'cannot-judge' });
      expect(result.cannotJudge).toContainEqual({ part: 'category-hours', category: unknown });
    }
    expect(result.missingTenths).toBe(450);
  });
});
