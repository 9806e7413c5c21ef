// Review-weighted ratings (spec §3): ReviewsAverage × ReviewsCount combine across items into one average and
// one total, e.g. a bundle's rating from its courses'.

export interface RatingSummary {
  /** 0 when there are no reviews; otherwise 1–5 with two decimals. */
  average: number;
  count: number;
}

export function combineRatings(
  items: ReadonlyArray<{ average: number | string; count: number }>,
): RatingSummary {
  let weighted = 0;
  let count = 0;
  for (const item of items) {
    const average = Number(item.average);
    if (!Number.isFinite(average) || !Number.isFinite(item.count) || item.count <= 0) continue;
    weighted += average * item.count;
    count += item.count;
  }
  if (count === 0) return { average: 0, count: 0 };
  return { average: Math.round((weighted / count) * 100) / 100, count };
}
