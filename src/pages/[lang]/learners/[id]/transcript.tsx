import { TranscriptPage } from '../../../../features/transcript/TranscriptPage.tsx';

export default async function Transcript({ id }: { id: string }) {
  return <TranscriptPage learnerId={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
