import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASE_KINDS } from '../helpers/db.ts';

// Issue 30 (Content) as a visitor sees it: per-course syllabi with outcomes, one reference price per card with the
// saving computed from it, and Spanish courses first on /es.

/** The visible text of some HTML: no tags, no React's text separators, entities that matter decoded. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#x27;|&amp;/g, (entity) => ({ '&nbsp;': ' ', '&#x27;': "'", '&amp;': '&' })[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
}

function cards(html: string, testId: 'course-card' | 'bundle-card'): string[] {
  return [...html.matchAll(new RegExp(`<a [^>]*data-testid="${testId}"[^>]*>(.*?)</a>`, 'gs'))].map(
    (match) => match[1]!,
  );
}

const cents = (money: string) => Math.round(Number(money.replace(/[$,\s]/g, '')) * 100);

/** A price block's final price, its struck reference and the saving it states (cents), from its HTML. */
function priceParts(html: string) {
  const struck = [...html.matchAll(/<s(?:\s[^>]*)?>(.*?)<\/s>/gs)].map((match) => text(match[1]!));
  const final = /<strong[^>]*>\s*(\$[\d,]+(?:\.\d\d)?)\s*<\/strong>/.exec(html)?.[1];
  const saving = [...text(html).matchAll(/(?:Ahorras|You save) (\$[\d,]+(?:\.\d\d)?)/g)].map(
    (match) => match[1]!,
  );
  return {
    struck: struck.map((value) => cents(/\$[\d,]+(?:\.\d\d)?/.exec(value)![0])),
    final: final ? cents(final) : undefined,
    saving: saving.map(cents),
  };
}

describe.each(TEST_DATABASE_KINDS)('course content on %s', (kind) => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({}, { database: kind });
  });
  afterAll(async () => {
    await ctx?.app.close();
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it("shows a course's own syllabus with one outcome per module, names as written", async () => {
    const es = (await get('/es/courses/details/annuity-suitability-4h')).body;
    expect(es).toContain('El modelo de mejor interés de la NAIC');
    expect(es).toContain('Explicar las cuatro obligaciones del modelo');
    expect(text(es)).toContain('4 módulos · 4 h de contenido');
    expect(es).not.toMatch(/Introducción:|Marco legal y requisitos de la junta|de la naic/);
    const en = (await get('/en/courses/details/aca-health-essentials-4h')).body;
    expect(en).toContain('The Affordable Care Act in brief');
    expect(en).toContain('Estimate a family');
    const spanish = (await get('/es/courses/details/aca-health-essentials-4h')).body;
    expect(spanish).toContain('La Ley de Cuidado de Salud Asequible en pocas palabras');
    expect(spanish).not.toContain('ley de cuidado de salud asequible');
  });

  it('gives each bundle card one reference price and the saving computed from it', async () => {
    for (const url of [
      '/es/accredited-courses?state=FL&industry=insurance&specialty=2-15',
      '/en/accredited-courses?state=FL&industry=real-estate',
      '/en/accredited-courses?state=FL&industry=mental-health&specialty=lcsw',
    ]) {
      const html = (await get(url)).body;
      const bundles = cards(html, 'bundle-card');
      expect(bundles.length, url).toBeGreaterThan(0);
      let discounted = 0;
      for (const card of [...bundles, ...cards(html, 'course-card')]) {
        const { struck, final, saving } = priceParts(card);
        expect(final, text(card)).toBeDefined();
        // At most one reference price, and a saving exactly when there is one: reference − price.
        expect(struck.length, text(card)).toBeLessThanOrEqual(1);
        expect(saving.length, text(card)).toBe(struck.length);
        if (struck.length === 1) {
          discounted++;
          expect(saving[0], text(card)).toBe(struck[0]! - final!);
        }
        expect(text(card)).not.toMatch(/por separado|separately/);
      }
      expect(discounted, url).toBeGreaterThan(0);
    }
  });

  it("says a bundle page's saving against the same reference price it strikes through", async () => {
    const html = (await get('/es/courses/bundles/fl-2-15-ce-24-hour-package')).body;
    const aside = /<aside[^>]*>(.*?)<\/aside>/s.exec(html)![1]!;
    const { struck, final, saving } = priceParts(aside);
    expect(struck).toEqual([9999]);
    expect(final).toBe(6999);
    expect(saving).toEqual([3000]);
    expect(text(html)).not.toContain('frente a comprar los cursos por separado');
    // The limited-offer button (spec) reads as an action.
    expect(html).toMatch(/data-testid="limited-offer"[^>]*>Aprovechar la oferta: -30%/);
  });

  it('lists Spanish courses first on /es under the default relevance order; /en keeps its order', async () => {
    const languages = (html: string, label: RegExp) =>
      cards(html, 'course-card').map((card) => label.test(text(card)));
    for (const query of [
      'state=FL&industry=insurance&specialty=2-15',
      'state=FL&industry=mental-health&specialty=lcsw',
      'state=FL&industry=real-estate',
    ]) {
      const es = languages((await get(`/es/accredited-courses?${query}`)).body, / · Español\b/);
      expect(es[0], query).toBe(true);
      // Every Spanish course before the first course in another language.
      expect(es.indexOf(false) === -1 || !es.slice(es.indexOf(false)).includes(true), query).toBe(true);
    }
    // English pages are not reordered by language: there, an English course leads the 2-15 catalogue.
    const en = languages(
      (await get('/en/accredited-courses?state=FL&industry=insurance&specialty=2-15')).body,
      / · Spanish\b/,
    );
    expect(en[0]).toBe(false);
    expect(en).toContain(true);
    // Another sort is the same in both languages.
    const slugs = (html: string) =>
      [
        ...html.matchAll(/<a href="\/\w\w\/courses\/details\/([^"?]+)[^"]*"[^>]*data-testid="course-card"/g),
      ].map((match) => match[1]);
    const byPrice = '/accredited-courses?state=FL&industry=insurance&specialty=2-15&sort=price-asc';
    const esByPrice = slugs((await get(`/es${byPrice}`)).body);
    expect(esByPrice.length).toBeGreaterThan(0);
    expect(esByPrice).toEqual(slugs((await get(`/en${byPrice}`)).body));
  });
});
