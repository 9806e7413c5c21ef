import { PhoneStepPage } from '../../../features/checkout/PhoneStepPage.tsx';

export default async function PhoneNumber() {
  return <PhoneStepPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
