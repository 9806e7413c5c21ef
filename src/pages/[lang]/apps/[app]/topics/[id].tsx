import { TopicPage } from '../../../../../features/topics/index.ts';

export default async function Page({ app, id }: { app: string; id: string }) {
  return <TopicPage id={id} app={app} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
