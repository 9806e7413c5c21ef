// Platform claims shown on marketing pages (spec §1): over 2 million students, over 100,000 reviews, 4.8 average.
export const PLATFORM_CLAIMS = {
  students: 2_000_000,
  reviews: 100_000,
  averageRating: 4.8,
} as const;
