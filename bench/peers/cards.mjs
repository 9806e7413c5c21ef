// The 60 course cards both bench peers render (issue 14): the fields a Quest catalogue card shows.
const TOPICS = ['Annuity suitability', 'Ethics for agents', 'Flood insurance', 'Long-term care', 'Medicare'];
const STATES = ['FL', 'TX', 'CA', 'NY', 'GA', 'OH'];

export function cards() {
  return Array.from({ length: 60 }, (_, i) => {
    const topic = TOPICS[i % TOPICS.length];
    return {
      slug: `${topic.toLowerCase().replaceAll(' ', '-')}-${i}`,
      title: `${topic} — ${2 + (i % 8)} hour CE course`,
      provider: `Provider ${1 + (i % 7)}`,
      state: STATES[i % STATES.length],
      hours: 2 + (i % 8),
      priceCents: 1999 + i * 100,
      rating: 4 + (i % 10) / 10,
      reviews: 10 + i * 3,
      image: `/images/courses/cover-${i % 9}.svg`,
    };
  });
}

export function price(cents) {
  return `$${(cents / 100).toFixed(2)}`;
}
