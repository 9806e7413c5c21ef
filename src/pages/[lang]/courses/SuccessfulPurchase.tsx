import { SuccessfulPurchasePage } from '../../../features/audiences/MorePages.tsx';
import { PurchaseConfirmation } from '../../../features/checkout/PaymentSuccessPage.tsx';

export default async function Page() {
  return <PurchaseConfirmation fallback={<SuccessfulPurchasePage />} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
