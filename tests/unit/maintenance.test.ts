import { describe, expect, it } from 'vitest';
import { isEmbedMode, wantsChatOpen } from '../../src/domain/embed.ts';
import {
  isOpenDuringMaintenance,
  MAINTENANCE_OFF,
  maintenanceFromDocument,
  maintenanceLabelFor,
  showsMaintenanceBanner,
} from '../../src/domain/maintenance.ts';
import { refundEligibility } from '../../src/domain/refunds.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('maintenance state', () => {
  it('is active only with a non-empty label', () => {
    expect(
      maintenanceFromDocument({ label: 'Back at 3pm', labelSpanish: 'Volvemos a las 3' }, now).active,
    ).toBe(true);
    expect(maintenanceFromDocument({ label: '   ', labelSpanish: 'Volvemos' }, now).active).toBe(false);
    expect(maintenanceFromDocument({}, now).active).toBe(false);
    expect(maintenanceFromDocument(null, now).active).toBe(false);
    expect(maintenanceFromDocument({ label: 42 }, now).active).toBe(false);
  });

  it('keeps home, about, privacy and terms reachable', () => {
    for (const path of ['/', '/about', '/privacy', '/terms', '/about/'])
      expect(isOpenDuringMaintenance(path)).toBe(true);
    for (const path of ['/study', '/accredited-courses', '/terms/x'])
      expect(isOpenDuringMaintenance(path)).toBe(false);
  });

  it('shows the locale’s label or asks for the default text', () => {
    const state = maintenanceFromDocument({ label: 'Down for upgrades', labelSpanish: '' }, now);
    expect(maintenanceLabelFor(state, 'en')).toBe('Down for upgrades');
    expect(maintenanceLabelFor(state, 'es')).toBeUndefined();
  });

  it('hides the banner on pages that ignore maintenance', () => {
    const state = maintenanceFromDocument({ label: 'x' }, now);
    expect(showsMaintenanceBanner(state, '/')).toBe(true);
    expect(showsMaintenanceBanner(state, '/about')).toBe(true);
    expect(showsMaintenanceBanner(state, '/privacy')).toBe(false);
    expect(showsMaintenanceBanner(MAINTENANCE_OFF, '/')).toBe(false);
  });
});

describe('embed mode and chat', () => {
  it('is on when the path contains embed or ?embed=true', () => {
    expect(isEmbedMode('/es/embed/courses/1', new URLSearchParams())).toBe(true);
    expect(isEmbedMode('/es/about', new URLSearchParams('embed=true'))).toBe(true);
    expect(isEmbedMode('/es/about', new URLSearchParams('embed=false'))).toBe(false);
  });

  it('opens the chat only for chat=open', () => {
    expect(wantsChatOpen(new URLSearchParams('chat=open'))).toBe(true);
    expect(wantsChatOpen(new URLSearchParams('chat=1'))).toBe(false);
  });
});

describe('refund eligibility', () => {
  const enrolledAt = new Date('2026-11-01T12:00:00Z');
  it('allows 14 days and 25% completion', () => {
    expect(
      refundEligibility({ enrolledAt, now: new Date('2026-11-15T12:00:00Z'), completedPercent: 25 }),
    ).toEqual({ eligible: true });
  });
  it('refuses after 14 days or past 25%', () => {
    expect(
      refundEligibility({ enrolledAt, now: new Date('2026-11-15T12:00:01Z'), completedPercent: 0 }),
    ).toEqual({
      eligible: false,
      reason: 'window-closed',
    });
    expect(
      refundEligibility({ enrolledAt, now: new Date('2026-11-03T12:00:00Z'), completedPercent: 25.5 }),
    ).toEqual({ eligible: false, reason: 'too-much-completed' });
  });
});
