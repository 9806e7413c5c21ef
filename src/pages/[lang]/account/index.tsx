import { AccountPage } from '../../../features/account/index.ts';

export default async function Account() {
  return <AccountPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
