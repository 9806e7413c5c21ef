import { describe, expect, it } from 'vitest';
import { transcriptCsv } from '../../server/documents/transcript-files.ts';
import {
  isRepeatWithinWindow,
  monthsBefore,
  repeatWindowStart,
} from '../../src/domain/certificates/repeat-course.ts';
import { creditEntries } from '../../src/domain/certificates/transcript.ts';
import { ANONYMOUS_VIEWER, canReachCourse, isListedFor } from '../../src/domain/companies/access.ts';
import { isInvitationId } from '../../src/domain/companies/invitations.ts';

const at = (iso: string) => new Date(iso);

describe("Florida's repeat-course window (24 months)", () => {
  it('counts calendar months in UTC, clamping to the end of a shorter month', () => {
    expect(monthsBefore(at('2026-11-24T10:00:00Z'), 24).toISOString()).toBe('2024-11-24T10:00:00.000Z');
    expect(monthsBefore(at('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(monthsBefore(at('2026-02-28T12:00:00Z'), 24).toISOString()).toBe('2024-02-28T12:00:00.000Z');
    expect(monthsBefore(at('2026-01-15T00:00:00Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });

  it('is a repeat strictly inside the window; exactly 24 months later credit is earned again', () => {
    const now = at('2026-11-24T10:00:00Z');
    expect(isRepeatWithinWindow('FL', at('2024-11-24T10:00:00.001Z'), now)).toBe(true);
    expect(isRepeatWithinWindow('FL', at('2024-11-24T10:00:00Z'), now)).toBe(false);
    expect(isRepeatWithinWindow('FL', at('2024-11-24T09:59:59Z'), now)).toBe(false);
    expect(isRepeatWithinWindow('FL', at('2026-11-24T09:00:00Z'), now)).toBe(true);
    expect(isRepeatWithinWindow('FL', at('2025-06-01T00:00:00Z'), now)).toBe(true);
  });

  it('applies to Florida only, and not to a completion after the purchase', () => {
    const now = at('2026-11-24T10:00:00Z');
    expect(isRepeatWithinWindow('TX', at('2026-01-01T00:00:00Z'), now)).toBe(false);
    expect(isRepeatWithinWindow(null, at('2026-01-01T00:00:00Z'), now)).toBe(false);
    expect(isRepeatWithinWindow('FL', at('2026-12-01T00:00:00Z'), now)).toBe(false);
    expect(repeatWindowStart('CA', now)).toBeNull();
    expect(repeatWindowStart('FL', now)?.toISOString()).toBe('2024-11-24T10:00:00.000Z');
  });
});

const entry = (overrides: Partial<Parameters<typeof creditEntries>[0][number]>) => ({
  certificateId: 'c_1',
  referenceNumber: 'QST-2026-AAA001',
  courseId: 1,
  courseTitle: 'Law & Ethics',
  completedAt: at('2025-01-10T00:00:00Z'),
  creditHours: '4',
  licenseStateCode: 'FL',
  licenseType: 'Life, health and variable annuities (2-15)',
  providerName: 'Sunshine Insurance Academy',
  providerNumber: 'DFS 236451',
  ...overrides,
});

describe('transcript credit and totals per licence', () => {
  it('sums hours per state and licence type, in tenths', () => {
    const result = creditEntries([
      entry({ certificateId: 'c_1', courseId: 1, creditHours: '1.5' }),
      entry({ certificateId: 'c_2', courseId: 2, creditHours: '2.5' }),
      entry({ certificateId: 'c_3', courseId: 3, creditHours: '3', licenseType: 'LMHC' }),
      entry({ certificateId: 'c_4', courseId: 4, creditHours: '2', licenseStateCode: 'TX' }),
    ]);
    expect(result.totals).toEqual([
      {
        licenseStateCode: 'FL',
        licenseType: 'Life, health and variable annuities (2-15)',
        creditHours: '4',
        courses: 2,
      },
      { licenseStateCode: 'FL', licenseType: 'LMHC', creditHours: '3', courses: 1 },
      {
        licenseStateCode: 'TX',
        licenseType: 'Life, health and variable annuities (2-15)',
        creditHours: '2',
        courses: 1,
      },
    ]);
    expect(result.totalHours).toBe('9');
  });

  it('a Florida repeat of the same course inside 24 months is listed with no credit; after 24 months it counts', () => {
    const result = creditEntries([
      entry({ certificateId: 'c_3', completedAt: at('2027-01-10T00:00:00Z') }),
      entry({ certificateId: 'c_1', completedAt: at('2025-01-10T00:00:00Z') }),
      entry({ certificateId: 'c_2', completedAt: at('2026-06-01T00:00:00Z') }),
    ]);
    expect(result.entries.map((e) => [e.certificateId, e.repeat, e.creditedHours])).toEqual([
      ['c_1', false, '4'],
      ['c_2', true, '0'],
      // Exactly 24 months after the credited completion: credit again.
      ['c_3', false, '4'],
    ]);
    expect(result.totals[0]).toMatchObject({ creditHours: '8', courses: 2 });
  });

  it('the repeat rule does not apply outside Florida', () => {
    const result = creditEntries([
      entry({ certificateId: 'c_1', licenseStateCode: 'TX' }),
      entry({ certificateId: 'c_2', licenseStateCode: 'TX', completedAt: at('2025-02-10T00:00:00Z') }),
    ]);
    expect(result.entries.every((e) => !e.repeat)).toBe(true);
    expect(result.totalHours).toBe('8');
  });
});

describe('transcript CSV', () => {
  const transcript = {
    learner: { id: 'l_x', fullName: 'Ana', email: 'ana@example.com' },
    ...creditEntries([
      entry({ courseTitle: '=cmd|"/C calc"!A0', providerName: '+Provider, "Inc"' }),
      entry({ certificateId: 'c_2', courseId: 2, courseTitle: '@SUM(1)', providerName: '-2+3' }),
    ]),
    pending: [],
  };

  it('is UTF-8 with a BOM, CRLF records, quoted where needed, formulas neutralised', () => {
    const csv = transcriptCsv(transcript, 'en');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      "Course,Completion date,Credit hours,Credited hours,License,Provider,Provider number,Reference number,Report to the regulator,Regulator,Reporting deadline,Regulator's reference",
    );
    // The report's columns come last (issue 31), so the earlier ones keep their positions.
    expect(lines[1]).toBe(
      `"'=cmd|""/C calc""!A0",2025-01-10,4,4,"Life, health and variable annuities (2-15) (FL)","'+Provider, ""Inc""",DFS 236451,QST-2026-AAA001,Quest does not report this license: keep your certificate,,,`,
    );
    expect(lines[2]).toContain(`'@SUM(1)`);
    expect(lines[2]).toContain(`'-2+3`);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(/[^\r]\n/.test(csv)).toBe(false);
  });
});

describe('course visibility for a viewer', () => {
  const member = { allowedPrivateCourseIds: [7] };
  it('marketplace is listed and reachable for everyone', () => {
    for (const viewer of [ANONYMOUS_VIEWER, member]) {
      expect(isListedFor(viewer, { id: 1, visibility: 'marketplace' })).toBe(true);
      expect(canReachCourse(viewer, { id: 1, visibility: 'marketplace' })).toBe(true);
    }
  });
  it('link-only is reachable but never listed', () => {
    expect(isListedFor(member, { id: 2, visibility: 'link_only' })).toBe(false);
    expect(canReachCourse(ANONYMOUS_VIEWER, { id: 2, visibility: 'link_only' })).toBe(true);
  });
  it('private exists only for the members its company allows', () => {
    expect(isListedFor(member, { id: 7, visibility: 'private' })).toBe(true);
    expect(canReachCourse(member, { id: 7, visibility: 'private' })).toBe(true);
    expect(canReachCourse(member, { id: 8, visibility: 'private' })).toBe(false);
    expect(canReachCourse(ANONYMOUS_VIEWER, { id: 7, visibility: 'private' })).toBe(false);
    expect(isListedFor(ANONYMOUS_VIEWER, { id: 7, visibility: 'private' })).toBe(false);
  });
  it('invitation ids are checked before any query', () => {
    expect(isInvitationId('inv_demoPendingJohnCarter1')).toBe(true);
    for (const bad of [
      '',
      'inv_',
      'inv_short',
      'c_demoPendingJohnCarter1',
      `inv_${'a'.repeat(40)}`,
      'inv_abc/def12345',
    ])
      expect(isInvitationId(bad)).toBe(false);
  });
});
