import { TopicPage } from '../../../features/topics/index.ts';

export default async function Page({ id }: { id: string }) {
  return <TopicPage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
