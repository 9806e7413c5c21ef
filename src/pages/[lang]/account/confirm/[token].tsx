import { ConfirmAddressPage } from '../../../../features/account/index.ts';

export default async function ConfirmAddress({ token }: { token: string }) {
  return <ConfirmAddressPage token={token} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
