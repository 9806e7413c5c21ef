import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { discountCodes, leadSubmissions, newsletterSubscribers } from '../../src/db/schema/leads.ts';
import { redeemDiscountCode } from '../../src/domain/discount-codes.ts';
import { buildTestApp } from '../helpers/app.ts';
import { parseXml } from '../helpers/xml.ts';

// Audience pages, SEO tags, sitemap/robots and the forms, on buildApp() + inject (npm run build first).
let app: FastifyInstance;
let database: Database;
let base: string;

beforeAll(async () => {
  const built = await buildTestApp({ PUBLIC_URL: 'https://quest.test' });
  app = built.app;
  database = built.database;
  base = built.config.PUBLIC_URL.replace(/\/$/, '');
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

/** Spec §2 static routes (unprefixed). */
const SPEC_STATIC_ROUTES = [
  '/',
  '/about',
  '/study',
  '/terms',
  '/privacy',
  '/creators',
  '/partners',
  '/companies',
  '/pre-licensing',
  '/refund-policy',
  '/questers',
  '/questers/apply',
  '/questers/terms',
  '/questers/signup',
  '/affiliates',
  '/affiliates/apply',
  '/courses/redirect',
  '/deferred-success',
  '/opencampus',
  '/opencampus/callback',
  '/referral-program',
  '/courses/categories',
  '/insurance-agencies',
  '/continuing-education',
  '/courses-for-migrants',
  '/accredited-courses',
  '/embed/accredited-courses',
  '/courses/SuccessfulPurchase',
  '/payments/studioPricingTable',
  '/receipts/PhoneNumber',
];

/** The routes this work built: each must exist. */
const AUDIENCE_ROUTES = [
  '/study',
  '/creators',
  '/partners',
  '/companies',
  '/pre-licensing',
  '/questers',
  '/questers/apply',
  '/questers/terms',
  '/questers/signup',
  '/affiliates',
  '/affiliates/apply',
  '/courses/redirect',
  '/deferred-success',
  '/referral-program',
  '/insurance-agencies',
  '/continuing-education',
  '/courses-for-migrants',
  '/courses/SuccessfulPurchase',
  '/payments/studioPricingTable',
];

const PAGES = path.resolve(import.meta.dirname, '../../src/pages/[lang]');
function pageExists(route: string): boolean {
  if (route === '/') return existsSync(path.join(PAGES, 'index.tsx'));
  return existsSync(path.join(PAGES, `${route}.tsx`)) || existsSync(path.join(PAGES, route, 'index.tsx'));
}

// The OCID callback is a redirect step of sign-in, not a page one lands on.
const EXISTING = SPEC_STATIC_ROUTES.filter((route) => route !== '/opencampus/callback' && pageExists(route));

function headOf(html: string) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
    ogTitle: /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1],
    twitterCard: /<meta name="twitter:card" content="([^"]*)"/.exec(html)?.[1],
  };
}

describe('static routes of spec §2', () => {
  it('include every audience route', () => {
    for (const route of AUDIENCE_ROUTES) expect(pageExists(route), route).toBe(true);
    expect(EXISTING.length).toBeGreaterThanOrEqual(AUDIENCE_ROUTES.length);
  });

  for (const locale of ['es', 'en'] as const) {
    it(`answer 200 in ${locale} with their own title, canonical URL and alternates`, async () => {
      const titles = new Map<string, string>();
      for (const route of EXISTING) {
        const url = route === '/' ? `/${locale}` : `/${locale}${route}`;
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        // No link to a placeholder host (reserved .example names stood in for partners' sites).
        expect(response.body, `${url} placeholder host`).not.toMatch(/href="[^"]*\.example\b/);
        const head = headOf(response.body);
        expect(head.title, `${url} title`).not.toBe('');
        expect(head.canonical, `${url} canonical`).toBe(`${base}${url}`);
        expect(head.alternates, `${url} alternates`).toEqual({
          es: `${base}${route === '/' ? '/es' : `/es${route}`}`,
          en: `${base}${route === '/' ? '/en' : `/en${route}`}`,
          'x-default': `${base}${route === '/' ? '/es' : `/es${route}`}`,
        });
        if (AUDIENCE_ROUTES.includes(route)) {
          expect(head.description.length, `${url} description`).toBeGreaterThan(50);
          expect(head.ogTitle, `${url} og:title`).toBe(head.title);
          expect(head.twitterCard).toBe('summary_large_image');
          expect(titles.has(head.title), `${url} repeats the title of ${titles.get(head.title)}`).toBe(false);
          titles.set(head.title, url);
        }
      }
    });
  }

  it('say different things in Spanish and English', async () => {
    for (const route of AUDIENCE_ROUTES) {
      const [es, en] = await Promise.all([get(`/es${route}`), get(`/en${route}`)]);
      expect(headOf(es.body).title, route).not.toBe(headOf(en.body).title);
      expect(es.body).toContain('<html lang="es"');
      expect(en.body).toContain('<html lang="en"');
    }
  });

  it('carry JSON-LD where it fits: Organization, BreadcrumbList, FAQPage', async () => {
    const html = (await get('/en/questers')).body;
    const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}'),
    );
    const types = blocks.map((block) => block['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'FAQPage']));
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(20);
  });

  it('keep transactional pages out of indexes', async () => {
    for (const route of ['/deferred-success', '/courses/SuccessfulPurchase', '/courses/redirect']) {
      expect((await get(`/en${route}`)).body, route).toContain(
        '<meta name="robots" content="noindex, nofollow"/>',
      );
    }
  });

  it('show the spec claims and the desktop course-access message', async () => {
    const es = (await get('/es/study')).body;
    expect(es).toContain('100K+');
    expect(es).toContain('2M+');
    expect((await get('/es/courses/redirect')).body).toContain(
      'Debes acceder al curso desde un dispositivo móvil',
    );
    expect((await get('/en/courses/redirect')).body).toContain(
      'You must access the course from a mobile device',
    );
  });

  it('render calculator results on the server from the query (no JavaScript needed)', async () => {
    const companies = (await get('/en/companies?users=50')).body;
    expect(companies).toContain('$519.50'); // 50 × $9.99 + $20
    const questers = (await get('/en/questers?category=2&audience=2')).body;
    expect(questers).toContain('$84,500');
    const migrants = (await get('/en/courses-for-migrants?plan=semiannual')).body;
    expect(migrants).toMatch(/data-plan="semiannual" data-selected="true"/);
  });

  it('print money and numbers in Spanish exactly as the catalogue does ($9.99, not $9,99)', async () => {
    const companies = (await get('/es/companies?users=50')).body;
    expect(companies).toContain('$519.50');
    expect(companies).toContain('$9.99 por usuario al mes');
    expect(companies).toContain('10,000');
    const questers = (await get('/es/questers?category=2&audience=2')).body;
    expect(questers).toContain('$84,500');
    expect(questers).toContain('$99.99');
    expect((await get('/es/affiliates')).body).toContain('$119.99');
    for (const page of [companies, questers]) {
      expect(page).not.toMatch(/\$\d{1,3}(\.\d{3})*,\d{2}\b|\$\d{1,3}\.\d{3}\b/);
    }
  });
});

interface LdBlock {
  '@type'?: string;
  itemListElement?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** The JSON-LD blocks of a page, parsed; each script must carry the response's CSP nonce. */
function jsonLdOf(html: string): LdBlock[] {
  return [...html.matchAll(/<script([^>]*)type="application\/ld\+json"([^>]*)>([^<]*)<\/script>/g)].map(
    (m) => {
      expect(`${m[1]}${m[2]}`).toMatch(/nonce="[^"]+"/);
      return JSON.parse(m[3] ?? '{}');
    },
  );
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<');

/** The visible breadcrumb trail: each step's text and link (none for the current page). */
function visibleCrumbs(html: string) {
  const nav = /<nav aria-label="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
    name: unescapeHtml((m[1] ?? '').replace(/<[^>]+>/g, '').trim()),
    href: /href="([^"]+)"/.exec(m[1] ?? '')?.[1],
  }));
}

const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
const canonicalOf = (html: string) =>
  unescapeHtml(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '');

describe('discovery (issue 30)', () => {
  it('gives course and bundle pages a BreadcrumbList that matches their visible breadcrumbs, in their locale', async () => {
    for (const url of [
      '/en/courses/details/annuity-suitability-4h',
      '/es/courses/bundles/fl-2-15-ce-24-hour-package',
    ]) {
      const html = (await get(url)).body;
      const crumbs = visibleCrumbs(html);
      expect(crumbs.length, url).toBeGreaterThanOrEqual(3);
      const list = jsonLdOf(html).find((block) => block['@type'] === 'BreadcrumbList');
      expect(list, url).toBeDefined();
      expect(list?.itemListElement, url).toEqual(
        crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: `${base}${unescapeHtml(crumb.href ?? url)}`,
        })),
      );
    }
    const es = visibleCrumbs((await get('/es/courses/bundles/fl-2-15-ce-24-hour-package')).body);
    expect(es[0]?.name).toBe('Cursos acreditados');
    const en = visibleCrumbs((await get('/en/courses/details/annuity-suitability-4h')).body);
    expect(en[0]?.name).toBe('Accredited courses');
  });

  it('gives a catalogue listing an ItemList of its products, in order, with absolute URLs', async () => {
    const url = '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15';
    const html = (await get(url)).body;
    const list = jsonLdOf(html).find((block) => block['@type'] === 'ItemList');
    expect(list).toBeDefined();
    // The cards in page order: bundles, then courses.
    const cards = [...html.matchAll(/<a href="([^"?]+)[^"]*"[^>]*data-testid="(?:course|bundle)-card"/g)].map(
      (m) => `${base}${m[1]}`,
    );
    expect(cards.length).toBeGreaterThan(1);
    expect(list?.numberOfItems).toBe(cards.length);
    expect(list?.itemListElement?.map((item) => item.url)).toEqual(cards);
    expect(list?.itemListElement?.map((item) => item.position)).toEqual(cards.map((_, index) => index + 1));
    // The unfiltered catalogue lists states, not products: no ItemList there.
    const root = (await get('/es/accredited-courses')).body;
    expect(jsonLdOf(root).some((block) => block['@type'] === 'ItemList')).toBe(false);
  });

  it('makes the Organization logo absolute and names the US audience in og:locale', async () => {
    for (const url of ['/es', '/en/questers']) {
      const html = (await get(url)).body;
      const organization = jsonLdOf(html).find((block) => block['@type'] === 'Organization');
      expect(organization?.logo, url).toBe(`${base}/favicon.svg`);
      expect(organization?.url, url).toBe(base);
    }
    const es = (await get('/es/about')).body;
    expect(es).toContain('<meta property="og:locale" content="es_US"/>');
    expect(es).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    const en = (await get('/en/about')).body;
    expect(en).toContain('<meta property="og:locale" content="en_US"/>');
    expect(en).toContain('<meta property="og:locale:alternate" content="es_US"/>');
    expect(`${es}${en}`).not.toContain('es_ES');
  });

  it('indexes a filtered listing worth it at its own URL, and keeps stacked facets out with noindex, follow', async () => {
    const florida = (await get('/es/accredited-courses?industry=insurance&state=FL&utm_source=news')).body;
    expect(canonicalOf(florida)).toBe(`${base}/es/accredited-courses?state=FL&industry=insurance`);
    expect(robotsOf(florida)).toBeUndefined();
    expect(headOf(florida).title).toContain('en Florida');
    expect(headOf(florida).alternates.en).toBe(
      `${base}/en/accredited-courses?state=FL&amp;industry=insurance`,
    );
    const state = (await get('/en/accredited-courses?state=FL')).body;
    expect(canonicalOf(state)).toBe(`${base}/en/accredited-courses?state=FL`);
    expect(robotsOf(state)).toBeUndefined();
    expect(headOf(state).title).toBe('Accredited courses in Florida · Quest');

    const stacked = (await get('/es/accredited-courses?state=FL&industry=insurance&type=pre-licensing')).body;
    expect(robotsOf(stacked)).toBe('noindex, follow');
    expect(canonicalOf(stacked)).toBe(
      `${base}/es/accredited-courses?state=FL&industry=insurance&type=pre-licensing`,
    );
    for (const url of [
      '/es/accredited-courses?state=FL&industry=insurance&page=2',
      '/es/accredited-courses?state=ZZ',
      '/es/accredited-courses?state=NY&industry=insurance',
      '/es/search?q=seguros',
    ]) {
      expect(robotsOf((await get(url)).body), url).toBe('noindex, follow');
    }
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every public page in both locales with alternates, as well-formed XML', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const root = parseXml(response.body);
    expect(root.name).toBe('urlset');
    expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = root.children.map((url) => {
      const loc = url.children.find((child) => child.name === 'loc')?.text ?? '';
      const links = url.children
        .filter((child) => child.name === 'xhtml:link')
        .map((link) => link.attributes);
      return { loc, links };
    });
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const route of AUDIENCE_ROUTES.filter(
      (r) => !['/deferred-success', '/courses/SuccessfulPurchase', '/courses/redirect'].includes(r),
    )) {
      expect(locs).toContain(`${base}/es${route}`);
      expect(locs).toContain(`${base}/en${route}`);
    }
    for (const url of urls) {
      expect(url.links.map((link) => link.hreflang).sort()).toEqual(['en', 'es', 'x-default']);
    }
    // Catalogue pages: every course, bundle and specialty.
    expect(locs.some((loc) => loc.includes('/courses/details/'))).toBe(true);
    expect(locs.some((loc) => loc.includes('/courses/bundles/'))).toBe(true);
    expect(locs.some((loc) => loc.includes('/accredited-courses/specialities/'))).toBe(true);
    expect(locs.some((loc) => /receipts|certificates|learners|invitations/.test(loc))).toBe(false);
  });

  it('every URL in it answers 200', async () => {
    const root = parseXml((await get('/sitemap.xml')).body);
    const locs = root.children.map((url) => url.children.find((child) => child.name === 'loc')?.text ?? '');
    const failures: string[] = [];
    for (const loc of locs) {
      const response = await get(loc.slice(base.length));
      if (response.statusCode !== 200) failures.push(`${response.statusCode} ${loc}`);
      // A catalogue listing in the sitemap is indexable and canonical to itself (decision 056).
      if (/\/accredited-courses(\?|$)/.test(loc)) {
        if (robotsOf(response.body)) failures.push(`noindex ${loc}`);
        if (canonicalOf(response.body) !== loc)
          failures.push(`canonical ${canonicalOf(response.body)} ≠ ${loc}`);
      }
    }
    expect(locs.some((loc) => loc.includes('/accredited-courses?state=FL&industry=insurance'))).toBe(true);
    expect(failures).toEqual([]);
  }, 180_000);

  it('robots.txt points to the sitemap and keeps personal pages out', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${base}/sitemap.xml`);
    // The one list of personal pages (src/routes.ts): a prefix rule covers the page and everything under it.
    const rules = response.body.split('\n');
    for (const area of [
      'receipts',
      'certificates',
      'learners',
      'invitations',
      'courses/buy',
      'opencampus/callback',
    ]) {
      for (const prefix of ['', '/es', '/en']) expect(rules).toContain(`Disallow: ${prefix}/${area}`);
    }
    expect(rules).not.toContain('Disallow: /es/payments');
  });
});

function post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      origin: 'http://localhost:80',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: headers['x-test-ip'] ?? '10.0.0.1',
  });
}

const goodCompany = {
  fullName: 'Ana Pérez',
  email: 'ana@acme.example',
  phone: '+1 305 555 0142',
  company: 'Acme',
  employees: '40',
};

describe('apply / sign-up forms', () => {
  it('reject bad input with the exact messages, in English and Spanish', async () => {
    const en = await post('/forms/companies?lang=en', {
      ...goodCompany,
      email: 'ana@acme',
      phone: '305 555 0142',
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().messages).toEqual({
      email: 'A valid email is required',
      phone: 'You must enter the phone number with his code',
    });
    const short = await post('/forms/companies?lang=en', { ...goodCompany, phone: '+1 23' });
    expect(short.json().messages).toEqual({ phone: 'You must enter a valid phone number' });
    const empty = await post('/forms/questers-apply?lang=en', { ...goodCompany, idea: '' });
    expect(empty.json().messages._form).toBe('Empty data exists');
    const es = await post('/forms/companies?lang=es', { ...goodCompany, email: '' });
    expect(es.json().messages).toEqual({
      _form: 'Hay datos vacíos',
      email: 'Se requiere un correo electrónico válido',
    });
  });

  it('store good input once, however often it is sent', async () => {
    const first = await post('/forms/companies?lang=en', goodCompany);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    await post('/forms/companies?lang=en', {
      ...goodCompany,
      email: 'ANA@acme.example',
      company: 'Acme Inc',
    });
    const rows = await database.db
      .select()
      .from(leadSubmissions)
      .where(eq(leadSubmissions.email, 'ana@acme.example'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'companies',
      fullName: 'Ana Pérez',
      phone: '+13055550142',
      locale: 'en',
    });
    expect(rows[0]?.data.company).toBe('Acme Inc');
  });

  it('store each kind of form', async () => {
    const forms: Record<string, Record<string, string>> = {
      'questers-apply': {
        ...goodCompany,
        email: 'q@x.example',
        category: '3',
        audience: '1',
        idea: 'Excel para contadores',
      },
      'questers-signup': { ...goodCompany, email: 's@x.example', plan: 'plus' },
      'affiliates-apply': { ...goodCompany, email: 'a@x.example', channel: 'tiktok.com/@ana', audience: '2' },
    };
    for (const [kind, form] of Object.entries(forms)) {
      const response = await post(`/forms/${kind}?lang=es`, form, { 'x-test-ip': '10.0.0.2' });
      expect(response.statusCode, kind).toBe(200);
      const rows = await database.db
        .select()
        .from(leadSubmissions)
        .where(eq(leadSubmissions.email, form.email ?? ''));
      expect(rows.map((row) => row.kind)).toEqual([kind]);
    }
  });

  it('work without JavaScript: a plain post is redirected to its page, which shows the outcome', async () => {
    const bad = await post(
      '/forms/companies?lang=en&return=/companies',
      { ...goodCompany, phone: '305' },
      { accept: 'text/html' },
    );
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(
      '/en/companies?form=companies&errors=phone%3Aphone_code#companies-form',
    );
    const page = await get(String(bad.headers.location).replace(/#.*/, ''));
    expect(page.body).toContain('You must enter the phone number with his code');
    const good = await post(
      '/forms/companies?lang=en&return=//evil.example',
      { ...goodCompany, email: 'b@acme.example' },
      { accept: 'text/html' },
    );
    expect(good.headers.location).toBe('/en?form=companies&sent=1#companies-form');
    const sent = await get('/en/companies?form=companies&sent=1');
    expect(sent.body).toContain('Thank you! We will talk soon');
  });

  it('refuse cross-site posts', async () => {
    const evil = await post(
      '/forms/companies?lang=en',
      { ...goodCompany, email: 'c@acme.example' },
      { origin: 'https://evil.example' },
    );
    expect(evil.statusCode).toBe(403);
    const fetchSite = await post(
      '/forms/newsletter?lang=en',
      { email: 'c@acme.example' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchSite.statusCode).toBe(403);
    const rows = await database.db
      .select()
      .from(leadSubmissions)
      .where(eq(leadSubmissions.email, 'c@acme.example'));
    expect(rows).toHaveLength(0);
  });

  it('rate-limit floods per address', async () => {
    const form = { ...goodCompany, email: 'flood@acme.example' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post('/forms/companies?lang=en', form, { 'x-test-ip': '10.0.0.3' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('rate-limit floods per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push(
        (await post('/forms/newsletter?lang=en', { email: `ip${i}@x.example` }, { 'x-test-ip': '10.0.0.4' }))
          .statusCode,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('newsletter', () => {
  it("rejects a bad address with 'Invalid email' / 'Correo electrónico no válido'", async () => {
    const en = await post('/forms/newsletter?lang=en', { email: 'ana@example' }, { 'x-test-ip': '10.0.0.5' });
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('Invalid email');
    const es = await post(
      '/forms/newsletter?lang=es',
      { email: 'ana example.com' },
      { 'x-test-ip': '10.0.0.5' },
    );
    expect(es.json().message).toBe('Correo electrónico no válido');
  });

  it('thanks the subscriber and stores the address once', async () => {
    const en = await post(
      '/forms/newsletter?lang=en',
      { email: 'News@Example.com', source: 'footer' },
      { 'x-test-ip': '10.0.0.5' },
    );
    expect(en.json()).toEqual({ ok: true, message: 'Thanks for subscribing!' });
    const es = await post(
      '/forms/newsletter?lang=es',
      { email: 'news@example.com', source: 'modal' },
      { 'x-test-ip': '10.0.0.5' },
    );
    expect(es.json()).toEqual({ ok: true, message: '¡Gracias por suscribirte!' });
    const rows = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'news@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('shows the thanks in the footer after a no-JavaScript post', async () => {
    const response = await post(
      '/forms/newsletter?lang=es&return=/study',
      { email: 'nojs@example.com', source: 'footer' },
      { accept: 'text/html', 'x-test-ip': '10.0.0.5' },
    );
    expect(response.headers.location).toBe('/es/study?newsletter=ok&via=footer#newsletter');
    expect((await get('/es/study?newsletter=ok&via=footer')).body).toContain('¡Gracias por suscribirte!');
  });
});

describe('10%-off discount code', () => {
  it('gives a unique code valid for a year, the same one when asked again, redeemable once', async () => {
    const first = await post(
      '/forms/discount?lang=en',
      { email: 'deal@example.com' },
      { 'x-test-ip': '10.0.0.6' },
    );
    expect(first.statusCode).toBe(200);
    const { code, percentOff, expiresAt } = first.json();
    expect(code).toMatch(/^QUEST10-[A-Z0-9]{8}$/);
    expect(percentOff).toBe(10);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    const again = await post(
      '/forms/discount?lang=en',
      { email: 'DEAL@example.com' },
      { 'x-test-ip': '10.0.0.6' },
    );
    expect(again.json().code).toBe(code);
    const other = await post(
      '/forms/discount?lang=en',
      { email: 'other@example.com' },
      { 'x-test-ip': '10.0.0.6' },
    );
    expect(other.json().code).not.toBe(code);

    expect(await redeemDiscountCode(database.db, code.toLowerCase(), { redeemedBy: 'order-1' })).toEqual({
      ok: true,
      percentOff: 10,
      code,
    });
    expect(await redeemDiscountCode(database.db, code, { redeemedBy: 'order-2' })).toEqual({
      ok: false,
      reason: 'already_applied',
    });
    expect(await redeemDiscountCode(database.db, 'QUEST10-NOTACODE', { redeemedBy: 'order-3' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await redeemDiscountCode(database.db, '  ', { redeemedBy: 'order-4' })).toEqual({
      ok: false,
      reason: 'empty',
    });
    const rows = await database.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(rows[0]?.redeemedBy).toBe('order-1');
  });

  it('does not redeem an expired code', async () => {
    const issued = await post(
      '/forms/discount?lang=en',
      { email: 'late@example.com' },
      { 'x-test-ip': '10.0.0.7' },
    );
    const { code } = issued.json();
    const nextYear = new Date(Date.now() + 366 * 86_400_000);
    expect(await redeemDiscountCode(database.db, code, { redeemedBy: 'order-9', now: nextYear })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
