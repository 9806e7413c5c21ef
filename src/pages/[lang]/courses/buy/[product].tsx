import { CheckoutPage } from '../../../../features/checkout/CheckoutPage.tsx';

export default async function Buy({ product }: { product: string }) {
  return <CheckoutPage reference={product} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
