import type { Locale } from '../../i18n/locales.ts';
import { escapeHtml } from './html.ts';

// The branded shell every e-mail shares: a table layout with inline styles only, because mail clients drop
// <style> blocks, external CSS and most modern layout. One column, at most 600 px wide, readable without images.

export const BRAND_COLOUR = '#5535F0';
const TEXT_COLOUR = '#1F1D2B';
const MUTED_COLOUR = '#5F5B73';
const FONT = "'Plus Jakarta Sans', Arial, Helvetica, sans-serif";

/** A label and its value in the order summary; `strong` marks the amount row. */
export interface SummaryRow {
  label: string;
  value: string;
  strong?: boolean;
}

/** A link shown as a button; the first primary one is filled with the brand colour. */
export interface EmailAction {
  label: string;
  url: string;
  primary: boolean;
}

export interface EmailContent {
  locale: Locale;
  /** The line mail clients show next to the subject. */
  preheader: string;
  heading: string;
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  summary: SummaryRow[];
  actions: EmailAction[];
  /** Small print under the actions. */
  note: string;
  footer: { tagline: string; reason: string; homeUrl: string };
}

function summaryTable(rows: SummaryRow[]): string {
  const cells = rows
    .map((row) => {
      const weight = row.strong ? 'font-weight:700;font-size:17px;' : '';
      const border = row.strong ? `border-top:1px solid #E4E1F0;` : '';
      return `<tr><td style="padding:8px 0;${border}color:${MUTED_COLOUR};font-size:15px;">${escapeHtml(row.label)}</td><td align="right" style="padding:8px 0;${border}color:${TEXT_COLOUR};font-size:15px;${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 24px;">${cells}</table>`;
}

function button(action: EmailAction): string {
  const style = action.primary
    ? `background:${BRAND_COLOUR};color:#FFFFFF;border:2px solid ${BRAND_COLOUR};`
    : `background:#FFFFFF;color:${BRAND_COLOUR};border:2px solid ${BRAND_COLOUR};`;
  return `<a href="${escapeHtml(action.url)}" style="${style}display:inline-block;padding:12px 22px;margin:0 8px 10px 0;border-radius:999px;font-weight:700;font-size:15px;text-decoration:none;">${escapeHtml(action.label)}</a>`;
}

export function renderHtml(content: EmailContent): string {
  const paragraphs = content.paragraphs
    .map(
      (text) =>
        `<p style="margin:0 0 16px;color:${TEXT_COLOUR};font-size:16px;line-height:1.55;">${escapeHtml(text)}</p>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${content.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#F4F2FB;font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F4F2FB;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#FFFFFF;border-radius:16px;overflow:hidden;">
<tr><td style="background:${BRAND_COLOUR};padding:20px 32px;">
<a href="${escapeHtml(content.footer.homeUrl)}" style="color:#FFFFFF;font-size:24px;font-weight:800;letter-spacing:0.5px;text-decoration:none;">Quest</a>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;color:${TEXT_COLOUR};font-size:24px;line-height:1.3;">${escapeHtml(content.heading)}</h1>
${paragraphs}
${summaryTable(content.summary)}
<div>${content.actions.map(button).join('')}</div>
<p style="margin:16px 0 0;color:${MUTED_COLOUR};font-size:13px;line-height:1.5;">${escapeHtml(content.note)}</p>
</td></tr>
<tr><td style="padding:20px 32px;background:#F9F8FD;color:${MUTED_COLOUR};font-size:12px;line-height:1.5;">
<strong style="color:${BRAND_COLOUR};">Quest</strong> · ${escapeHtml(content.footer.tagline)}<br>
${escapeHtml(content.footer.reason)}<br>
<a href="${escapeHtml(content.footer.homeUrl)}" style="color:${BRAND_COLOUR};">${escapeHtml(content.footer.homeUrl.replace(/^https?:\/\//, ''))}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The same content as plain text, for clients that do not show HTML (and for spam filters that compare both). */
export function renderText(content: EmailContent): string {
  const width = Math.max(...content.summary.map((row) => row.label.length));
  const summary = content.summary.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value}`);
  const actions = content.actions.map((action) => `${action.label}:\n${action.url}`);
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((text) => [text, '']),
    ...summary,
    '',
    ...actions.flatMap((text) => [text, '']),
    content.note,
    '',
    '-- ', // the signature delimiter mail clients recognise
    `Quest · ${content.footer.tagline}`,
    content.footer.reason,
    content.footer.homeUrl,
    '',
  ].join('\n');
}
