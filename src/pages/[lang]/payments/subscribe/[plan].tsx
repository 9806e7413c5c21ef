import { SubscribePage } from '../../../../features/subscriptions/index.ts';

export default async function Subscribe({ plan }: { plan: string }) {
  return <SubscribePage plan={plan} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
