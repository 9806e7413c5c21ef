import type { BundleDetail, CourseDetail } from '../../domain/catalog/index.ts';

// schema.org Course with its Offer and AggregateRating (Google's course rich results).

export function courseJsonLd(course: CourseDetail | BundleDetail, url: string, provider: { name: string }) {
  const offer = {
    '@type': 'Offer',
    category: 'Paid',
    price: (course.price.finalCents / 100).toFixed(2),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url,
    ...(course.price.endsAt ? { priceValidUntil: course.price.endsAt.toISOString().slice(0, 10) } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    url,
    provider: { '@type': 'Organization', name: provider.name },
    ...('language' in course ? { inLanguage: course.language } : {}),
    timeRequired: `PT${Math.round(Number(course.hours))}H`,
    offers: [offer],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseWorkload: `PT${Math.round(Number(course.hours))}H`,
      },
    ],
    ...(course.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: course.rating.average.toFixed(2),
            reviewCount: course.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
