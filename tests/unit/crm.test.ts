import { describe, expect, it } from 'vitest';
import {
  crmFormsFrom,
  crmSubmission,
  parseCrmPayload,
  splitName,
  WIDGET_OF_LEAD,
} from '../../src/domain/crm.ts';
import { LEAD_KINDS } from '../../src/domain/leads.ts';

const QUESTERS = { portalId: '1', formId: 'f-1' };
const COMPANIES = { portalId: '2', formId: 'f-2' };
const lead = {
  kind: 'questers-apply' as const,
  email: 'ana@example.com',
  fullName: '  Ana   María López ',
  phone: '+13055550142',
  data: { category: '2', audience: '1', link: '', idea: 'Ethics' },
};

describe('CRM lead rules (spec §7, §9)', () => {
  it('two widgets: every lead kind belongs to one of them', () => {
    expect(new Set(LEAD_KINDS.map((kind) => WIDGET_OF_LEAD[kind]))).toEqual(
      new Set(['questers', 'companies']),
    );
  });

  it('a widget is on only with both its portal and its form id', () => {
    expect(crmFormsFrom({ questers: QUESTERS, companies: { portalId: '2', formId: '' } })).toEqual({
      questers: QUESTERS,
    });
    expect(crmFormsFrom({ questers: { portalId: '', formId: 'x' }, companies: COMPANIES })).toEqual({
      companies: COMPANIES,
    });
  });

  it('splits the full name into the contact first and last names', () => {
    expect(splitName(lead.fullName)).toEqual({ firstname: 'Ana', lastname: 'María López' });
    expect(splitName('Cher')).toEqual({ firstname: 'Cher', lastname: '' });
  });

  it('builds the submission for the lead’s widget, leaving empty answers out', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const submission = crmSubmission({ questers: QUESTERS }, lead, 7, 'es', now);
    expect(submission).toMatchObject({
      ...QUESTERS,
      widget: 'questers',
      leadId: 7,
      submittedAt: now.getTime(),
    });
    expect(submission?.pagePath).toBe('/questers/apply');
    expect(submission?.fields).toEqual([
      { name: 'email', value: 'ana@example.com' },
      { name: 'firstname', value: 'Ana' },
      { name: 'lastname', value: 'María López' },
      { name: 'phone', value: '+13055550142' },
      { name: 'category', value: '2' },
      { name: 'audience', value: '1' },
      { name: 'idea', value: 'Ethics' },
      { name: 'quest_form', value: 'questers-apply' },
      { name: 'quest_language', value: 'es' },
    ]);
    expect(parseCrmPayload(JSON.parse(JSON.stringify(submission)))).toEqual(submission);
  });

  it('forwards nothing when the lead’s widget is off', () => {
    expect(crmSubmission({ companies: COMPANIES }, lead, 7, 'es', new Date())).toBeUndefined();
    expect(crmSubmission({}, { ...lead, kind: 'companies' }, 7, 'es', new Date())).toBeUndefined();
  });

  it('refuses a stored payload that is not a submission', () => {
    expect(parseCrmPayload(null)).toBeUndefined();
    expect(
      parseCrmPayload({ portalId: '1', formId: 'f', fields: 'x', submittedAt: 1, pagePath: '/' }),
    ).toBeUndefined();
  });
});
