import { type OcidProviderDouble, startOcidProvider } from '../fixtures/ocid-provider.ts';
import { startSite } from './browser.ts';

/** The built site on a real socket, signed in through the identity-provider double (which speaks OCID's API). */
export async function startSiteWithOcid(user: Record<string, unknown>) {
  const provider: OcidProviderDouble = await startOcidProvider({ user });
  const site = await startSite({
    OCID_BASE_URL: provider.url,
    OCID_PUBLIC_KEY: provider.publicKey,
    OCID_CLIENT_ID: provider.audience,
    APP_API_URL: provider.url,
  });
  return {
    provider,
    site,
    async close() {
      await site.close();
      await provider.close();
    },
  };
}
