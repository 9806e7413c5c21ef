import { CertificatePage } from '../../../../features/certificates/index.ts';

export default async function Certificate({ id }: { id: string }) {
  return <CertificatePage id={id} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
