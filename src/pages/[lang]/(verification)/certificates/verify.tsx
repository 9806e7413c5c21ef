// In a route group so Waku registers it before certificates/[id] (equal-priority routes match in file order).

import { VerifyPage } from '../../../../features/certificates/index.ts';

export default async function CertificateVerify() {
  return <VerifyPage />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
