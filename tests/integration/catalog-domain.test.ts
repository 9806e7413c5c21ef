import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { addReview } from '../../src/domain/catalog/changes.ts';
import {
  catalogResults,
  featuredBundles,
  featuredCourses,
  featuredInstructors,
  getBundleDetail,
  getCourseDetail,
  listIndustries,
  listSpecialties,
  listStates,
  providersFor,
  recentReviews,
  searchCatalog,
  searchSuggestions,
} from '../../src/domain/catalog/index.ts';
import { sumCreditHours } from '../../src/domain/credit-hours.ts';
import { createDomainEvents } from '../../src/domain/events.ts';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../helpers/db.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe.each(TEST_DATABASE_KINDS)('catalogue queries on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('walks state → industry → specialty and finds cards with prices and ratings', async () => {
    const { db } = database;
    const states = await listStates(db, 'es');
    expect(states[0]).toMatchObject({ code: 'FL', name: 'Florida' });
    expect(states.find((s) => s.code === 'NY')?.courseCount).toBe(0);
    const industries = await listIndustries(db, 'en', { state: 'FL', type: 'continuing_education' });
    const insurance = industries.find((i) => i.slug === 'insurance')!;
    expect(insurance.name).toBe('Insurance');
    const specialties = await listSpecialties(db, 'es', { industryId: insurance.id, state: 'FL' });
    expect(specialties.map((s) => s.slug)).toEqual(['2-14', '2-15', '2-20', '2-40']);
    const s215 = specialties.find((s) => s.slug === '2-15')!;
    const pre = await catalogResults(db, 'es', {
      state: 'FL',
      industryId: insurance.id,
      specialtyId: s215.id,
      type: 'pre_licensing',
      now: NOW,
    });
    expect(pre.courses.length).toBe(3);
    expect(pre.courses.every((c) => c.hours === '60' && c.courseCode === '215')).toBe(true);
    const discounted = pre.courses.find((c) => c.language === 'en')!;
    expect(discounted.price).toMatchObject({ regularCents: 14999, finalCents: 10499, discountPercent: 30 });
    expect(discounted.rating.count).toBeGreaterThan(0);
    const ce = await catalogResults(db, 'en', {
      state: 'FL',
      industryId: insurance.id,
      specialtyId: s215.id,
      type: 'continuing_education',
      now: NOW,
    });
    expect(ce.courses.length).toBeGreaterThan(3);
    expect(ce.bundles.length).toBeGreaterThan(0);
    const bundle = ce.bundles[0]!;
    const detail = await getBundleDetail(db, 'en', bundle.slug, { now: NOW });
    expect(detail!.hours).toBe(sumCreditHours(detail!.courses.map((c) => c.hours)));
    const weighted =
      detail!.courses.reduce((sum, c) => sum + c.rating.average * c.rating.count, 0) /
      detail!.courses.reduce((sum, c) => sum + c.rating.count, 0);
    expect(detail!.rating.average).toBeCloseTo(weighted, 1);
    expect(detail!.rating.count).toBe(detail!.courses.reduce((sum, c) => sum + c.rating.count, 0));
  });

  it('gives the regular price once a campaign has expired', async () => {
    const course = await getCourseDetail(database.db, 'en', 'fl-2-14-pre-licensing-es', { now: NOW });
    expect(course!.price).toMatchObject({ regularCents: 11999, finalCents: 11999, source: null });
    const duringCampaign = await getCourseDetail(database.db, 'en', 'fl-2-14-pre-licensing-es', {
      now: new Date('2025-11-28T12:00:00Z'),
    });
    expect(duringCampaign!.price).toMatchObject({ finalCents: 7199, source: 'campaign' });
  });

  it('lists providers with numbers, or none for a state without courses', async () => {
    const fl = await providersFor(database.db, 'es', { state: 'FL' });
    expect(fl.map((p) => p.providerNumber)).toContain('BAP 50-18734');
    expect(await providersFor(database.db, 'es', { state: 'NY' })).toEqual([]);
  });

  it('finds multi-state course details with modules, states and reviews; unknown ids give undefined', async () => {
    const course = await getCourseDetail(database.db, 'es', 'annuity-suitability-4h');
    expect(course!.states.length).toBeGreaterThan(1);
    expect(course!.modules.length).toBeGreaterThan(0);
    expect(course!.reviews.length).toBeGreaterThan(0);
    expect(await getCourseDetail(database.db, 'es', String(course!.id))).toMatchObject({
      slug: course!.slug,
    });
    expect(await getCourseDetail(database.db, 'es', 'no-such-course')).toBeUndefined();
    expect(await getCourseDetail(database.db, 'es', "x'; drop table courses;--")).toBeUndefined();
    expect(await getCourseDetail(database.db, 'es', '99999999')).toBeUndefined();
    expect(await getBundleDetail(database.db, 'es', 'NOPE')).toBeUndefined();
  });

  it('searches accent- and case-insensitively across courses, specialities and bundles', async () => {
    const result = await searchCatalog(database.db, 'es', 'psicologia');
    expect(result.specialties.map((s) => s.name)).toContain('Psicología');
    expect(result.courses.some((c) => c.title.includes('Psicología'))).toBe(true);
    const upper = await searchCatalog(database.db, 'es', 'ÉTICA');
    expect(upper.courses.length).toBeGreaterThan(0);
    expect((await searchCatalog(database.db, 'es', '2-15')).bundles.length).toBeGreaterThan(0);
    expect(await searchCatalog(database.db, 'es', 'zzzxqy')).toMatchObject({
      courses: [],
      bundles: [],
      specialties: [],
    });
    expect((await searchCatalog(database.db, 'es', '%%%')).courses).toEqual([]);
    const suggestions = await searchSuggestions(database.db, 'en', 'flood');
    expect(suggestions[0]).toMatchObject({
      kind: 'course',
      href: '/courses/details/flood-insurance-nfip-3h',
    });
  });

  it('serves the home sections and updates ratings when a review is added', async () => {
    expect((await featuredCourses(database.db, 'es')).length).toBeGreaterThan(3);
    expect((await featuredBundles(database.db, 'es')).length).toBeGreaterThan(2);
    expect((await featuredInstructors(database.db, 'en'))[0]!.learners).toBeGreaterThan(0);
    const before = await getCourseDetail(database.db, 'en', 'grief-and-loss-3h');
    const events = createDomainEvents();
    const announced: string[] = [];
    events.subscribe((event) => announced.push(event.type));
    await addReview(database.db, events, {
      courseId: before!.id,
      rating: 1,
      text: 'Not for me.',
      authorName: 'Test R.',
      language: 'en',
    });
    const after = await getCourseDetail(database.db, 'en', 'grief-and-loss-3h');
    expect(after!.rating.count).toBe(before!.rating.count + 1);
    expect(announced).toEqual(['catalog.changed']);
    expect(after!.rating.average).toBeLessThan(before!.rating.average);
    expect((await recentReviews(database.db, 'es', { state: 'FL' })).length).toBe(6);
  });
});
