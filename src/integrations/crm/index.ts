import type { HttpClient } from '../http/client.ts';

// The CRM's forms API (HubSpot-style "submit a form" v3): one POST per submission to
// {api}/submissions/v3/integration/submit/{portalId}/{formId} with the fields and the page context. It goes through
// the shared client, which never retries a POST: the outbox is what retries (with backoff), so a lead is never
// sent twice by this module. Knows no domain types.

/** The forms API host of each region (spec §9: the widgets live in na1). */
export const CRM_API_BY_REGION = {
  na1: 'https://api.hsforms.com',
  eu1: 'https://api-eu1.hsforms.com',
} as const;
export type CrmRegion = keyof typeof CRM_API_BY_REGION;

export interface CrmSubmission {
  portalId: string;
  formId: string;
  fields: ReadonlyArray<{ name: string; value: string }>;
  /** Milliseconds since the epoch. */
  submittedAt: number;
  pageUri: string;
  pageName?: string;
}

export interface CrmClient {
  /** Resolves when the CRM accepted the submission (2xx); throws the client's OutboundHttpError otherwise. */
  submit(submission: CrmSubmission): Promise<void>;
}

export interface CrmClientOptions {
  http: HttpClient;
  region?: CrmRegion;
  /** Overrides the region's host (tests' local double). */
  apiUrl?: string;
  timeoutMs?: number;
}

/** Contact properties are the CRM's object type 0-1 (contacts). */
const CONTACT_OBJECT = '0-1';

export function createCrmClient({
  http,
  region = 'na1',
  apiUrl,
  timeoutMs = 15_000,
}: CrmClientOptions): CrmClient {
  const base = (apiUrl ?? CRM_API_BY_REGION[region]).replace(/\/+$/, '');
  return {
    async submit(submission) {
      const url = `${base}/submissions/v3/integration/submit/${encodeURIComponent(submission.portalId)}/${encodeURIComponent(submission.formId)}`;
      await http.request(url, {
        method: 'POST',
        timeoutMs,
        json: {
          submittedAt: String(submission.submittedAt),
          fields: submission.fields.map((field) => ({
            objectTypeId: CONTACT_OBJECT,
            name: field.name,
            value: field.value,
          })),
          context: {
            pageUri: submission.pageUri,
            ...(submission.pageName ? { pageName: submission.pageName } : {}),
          },
        },
        failureMessage: 'CRM submission failed; the outbox will retry',
      });
    },
  };
}
