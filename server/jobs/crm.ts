import type { Logger } from 'pino';
import type { AppConfig } from '../../src/config/env.ts';
import { type CrmForms, crmFormsFrom } from '../../src/domain/crm.ts';
import { type CrmClient, createCrmClient } from '../../src/integrations/crm/index.ts';
import { createHttpClient } from '../../src/integrations/http/client.ts';

// Lead forwarding's wiring from the configuration (spec §7, §9): which widgets are on, and the forms API client
// the outbox worker delivers through. Both are off unless a widget has its portal and form id.

/** The CRM widgets whose portal and form ids are both configured (none: lead forwarding is off). */
export function crmFormsFor(config?: AppConfig): CrmForms {
  if (!config) return {};
  return crmFormsFrom({
    questers: { portalId: config.CRM_QUESTERS_PORTAL_ID, formId: config.CRM_QUESTERS_FORM_ID },
    companies: { portalId: config.CRM_COMPANIES_PORTAL_ID, formId: config.CRM_COMPANIES_FORM_ID },
  });
}

/** The CRM's forms API when a widget is configured (through the shared outbound client); null otherwise. */
export function crmClientFor(config: AppConfig, logger: Logger): CrmClient | null {
  if (Object.keys(crmFormsFor(config)).length === 0) return null;
  return createCrmClient({
    http: createHttpClient({ logger }),
    region: config.CRM_REGION,
    apiUrl: config.CRM_API_URL,
  });
}
