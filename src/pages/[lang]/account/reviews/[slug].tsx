import { ReviewPage } from '../../../../features/reviews/index.ts';

export default async function WriteReview({ slug }: { slug: string }) {
  return <ReviewPage slug={slug} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
