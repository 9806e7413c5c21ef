import { describe, expect, it } from 'vitest';
import { COURSES, INSTRUCTORS, SPECIALTIES, STATES } from '../../src/db/seed/data.ts';
import { demoReviewsFor, newReviewLedger } from '../../src/db/seed/reviews.ts';
import { syllabusFor } from '../../src/db/seed/syllabi.ts';
import { REVIEW_MESSAGES, reviewerName, validateReview } from '../../src/domain/reviews/index.ts';

// Issue 30: what a learner types into a review, the name it shows, and the demo reviews written per course.

describe('a review as typed', () => {
  it('needs a whole rating from 1 to 5 and 20 to 2000 characters of text', () => {
    expect(validateReview({ rating: '4', text: '  Muy claro y práctico, lo recomiendo.  ' })).toEqual({
      ok: true,
      review: { rating: 4, text: 'Muy claro y práctico, lo recomiendo.' },
    });
    for (const rating of ['', '0', '6', '4.5', 'five', ' 3x'])
      expect(validateReview({ rating, text: 'x'.repeat(40) })).toMatchObject({
        ok: false,
        errors: { rating: 'rating_required' },
      });
    expect(validateReview({ rating: '5', text: '   ' })).toMatchObject({ errors: { text: 'text_required' } });
    expect(validateReview({ rating: '5', text: 'Muy bueno.' })).toMatchObject({
      errors: { text: 'text_too_short' },
    });
    expect(validateReview({ rating: '5', text: 'a'.repeat(2001) })).toMatchObject({
      errors: { text: 'text_too_long' },
    });
    // Characters, not bytes: 20 accented letters are enough.
    expect(validateReview({ rating: '5', text: 'ñ'.repeat(20) }).ok).toBe(true);
  });

  it('has every message in both languages', () => {
    expect(Object.keys(REVIEW_MESSAGES.es).sort()).toEqual(Object.keys(REVIEW_MESSAGES.en).sort());
  });

  it('shows the first name and an initial', () => {
    expect(reviewerName('María José López')).toBe('María L.');
    expect(reviewerName('John Carter')).toBe('John C.');
    expect(reviewerName('  Ana  ')).toBe('Ana');
    expect(reviewerName('')).toBe('');
  });
});

describe('demo reviews written per course', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const industry = new Map(SPECIALTIES.map((specialty) => [specialty.slug, specialty.industry]));
  let state = 7;
  const random = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  const ledger = newReviewLedger();
  const written = COURSES.map((course) => {
    const first = STATES.find((s) => s.code === (course.states?.[0] ?? 'FL'))!;
    const launchedAt = new Date('2025-09-01T00:00:00Z');
    return {
      course,
      launchedAt,
      reviews: demoReviewsFor(
        {
          titleEs: course.titleEs,
          titleEn: course.titleEn,
          descriptionEs: course.descriptionEs,
          descriptionEn: course.descriptionEn,
          language: course.language,
          hours: course.hours,
          type: course.type,
          specialty: course.specialty,
          industry: industry.get(course.specialty)!,
          instructor: INSTRUCTORS.find((i) => i.slug === course.instructor)?.name ?? null,
          modules: syllabusFor(course.key).map((module) => [module.titleEs, module.titleEn] as const),
          stateEs: first.nameEs,
          stateEn: first.nameEn,
        },
        { count: 10, rating: () => 1 + Math.floor(random() * 5), random, ledger, launchedAt, now },
      ),
    };
  });

  it('never repeats a sentence or a reviewer across the catalogue', () => {
    const sentences = written.flatMap(({ reviews }) =>
      reviews.flatMap((review) => review.text.split(/(?<=[.!?])\s+/)),
    );
    expect(new Set(sentences).size).toBe(sentences.length);
    const names = written.flatMap(({ reviews }) => reviews.map((review) => review.authorName));
    expect(new Set(names).size).toBe(names.length);
  });

  it('dates reviews between the launch and yesterday, in the language a reviewer writes', () => {
    for (const { launchedAt, reviews } of written)
      for (const review of reviews) {
        expect(review.createdAt.getTime()).toBeGreaterThan(launchedAt.getTime());
        expect(review.createdAt.getTime()).toBeLessThan(now.getTime());
        expect(review.text.length).toBeGreaterThan(10);
        expect(review.text).not.toMatch(/undefined|null|\$\{| de el | a el /);
      }
  });

  it('speaks of the course’s own subject', () => {
    const medicare = written.find(({ course }) => course.key === 'medicare-supplement-advantage-3h')!;
    expect(medicare.reviews.some((review) => /Medicare|CMS/.test(review.text))).toBe(true);
  });
});
