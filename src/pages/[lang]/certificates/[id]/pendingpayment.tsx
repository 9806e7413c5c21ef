import { PendingPaymentPage } from '../../../../features/certificates/index.ts';

export default async function CertificatePendingPayment({ id }: { id: string }) {
  return <PendingPaymentPage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
