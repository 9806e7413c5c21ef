import { TopicPage } from '../../../../features/topics/index.ts';

// /{app}/topics/{id}: a top-level dynamic segment. It matches only addresses whose second segment is `topics`
// (no existing page has that shape), and it answers only for known app ids: anything else is the 404 page.
export default async function Page({ app, id }: { app: string; id: string }) {
  return <TopicPage id={id} app={app} appPrefix />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
