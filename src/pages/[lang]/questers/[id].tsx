import { QuesterPage } from '../../../features/questers/index.ts';
import ApplyPage from './apply.tsx';
import SignupPage from './signup.tsx';
import TermsPage from './terms.tsx';

// Waku 0.27.5 ranks `questers/[id]` and `questers/apply` alike (same length, no wildcard) and tries them in file
// order, where `[id]` comes first: the fixed pages under /questers/ are rendered from here by name, so they stay
// what they were and no Quester can take their address (slugs `apply`, `signup`, `terms` are not Quester ids).
const FIXED_PAGES: Record<string, () => Promise<React.JSX.Element>> = {
  apply: ApplyPage,
  signup: SignupPage,
  terms: TermsPage,
};

export default async function Page({ id }: { id: string }) {
  const fixed = Object.hasOwn(FIXED_PAGES, id) ? FIXED_PAGES[id] : undefined;
  if (fixed) return fixed();
  return <QuesterPage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
