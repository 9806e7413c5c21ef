import { PaymentSuccessPage } from '../../../features/checkout/PaymentSuccessPage.tsx';

export default async function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return <PaymentSuccessPage transactionId={transactionId} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
