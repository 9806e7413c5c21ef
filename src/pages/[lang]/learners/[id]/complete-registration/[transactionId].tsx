import { RegistrationPage } from '../../../../../features/checkout/RegistrationPage.tsx';

export default async function CompleteRegistration({
  id,
  transactionId,
}: {
  id: string;
  transactionId: string;
}) {
  return <RegistrationPage learnerId={id} transactionId={transactionId} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
