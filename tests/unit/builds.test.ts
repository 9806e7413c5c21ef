import { describe, expect, it } from 'vitest';
import {
  isNewBuild,
  mayReloadAfterChunkError,
  parseBuildInfo,
  RELOAD_GUARD_MS,
  routeRules,
} from '../../src/domain/builds.ts';

describe('build id comparison', () => {
  const page = 'mwu1-abcd';
  it('offers a reload only for a well-formed record with another id', () => {
    expect(isNewBuild(page, { id: 'mwu2-ef01', builtAt: '2026-11-24T12:00:00.000Z' })).toBe(true);
    expect(isNewBuild(page, { id: page, builtAt: '2026-11-24T12:00:00.000Z' })).toBe(false);
  });

  it('never offers one for a missing, broken or odd latest.json', () => {
    for (const latest of [
      null,
      undefined,
      'mwu2-ef01',
      {},
      { id: '', builtAt: '2026-11-24T12:00:00.000Z' },
      { id: 'mwu2-ef01' },
      { id: 'mwu2-ef01', builtAt: 'yesterday' },
      { id: '../../x', builtAt: '2026-11-24T12:00:00.000Z' },
      { id: 42, builtAt: '2026-11-24T12:00:00.000Z' },
    ]) {
      expect(isNewBuild(page, latest), JSON.stringify(latest)).toBe(false);
    }
    expect(parseBuildInfo({ id: 'a1', builtAt: '2026-01-01T00:00:00Z', extra: 1 })).toEqual({
      id: 'a1',
      builtAt: '2026-01-01T00:00:00Z',
    });
  });
});

describe('chunk-failure reload guard', () => {
  const now = 1_800_000_000_000;
  it('reloads when no reload happened yet or the last one is 10 s old', () => {
    expect(mayReloadAfterChunkError(null, now)).toBe(true);
    expect(mayReloadAfterChunkError(now - RELOAD_GUARD_MS, now)).toBe(true);
    expect(mayReloadAfterChunkError(Number.NaN, now)).toBe(true);
  });
  it('does not reload again within 10 s (no loop)', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReloadAfterChunkError(now, now)).toBe(false);
    expect(mayReloadAfterChunkError(now - RELOAD_GUARD_MS + 1, now)).toBe(false);
  });
  it('is not stuck by a stored time in the future (clock moved back)', () => {
    expect(mayReloadAfterChunkError(now + 60_000, now)).toBe(true);
  });
});

describe('route rules', () => {
  it('mirror the maintenance sets for each locale', () => {
    const rules = routeRules(['es', 'en']);
    expect(Object.keys(rules).sort()).toEqual(
      [
        '/en',
        '/en/**',
        '/en/about',
        '/en/privacy',
        '/en/terms',
        '/es',
        '/es/**',
        '/es/about',
        '/es/privacy',
        '/es/terms',
      ].sort(),
    );
    expect(rules['/en/about']?.maintenanceMode).toBe(true);
    expect(rules['/en/terms']?.maintenanceMode).toBe(false);
    expect(rules['/es/**']?.maintenanceRedirect).toBe('/es');
  });
});
