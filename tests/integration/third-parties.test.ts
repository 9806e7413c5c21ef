import { describe, expect, it } from 'vitest';
import { analyticsEnabled, sessionRecordingAllowed } from '../../src/domain/third-parties.ts';
import { buildTestApp } from '../helpers/app.ts';

const ANALYTICS = 'https://analytics.example/a.js';
const RECORDING = 'https://recording.example/r.js';
const COURSE = '/es/courses/details/annuity-suitability-4h';

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);
const scripts = (body: string) =>
  [...body.matchAll(/<script [^>]*data-third-party="([a-z-]+)"/g)].map((m) => m[1]);

describe('third parties behind configuration (spec §7, §9)', () => {
  it('rules: analytics only from production hosts, recording only on bundles, details and apps pages', () => {
    expect(analyticsEnabled(ANALYTICS, 'https://quest.how', ['quest.how'])).toBe(true);
    expect(analyticsEnabled(ANALYTICS, 'https://staging.quest.how', ['quest.how'])).toBe(false);
    expect(analyticsEnabled(undefined, 'https://quest.how', ['quest.how'])).toBe(false);
    for (const path of ['/courses/bundles/x', '/courses/details/x', '/apps/quest/topics/1']) {
      expect(sessionRecordingAllowed(RECORDING, path), path).toBe(true);
    }
    for (const path of ['/', '/about', '/accredited-courses', '/courses/buy/x', '/receipts/x']) {
      expect(sessionRecordingAllowed(RECORDING, path), path).toBe(false);
    }
    expect(sessionRecordingAllowed(undefined, '/courses/details/x')).toBe(false);
  });

  it('loads each script, and allows its origin in the CSP, only where it may run', async () => {
    const { app } = await buildTestApp({
      PUBLIC_URL: 'https://quest.how',
      ANALYTICS_SCRIPT_URL: ANALYTICS,
      SESSION_RECORDING_SCRIPT_URL: RECORDING,
    });
    try {
      const home = await app.inject({ url: '/es' });
      expect(scripts(home.body)).toEqual(['analytics']);
      expect(home.body).toMatch(
        /<script [^>]*nonce="[^"]+"[^>]*data-third-party="analytics"|<script [^>]*data-third-party="analytics"[^>]*nonce="/,
      );
      expect(csp(home.headers)).toContain('https://analytics.example');
      expect(csp(home.headers)).not.toContain('https://recording.example');

      const course = await app.inject({ url: COURSE });
      expect(scripts(course.body).sort()).toEqual(['analytics', 'session-recording']);
      expect(csp(course.headers)).toContain('https://recording.example');
    } finally {
      await app.close();
    }
  });

  it('sends no page views from a host that is not a production host, and allows nothing unconfigured', async () => {
    const staging = await buildTestApp({
      PUBLIC_URL: 'https://staging.example',
      ANALYTICS_SCRIPT_URL: ANALYTICS,
    });
    try {
      const page = await staging.app.inject({ url: COURSE });
      expect(scripts(page.body)).toEqual([]);
      expect(csp(page.headers)).not.toContain('analytics.example');
    } finally {
      await staging.app.close();
    }
    const plain = await buildTestApp();
    try {
      const page = await plain.app.inject({ url: COURSE });
      expect(scripts(page.body)).toEqual([]);
      expect(csp(page.headers)).not.toMatch(/analytics\.example|recording\.example/);
    } finally {
      await plain.app.close();
    }
  });
});
