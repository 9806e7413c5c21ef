import { AppCampaignPage } from '../../../../features/topics/index.ts';

export default async function Page({ app, campaignId }: { app: string; campaignId: string }) {
  return <AppCampaignPage app={app} campaignId={campaignId} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
