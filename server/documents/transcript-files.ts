import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { stringify } from 'csv-stringify/sync';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { brand } from '../../src/config/brand.ts';
import type { CertificateReporting } from '../../src/domain/ce/reporting/reports.ts';
import { REPORTING_CHANNELS } from '../../src/domain/ce/requirements/reporting.ts';
import type { Transcript } from '../../src/domain/certificates/transcript.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { LANGUAGE_TAGS, type Locale } from '../../src/i18n/locales.ts';
import { REPORTING_COPY, reportingStatusText } from './reporting-copy.ts';

// The CE transcript as files (spec §1): a landscape US Letter PDF (Libre Baskerville embedded from npm, like the
// certificate) and a CSV for spreadsheets. Both carry the credited courses (transcript.entries) and the totals
// per licence; what is not credited yet stays on the page.

interface TranscriptCopy {
  title: string;
  learner: string;
  generated: string;
  course: string;
  completed: string;
  hours: string;
  credited: string;
  license: string;
  provider: string;
  providerNumber: string;
  reference: string;
  totals: string;
  total: string;
  courses: string;
  oneCourse: string;
  repeat: string;
  none: string;
  page: string;
}

export const TRANSCRIPT_COPY: Record<Locale, TranscriptCopy> = {
  es: {
    title: 'Historial de educación continua',
    learner: 'Estudiante',
    generated: 'Generado el',
    course: 'Curso',
    completed: 'Fecha de finalización',
    hours: 'Horas de crédito',
    credited: 'Horas acreditadas',
    license: 'Licencia',
    provider: 'Proveedor',
    providerNumber: 'N.º de proveedor',
    reference: 'Número de referencia',
    totals: 'Totales por licencia',
    total: 'Total',
    courses: 'cursos',
    oneCourse: 'curso',
    repeat: 'Repetido en 24 meses: sin crédito',
    none: 'Aún no hay cursos acreditados completados.',
    page: 'Página',
  },
  en: {
    title: 'Continuing education transcript',
    learner: 'Learner',
    generated: 'Generated on',
    course: 'Course',
    completed: 'Completion date',
    hours: 'Credit hours',
    credited: 'Credited hours',
    license: 'License',
    provider: 'Provider',
    providerNumber: 'Provider number',
    reference: 'Reference number',
    totals: 'Totals per license',
    total: 'Total',
    courses: 'courses',
    oneCourse: 'course',
    repeat: 'Repeated within 24 months: no credit',
    none: 'No completed accredited courses yet.',
    page: 'Page',
  },
};

const licenseOf = (entry: { licenseType: string; licenseStateCode: string | null }) =>
  entry.licenseStateCode ? `${entry.licenseType} (${entry.licenseStateCode})` : entry.licenseType;

const regulatorName = (reporting: CertificateReporting, locale: Locale) =>
  reporting.kind === 'report'
    ? locale === 'en'
      ? REPORTING_CHANNELS[reporting.channel].nameEn
      : REPORTING_CHANNELS[reporting.channel].nameEs
    : '';

/** ISO date (YYYY-MM-DD, UTC): what spreadsheets read as a date in every locale. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * RFC 4180 CSV (CRLF, quotes doubled), UTF-8 with a byte-order mark so Excel reads accents; cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR and their full-width forms) are prefixed with ' by
 * csv-stringify's escape_formulas (OWASP CSV injection).
 */
export function transcriptCsv(transcript: Transcript, locale: Locale): string {
  const copy = TRANSCRIPT_COPY[locale];
  const rows: string[][] = [
    [
      copy.course,
      copy.completed,
      copy.hours,
      copy.credited,
      copy.license,
      copy.provider,
      copy.providerNumber,
      copy.reference,
      REPORTING_COPY[locale].reporting,
      REPORTING_COPY[locale].regulator,
      REPORTING_COPY[locale].deadline,
      REPORTING_COPY[locale].regulatorReference,
    ],
    ...transcript.entries.map((entry) => [
      entry.courseTitle,
      isoDate(entry.completedAt),
      entry.creditHours,
      entry.creditedHours,
      licenseOf(entry),
      entry.providerName,
      entry.providerNumber,
      entry.referenceNumber,
      reportingStatusText(locale, entry.reporting, 'learner'),
      regulatorName(entry.reporting, locale),
      entry.reporting.kind === 'report' ? entry.reporting.dueOn : '',
      entry.reporting.kind === 'report' ? (entry.reporting.regulatorReference ?? '') : '',
    ]),
  ];
  const totals: string[][] = [
    [],
    [copy.totals, '', '', copy.credited, copy.license],
    ...transcript.totals.map((total) => [
      `${total.courses} ${total.courses === 1 ? copy.oneCourse : copy.courses}`,
      '',
      '',
      total.creditHours,
      licenseOf(total),
    ]),
    [copy.total, '', '', transcript.totalHours, ''],
  ];
  return `\uFEFF${stringify([...rows, ...totals], { record_delimiter: '\r\n', escape_formulas: true })}`;
}

const hex = (value: string) =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );
const COLORS = { brand: hex('#5535F0'), ink: hex('#111423'), muted: hex('#646B83'), line: hex('#D8DCE8') };
const LETTER_LANDSCAPE: [number, number] = [792, 612];
const MARGIN = 40;

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff',
  bold: '@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff',
} as const;
let fontBytes: Promise<Record<keyof typeof FONT_FILES, Uint8Array>> | undefined;

function loadFonts() {
  fontBytes ??= Promise.all(
    Object.entries(FONT_FILES).map(
      async ([name, file]) => [name, await readFile(require.resolve(file))] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as unknown as Record<keyof typeof FONT_FILES, Uint8Array>);
  return fontBytes;
}

/** Columns of the course table: label, share of the usable width. */
function columns(copy: TranscriptCopy, locale: Locale) {
  return [
    { label: copy.course, width: 0.25 },
    { label: copy.completed, width: 0.12 },
    { label: copy.credited, width: 0.08 },
    { label: copy.license, width: 0.19 },
    { label: copy.providerNumber, width: 0.1 },
    { label: copy.reference, width: 0.12 },
    { label: REPORTING_COPY[locale].reporting, width: 0.14 },
  ];
}

export async function renderTranscriptPdf(
  transcript: Transcript,
  { locale, now = new Date() }: { locale: Locale; now?: Date },
): Promise<Uint8Array> {
  const copy = TRANSCRIPT_COPY[locale];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${brand.name} · ${copy.title} · ${transcript.learner.fullName}`);
  doc.setSubject(copy.title);
  doc.setAuthor(brand.legalName);
  doc.setCreator(brand.name);
  doc.setProducer(brand.name);
  doc.setLanguage(LANGUAGE_TAGS[locale]);
  doc.setCreationDate(now);
  const files = await loadFonts();
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  const [width, height] = LETTER_LANDSCAPE;
  const usable = width - 2 * MARGIN;
  const cols = columns(copy, locale);
  const pages: PDFPage[] = [];

  const text = (
    page: PDFPage,
    value: string,
    x: number,
    y: number,
    font: PDFFont,
    size: number,
    max: number,
    color = COLORS.ink,
  ) => page.drawText(value, { x, y, size: fitSize(value, font, size, max), font, color });

  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage(LETTER_LANDSCAPE);
    pages.push(page);
    y = height - MARGIN;
    text(page, brand.name.toUpperCase(), MARGIN, y - 12, bold, 12, usable, COLORS.brand);
    text(page, copy.title, MARGIN, y - 36, bold, 18, usable);
    text(
      page,
      `${copy.learner}: ${transcript.learner.fullName} · ${transcript.learner.email}`,
      MARGIN,
      y - 56,
      regular,
      10,
      usable,
      COLORS.muted,
    );
    text(
      page,
      `${copy.generated} ${formatDate(now, locale)}`,
      MARGIN,
      y - 70,
      regular,
      9,
      usable,
      COLORS.muted,
    );
    y -= 96;
  };
  /** Lines of `value` that fit `maxWidth` at `size` (long words are shrunk by `text` to fit their line). */
  const lines = (value: string, font: PDFFont, size: number, maxWidth: number) => {
    const out: string[] = [];
    let current = '';
    for (const word of value.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (!current || font.widthOfTextAtSize(candidate, size) <= maxWidth) current = candidate;
      else {
        out.push(current);
        current = word;
      }
    }
    if (current) out.push(current);
    return out;
  };
  const header = () => {
    let x = MARGIN;
    let tallest = 1;
    for (const col of cols) {
      const labelLines = lines(col.label.toUpperCase(), bold, 7, col.width * usable - 8);
      labelLines.forEach((line, index) => {
        text(page, line, x, y - index * 9, bold, 7, col.width * usable - 8, COLORS.muted);
      });
      tallest = Math.max(tallest, labelLines.length);
      x += col.width * usable;
    }
    y -= 6 + (tallest - 1) * 9;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: width - MARGIN, y },
      thickness: 0.8,
      color: COLORS.line,
    });
    y -= 14;
  };

  newPage();
  if (transcript.entries.length === 0) {
    text(page, copy.none, MARGIN, y, regular, 11, usable);
    y -= 24;
  } else {
    header();
    for (const entry of transcript.entries) {
      const cells = [
        entry.courseTitle,
        formatDate(entry.completedAt, locale),
        entry.creditedHours,
        licenseOf(entry),
        entry.providerNumber,
        entry.referenceNumber,
        reportingStatusText(locale, entry.reporting, 'learner'),
      ];
      const wrapped = cells.map((cell, index) =>
        lines(cell, index === 0 ? bold : regular, 9, cols[index]!.width * usable - 8),
      );
      const rowLines = Math.max(...wrapped.map((cellLines) => cellLines.length));
      if (y - rowLines * 11 - 40 < MARGIN + 20) {
        newPage();
        header();
      }
      let x = MARGIN;
      wrapped.forEach((cellLines, index) => {
        const col = cols[index]!;
        cellLines.forEach((line, lineIndex) => {
          text(page, line, x, y - lineIndex * 11, index === 0 ? bold : regular, 9, col.width * usable - 8);
        });
        x += col.width * usable;
      });
      y -= (rowLines - 1) * 11;
      if (entry.repeat) {
        y -= 11;
        text(page, copy.repeat, MARGIN, y, regular, 7.5, cols[0]!.width * usable - 8, COLORS.muted);
      }
      y -= 11;
      text(page, entry.providerName, MARGIN, y, regular, 7.5, cols[0]!.width * usable - 8, COLORS.muted);
      // The report's regulator, deadline and posted reference, under the row (issue 31).
      if (entry.reporting.kind === 'report') {
        const parts = [
          `${REPORTING_COPY[locale].regulator}: ${regulatorName(entry.reporting, locale)}`,
          `${REPORTING_COPY[locale].deadline}: ${formatDate(new Date(`${entry.reporting.dueOn}T12:00:00Z`), locale)}`,
          ...(entry.reporting.regulatorReference
            ? [`${REPORTING_COPY[locale].regulatorReference}: ${entry.reporting.regulatorReference}`]
            : []),
        ];
        y -= 10;
        text(page, parts.join(' · '), MARGIN, y, regular, 7.5, usable, COLORS.muted);
      }
      y -= 16;
    }
  }

  // Totals per licence.
  const needed = 40 + transcript.totals.length * 16;
  if (y - needed < MARGIN) newPage();
  y -= 14;
  text(page, copy.totals, MARGIN, y, bold, 12, usable);
  y -= 18;
  for (const total of transcript.totals) {
    text(page, licenseOf(total), MARGIN, y, regular, 10, usable * 0.6);
    text(
      page,
      `${total.courses} ${total.courses === 1 ? copy.oneCourse : copy.courses}`,
      MARGIN + usable * 0.62,
      y,
      regular,
      10,
      usable * 0.18,
      COLORS.muted,
    );
    text(page, `${total.creditHours} h`, MARGIN + usable * 0.82, y, bold, 10, usable * 0.18);
    y -= 16;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + 10 },
    end: { x: width - MARGIN, y: y + 10 },
    thickness: 0.8,
    color: COLORS.line,
  });
  y -= 4;
  text(page, copy.total, MARGIN, y, bold, 10, usable * 0.6);
  text(page, `${transcript.totalHours} h`, MARGIN + usable * 0.82, y, bold, 10, usable * 0.18);

  pages.forEach((each, index) => {
    text(
      each,
      `${copy.page} ${index + 1} / ${pages.length}`,
      width - MARGIN - 80,
      MARGIN - 16,
      regular,
      8,
      80,
      COLORS.muted,
    );
  });
  return doc.save();
}

/** The largest size up to `size` at which the text fits `maxWidth`. */
function fitSize(value: string, font: PDFFont, size: number, maxWidth: number): number {
  const measured = font.widthOfTextAtSize(value, size);
  return measured <= maxWidth ? size : Math.max(5, Math.floor((size * maxWidth * 10) / measured) / 10);
}
