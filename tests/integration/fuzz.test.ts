import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

// Issue 8: generated requests against every route (paths, queries, headers and bodies a stranger could send).
// The invariants: never a 5xx, never a stack trace or an internal path in a body, and the server healthy after.
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp({
    // Pages come from the cache after their first render, which keeps a few thousand requests inside the budget.
    HTML_CACHE_TTL_MS: '600000',
    // The identity provider is unreachable on purpose: a refused connection, never the network.
    OCID_BASE_URL: 'http://127.0.0.1:9',
    // Every generated post is a checkout attempt from one address: let them all through to the handlers.
    CHECKOUT_RATE_LIMIT: '0',
    // The ingestion API is on (without a token it is a 404 and nothing behind it would be reached).
    INGEST_API_TOKEN: 'fuzz-ingest-token-0123456789abcdef0123',
  }));
});
afterAll(() => app.close());

const ROUTES = [
  '/',
  '/es',
  '/en',
  '/es/about',
  '/en/terms',
  '/es/accredited-courses',
  '/en/accredited-courses',
  '/es/search',
  '/es/courses/details/annuity-suitability-4h',
  '/en/courses/bundles/x',
  '/es/questers',
  '/en/companies',
  '/es/opencampus/callback',
  '/es/error/500',
  '/forms/newsletter',
  '/forms/discount',
  '/forms/companies',
  '/forms/questers-apply',
  '/auth/ocid/login',
  '/auth/ocid/callback',
  '/auth/ocid/logout',
  '/api/catalog/suggestions',
  '/healthz',
  '/readyz',
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.svg',
  '/assets/missing.js',
  '/RSC/R/es.txt',
  '/RSC/R/en/about.txt',
  '/RSC/F/abc/def.txt',
  // Buying (issue 10): the checkout and its posts, the personal pages, the invoice, webhooks, the outbox preview.
  '/es/courses/buy/annuity-suitability-4h',
  '/es/receipts/PhoneNumber',
  '/es/receipts/x',
  '/en/payment-success/x',
  '/es/learners/l_x/complete-registration/x',
  '/checkout/annuity-suitability-4h',
  '/checkout/orders/x/pay',
  '/checkout/orders/x/refund',
  '/checkout/orders/x/phone',
  '/checkout/registration/l_x/x',
  '/invoices/x',
  '/webhooks/stripe',
  '/dev/outbox',
  '/dev/outbox/1',
  // Certificates and the app's ingestion API (issue 11).
  '/es/certificates/c_demoIssuedMariaLopez01',
  '/en/certificates/x/pendingpayment',
  '/es/certificates/verify',
  '/certificate-pdf/x',
  '/certificate-monitor/x/password',
  '/certificate-monitor/x/confirm',
  '/api/v1/events',
  '/api/v1/openapi.json',
  // Study credits (issue 12): lessons spent by the app, credit packages through checkout (?type=credits).
  '/api/v1/lessons',
  '/es/courses/buy/focus',
  '/checkout/starter',
  // Learner profiles, results and achievements (issue 11).
  '/es/learners/l_demoMariaLopez01',
  '/en/learners/l_demoJohnCarter001/results/week',
  '/es/learners/l_demoMariaLopez01/results/2026',
  '/es/achievements/first-steps/user/l_demoMariaLopez01',
  '/learner-profile/l_demoJohnCarter001/visibility',
  '/og/achievements/first-steps/l_demoMariaLopez01.png',
  // Companies, private courses and the CE transcript (issue 11).
  '/es/invitations/inv_demoPendingCarlosMendez',
  '/en/invitations/inv_demoAcceptedMariaLopez',
  '/invitation-decisions/inv_demoPendingJohnCarter1/accept',
  '/invitation-decisions/inv_demoPendingJohnCarter1/reject',
  '/es/learners/l_demoMariaLopez01/transcript',
  '/transcript-files/l_demoMariaLopez01/pdf',
  '/transcript-files/l_demoMariaLopez01/csv',
  '/en/courses/details/palmetto-shield-claims-handling-essentials',
  '/es/courses/buy/palmetto-shield-claims-handling-essentials',
  // Platform behaviours (issue 13): the image endpoint and the build records.
  '/_image',
  '/builds/latest.json',
  '/builds/meta/x.json',
  // Covers drawn from the course's data and their social images (issue 30, decision 058).
  '/covers/courses/annuity-suitability-4h.svg',
  '/covers/bundles/fl-2-15-ce-24-hour-package.svg',
  '/og/courses/annuity-suitability-4h.png',
  // Questers and partner links (issue 12).
  '/es/questers/james-whitaker',
  '/en/questers/x',
  '/partner-links/james-whitaker',
  '/partner-links/x',
  // Topics and app campaigns (issue 12).
  '/es/topics/florida-insurance-license',
  '/en/apps/quest/topics/courses-in-spanish',
  '/es/quest/topics/courses-in-spanish',
  '/en/x/topics/x',
  '/en/apps/quest/quest-app-spring-2027',
  '/es/apps/quest-ingles/quest-ingles-launch-2026',
  '/en/apps/x/x',
  // Affiliates (issue 12): a landing, an unknown and an inactive one, the fixed sibling, the affiliate checkout.
  '/en/affiliates/mindful-careers',
  '/es/affiliates/x',
  '/es/affiliates/former-partner',
  '/en/affiliates/apply',
  '/es/courses/buy/affiliate-mental-health-bundle',
  // Migrant subscription (issue 12): subscribe pages and posts, status, portal and their posts (unknown ids).
  '/es/payments/subscribe/annual',
  '/en/payments/subscribe/x',
  '/subscription-actions/subscribe/monthly',
  '/subscription-actions/subscribe/x',
  '/en/subscriptions/x',
  '/es/subscriptions/x/portal',
  '/subscription-actions/x/cancel',
  '/subscription-actions/x/upgrade',
  '/subscription-actions/x/card',
  // Company seats (issue 12): the purchase page and post, the admin page and its posts (unknown ids).
  '/en/payments/companySeats',
  '/company-actions/seats',
  '/es/subscriptions/x/employees',
  '/company-actions/x/invite',
  '/company-actions/x/seats',
  // CE renewal reminders (issue 15): the licence posts, the calendar file and the unsubscribe page (unknown tokens).
  '/ce-licences',
  '/ce-licences/remove',
  '/ce-licences/calendar/x.ics',
  '/ce-licences/unsubscribe/x',
  '/es/continuing-education/requirements',
];

const QUERY_KEYS = [
  'affiliate',
  'q',
  'state',
  'type',
  'page',
  'enroll',
  'returnTo',
  'email',
  'token',
  'code',
  'lang',
  'return',
  'locale',
  'metadata_a',
  'transactionId',
  'redirectUrl',
  'campaignId',
  'type',
  'reference',
  'theme',
  'url',
  'w',
  'placeholder',
  'x',
];

/** Text a fuzzer likes: percent-escapes (some malformed), dots, slashes, control and non-ASCII characters. */
const nasty = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '%',
    '%E0%A4%A',
    '%00',
    '%0d%0a',
    '..',
    '.',
    '%2e%2e',
    '//',
    '\\',
    '<script>',
    '"\'><',
    '%C3%B1',
    'ñ',
    '😀',
    '/.//evil.example',
    'https://evil.example',
    'a'.repeat(300),
    '/social/home-es.png',
    '640',
  ),
);

const segment = fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,10}$/), nasty);

const path = fc.oneof(
  fc.constantFrom(...ROUTES),
  fc
    .tuple(fc.constantFrom(...ROUTES), fc.array(segment, { maxLength: 3 }), fc.boolean())
    .map(([base, extra, slash]) => `${base}${extra.map((part) => `/${part}`).join('')}${slash ? '/' : ''}`),
);

const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), nasty), nasty), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

/** Only what Node's HTTP parser would accept as a header value reaches a server: no CR, LF or NUL. */
const headerValue = nasty.map((value) => value.replace(/[\r\n\0]/g, ''));

const headers = fc.record(
  {
    cookie: fc.oneof(
      headerValue.map((v) => `quest-locale=${v}`),
      headerValue.map((v) => `oc-token-storage=${v}`),
      headerValue,
    ),
    'accept-language': headerValue,
    accept: fc.constantFrom(
      'text/html',
      'application/json',
      '*/*',
      'text/x-component',
      'image/avif,image/webp,*/*',
    ),
    'content-type': fc.constantFrom(
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json',
      'text/plain',
    ),
    origin: fc.constantFrom('null', 'http://localhost:80', 'https://evil.example'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
    'x-request-id': headerValue,
  },
  { requiredKeys: [] },
);

const body = fc
  .array(fc.tuple(fc.constantFrom('email', 'name', 'phone', 'source', 'website', 'message'), nasty), {
    maxLength: 5,
  })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
);

const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|node:internal|file:\/\/\/|\/work\/|Internal Server Error/;

describe('fuzzing every route', () => {
  it('never answers 5xx or leaks internals, and stays healthy', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(method, path, query, headers, body, async (verb, target, search, sent, payload) => {
        runs += 1;
        const response = await app.inject({
          method: verb as 'GET',
          url: `${target}${search}`,
          headers: sent,
          ...(verb === 'GET' || verb === 'HEAD' ? {} : { payload }),
        });
        const label = `${verb} ${target}${search} ${JSON.stringify(sent)}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.body, label).not.toMatch(STACK_TRACE);
      }),
      { numRuns: 2500, interruptAfterTimeLimit: 60_000, seed: Number(process.env.FUZZ_SEED ?? Date.now()) },
    );
    // It really ran (a loaded CI machine gets through fewer cases inside the time budget).
    expect(runs).toBeGreaterThan(200);
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});
