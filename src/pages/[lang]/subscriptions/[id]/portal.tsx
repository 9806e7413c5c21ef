import { PortalPage } from '../../../../features/subscriptions/index.ts';

export default async function Portal({ id }: { id: string }) {
  return <PortalPage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
