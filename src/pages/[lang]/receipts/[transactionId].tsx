import { ReceiptPage } from '../../../features/checkout/ReceiptPage.tsx';

export default async function Receipt({ transactionId }: { transactionId: string }) {
  return <ReceiptPage transactionId={transactionId} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
