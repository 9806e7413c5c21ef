import { InvitationPage } from '../../../features/companies/InvitationPage.tsx';

export default async function Invitation({ id }: { id: string }) {
  return <InvitationPage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
