import { AffiliatePage } from '../../../features/affiliates/index.ts';
import ApplyPage from './apply.tsx';

// Waku 0.27.5 ranks `affiliates/[id]` and `affiliates/apply` alike and tries `[id]` first (as for
// questers/[id]): the fixed page is rendered from here by name, so /affiliates/apply stays what it was and no
// affiliate can take its address (`apply` is not an affiliate id).
const FIXED_PAGES: Record<string, () => Promise<React.JSX.Element>> = { apply: ApplyPage };

export default async function Page({ id }: { id: string }) {
  const fixed = Object.hasOwn(FIXED_PAGES, id) ? FIXED_PAGES[id] : undefined;
  if (fixed) return fixed();
  return <AffiliatePage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
