import { QuesterUpgradePage } from '../../../../features/subscriptions/index.ts';

export default async function QuesterUpgrade({ id }: { id: string }) {
  return <QuesterUpgradePage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
