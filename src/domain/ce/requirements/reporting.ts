import type { ReportingChannel, ReportingRule } from './types.ts';

export type { ReportingChannel, ReportingRule, ReportingSetting } from './types.ts';

// Who reports a CE completion to the regulator, where, and by when (issue 31; facts:
// /work/shared/spec/ce-requirements.md). Data beside the renewal rules, on each rule version, because regulators
// change these too. Where the facts are silent (Texas, California) the rule says so and Quest reports nothing nor
// promises it.

export interface ChannelFacts {
  nameEs: string;
  nameEn: string;
  /** What the regulator calls the provider's number, as the certificate prints it. */
  providerNumberLabelEs: string;
  providerNumberLabelEn: string;
  /** The regulator's calendar: a completion's day and the deadline are days there. */
  timeZone: string;
}

export const REPORTING_CHANNELS: Readonly<Record<ReportingChannel, ChannelFacts>> = {
  'fl-dfs': {
    nameEs: 'Departamento de Servicios Financieros de Florida (DFS)',
    nameEn: 'Florida Department of Financial Services (DFS)',
    providerNumberLabelEs: 'ID de proveedor del DFS',
    providerNumberLabelEn: 'DFS provider ID',
    timeZone: 'America/New_York',
  },
  'fl-dbpr': {
    nameEs: 'DBPR de Florida (Comisión de Bienes Raíces)',
    nameEn: 'Florida DBPR (Real Estate Commission)',
    providerNumberLabelEs: 'Número de proveedor del DBPR',
    providerNumberLabelEn: 'DBPR provider number',
    timeZone: 'America/New_York',
  },
  'ce-broker': {
    nameEs: 'CE Broker (Junta 491 de Florida)',
    nameEn: 'CE Broker (Florida 491 board)',
    providerNumberLabelEs: 'Número de proveedor de la junta',
    providerNumberLabelEn: 'Board provider number',
    timeZone: 'America/New_York',
  },
};

export const REPORTING_CHANNEL_KEYS = Object.keys(REPORTING_CHANNELS) as ReportingChannel[];

export function isReportingChannel(value: string): value is ReportingChannel {
  return Object.hasOwn(REPORTING_CHANNELS, value);
}

/** Florida insurance: "the provider reports completions to DFS; deadline 21 or 30 days depending on the source:
 * make it configurable, default 21" (M). */
export const FLORIDA_INSURANCE_REPORTING: ReportingRule = {
  kind: 'provider-reports',
  channel: 'fl-dfs',
  days: 21,
  configurable: { setting: 'CE_REPORT_DAYS_FL_INSURANCE', allowed: [21, 30] },
  confidence: 'M',
  source: 'Florida DFS provider reporting (ce-requirements.md: 21 or 30 days depending on the source)',
};

/** Florida real estate: "provider reports within 30 days, within 10 business days when the licensee is within 30
 * days of the deadline" (H). */
export const FLORIDA_REAL_ESTATE_REPORTING: ReportingRule = {
  kind: 'provider-reports',
  channel: 'fl-dbpr',
  days: 30,
  nearRenewal: { withinDaysOfRenewal: 30, businessDays: 10 },
  confidence: 'H',
  source: 'Florida Real Estate Commission, DBPR (rule 61J2-3)',
};

/** Florida 491 boards: "completions reported through CE Broker within 30 days" (H). */
export const FLORIDA_491_REPORTING: ReportingRule = {
  kind: 'provider-reports',
  channel: 'ce-broker',
  days: 30,
  confidence: 'H',
  source: 'Florida Board of Clinical Social Work, MFT and Mental Health Counseling (Chapter 491, F.S.)',
};

export const NOT_IN_FACTS: ReportingRule = { kind: 'not-in-facts' };
