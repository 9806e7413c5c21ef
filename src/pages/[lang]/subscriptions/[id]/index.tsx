import { SubscriptionPage } from '../../../../features/subscriptions/index.ts';

export default async function Subscription({ id }: { id: string }) {
  return <SubscriptionPage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
