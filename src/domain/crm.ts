// Lead forwarding to the CRM (spec §7, §9): two form widgets (region na1), each with its own portal and form id.
// Pure rules: which widget a lead belongs to and what the CRM receives. The lead store queues the submission in
// the outbox in the lead's own transaction; the outbox worker delivers it (server/jobs/outbox-worker.ts).
import type { Locale } from '../i18n/locales.ts';
import type { LeadKind, ValidLead } from './leads.ts';

export const CRM_WIDGETS = ['questers', 'companies'] as const;
export type CrmWidget = (typeof CRM_WIDGETS)[number];

/** The outbox kind of a lead on its way to the CRM. */
export const CRM_LEAD_KIND = 'crm_lead';

/** The creator-side applications (Questers, affiliates) share one widget; companies have their own. */
export const WIDGET_OF_LEAD: Record<LeadKind, CrmWidget> = {
  'questers-apply': 'questers',
  'questers-signup': 'questers',
  'affiliates-apply': 'questers',
  companies: 'companies',
};

export interface CrmFormIds {
  portalId: string;
  formId: string;
}

/** The widgets that are configured (both ids set); a widget that is missing is off. */
export type CrmForms = Partial<Record<CrmWidget, CrmFormIds>>;

/** Builds the configured widgets from their ids; an id pair with an empty half is left out (off). */
export function crmFormsFrom(ids: Record<CrmWidget, { portalId: string; formId: string }>): CrmForms {
  const forms: CrmForms = {};
  for (const widget of CRM_WIDGETS) {
    const { portalId, formId } = ids[widget];
    if (portalId && formId) forms[widget] = { portalId, formId };
  }
  return forms;
}

export interface CrmField {
  name: string;
  value: string;
}

/** What the outbox keeps for one submission: everything the CRM call needs, fixed when the lead arrived. */
export interface CrmLeadPayload extends CrmFormIds {
  widget: CrmWidget;
  leadKind: LeadKind;
  leadId: number;
  fields: CrmField[];
  /** Milliseconds since the epoch, as the CRM's forms API takes it. */
  submittedAt: number;
  /** The site page the form lives on (its path after the locale). */
  pagePath: string;
}

/** The page each form lives on, for the CRM's submission context. */
const PAGE_OF_LEAD: Record<LeadKind, string> = {
  'questers-apply': '/questers/apply',
  'questers-signup': '/questers/signup',
  'affiliates-apply': '/affiliates/apply',
  companies: '/companies',
};

/** 'Ana María López' → first name 'Ana', last name 'María López' (the CRM's contact properties). */
export function splitName(fullName: string): { firstname: string; lastname: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstname: parts[0] ?? '', lastname: parts.slice(1).join(' ') };
}

/**
 * The submission for a lead, or undefined when its widget is not configured. Contact properties use the CRM's
 * standard names (email, firstname, lastname, phone, company); the form's other answers keep their field names,
 * plus the form they came from and the visitor's language.
 */
export function crmSubmission(
  forms: CrmForms,
  lead: ValidLead,
  leadId: number,
  locale: Locale,
  now: Date,
): CrmLeadPayload | undefined {
  const widget = WIDGET_OF_LEAD[lead.kind];
  const ids = forms[widget];
  if (!ids) return undefined;
  const { firstname, lastname } = splitName(lead.fullName);
  const fields: CrmField[] = [
    { name: 'email', value: lead.email },
    { name: 'firstname', value: firstname },
    { name: 'lastname', value: lastname },
    { name: 'phone', value: lead.phone },
  ];
  for (const [name, value] of Object.entries(lead.data)) if (value) fields.push({ name, value });
  fields.push({ name: 'quest_form', value: lead.kind }, { name: 'quest_language', value: locale });
  return {
    widget,
    ...ids,
    leadKind: lead.kind,
    leadId,
    fields: fields.filter((field) => field.value !== ''),
    submittedAt: now.getTime(),
    pagePath: PAGE_OF_LEAD[lead.kind],
  };
}

/** Reads a stored payload back (the outbox keeps JSON); undefined for anything that is not one. */
export function parseCrmPayload(value: unknown): CrmLeadPayload | undefined {
  const payload = value as Partial<CrmLeadPayload> | null;
  if (
    !payload ||
    typeof payload.portalId !== 'string' ||
    typeof payload.formId !== 'string' ||
    !Array.isArray(payload.fields) ||
    typeof payload.submittedAt !== 'number' ||
    typeof payload.pagePath !== 'string'
  )
    return undefined;
  return payload as CrmLeadPayload;
}
