import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { brand } from '../../src/config/brand.ts';
import type { CertificateReporting } from '../../src/domain/ce/reporting/reports.ts';
import { REPORTING_CHANNELS } from '../../src/domain/ce/requirements/reporting.ts';
import { type CertificateView, licenseText } from '../../src/domain/certificates/index.ts';
import { formatCreditHours } from '../../src/domain/credit-hours.ts';
import { formatDate } from '../../src/i18n/format.ts';
import { LANGUAGE_TAGS, type Locale } from '../../src/i18n/locales.ts';
import { REPORTING_COPY, reportingStatusText } from './reporting-copy.ts';

// An issued certificate as a one-page landscape US Letter PDF, the document a licensing board files: the same
// fields as the page (spec §3), Libre Baskerville for the text and Great Vibes for the student's signature,
// both embedded (subset) from their npm packages so the file looks the same everywhere.

interface CertificateCopy {
  title: string;
  certifies: string;
  completed: string;
  completionDate: string;
  creditHours: string;
  license: string;
  reference: string;
  certificateId: string;
  issuer: string;
  providerNumber: string;
  instructor: string;
  signature: string;
  /** The issuer's block when the provider has no signatory on file. */
  issuedBy: string;
  date: string;
  verify: string;
}

const COPY: Record<Locale, CertificateCopy> = {
  es: {
    title: 'Certificado de finalización',
    certifies: 'Se certifica que',
    completed: 'completó el curso',
    completionDate: 'Fecha de finalización',
    creditHours: 'Horas de crédito',
    license: 'Licencia',
    reference: 'Número de referencia',
    certificateId: 'Id. del certificado',
    issuer: 'Emisor',
    providerNumber: 'N.º de proveedor',
    instructor: 'Instructor',
    signature: 'Firma del estudiante',
    issuedBy: 'Por',
    date: 'Fecha',
    verify: 'Verifica este certificado en',
  },
  en: {
    title: 'Certificate of completion',
    certifies: 'This certifies that',
    completed: 'has completed the course',
    completionDate: 'Completion date',
    creditHours: 'Credit hours',
    license: 'License',
    reference: 'Reference number',
    certificateId: 'Certificate ID',
    issuer: 'Issuer',
    providerNumber: 'Provider number',
    instructor: 'Instructor',
    signature: 'Student signature',
    issuedBy: 'For',
    date: 'Date',
    verify: 'Verify this certificate at',
  },
};

const hex = (value: string) =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );
const COLORS = { brand: hex('#5535F0'), ink: hex('#111423'), muted: hex('#646B83'), line: hex('#D8DCE8') };
const LETTER_LANDSCAPE: [number, number] = [792, 612];

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff',
  bold: '@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff',
  script: '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff',
} as const;
let fontBytes: Promise<Record<keyof typeof FONT_FILES, Uint8Array>> | undefined;

/** The three font files, read once per process. */
function loadFonts() {
  fontBytes ??= Promise.all(
    Object.entries(FONT_FILES).map(
      async ([name, file]) => [name, await readFile(require.resolve(file))] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as unknown as Record<keyof typeof FONT_FILES, Uint8Array>);
  return fontBytes;
}

export async function renderCertificatePdf(
  certificate: CertificateView,
  {
    locale,
    verifyUrl,
    reporting,
    now = new Date(),
  }: { locale: Locale; verifyUrl: string; reporting?: CertificateReporting; now?: Date },
): Promise<Uint8Array> {
  const copy = COPY[locale];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${brand.name} · ${copy.title} ${certificate.referenceNumber}`);
  doc.setSubject(`${certificate.courseTitle} · ${certificate.studentName}`);
  doc.setAuthor(brand.legalName);
  doc.setCreator(brand.name);
  doc.setProducer(brand.name);
  doc.setLanguage(LANGUAGE_TAGS[locale]);
  doc.setCreationDate(now);
  const files = await loadFonts();
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  const script = await doc.embedFont(files.script, { subset: true });
  const page = doc.addPage(LETTER_LANDSCAPE);
  const [width, height] = LETTER_LANDSCAPE;
  const center = width / 2;

  // A double frame, the brand colour outside.
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: COLORS.brand,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: COLORS.line,
    borderWidth: 1,
  });

  const centered = (value: string, y: number, font: PDFFont, size: number, color = COLORS.ink) => {
    const fitted = fitSize(value, font, size, width - 140);
    page.drawText(value, {
      x: center - font.widthOfTextAtSize(value, fitted) / 2,
      y,
      size: fitted,
      font,
      color,
    });
  };

  centered(brand.name.toUpperCase(), height - 82, bold, 16, COLORS.brand);
  centered(copy.title.toUpperCase(), height - 122, bold, 24);
  centered(copy.certifies, height - 162, regular, 12, COLORS.muted);
  centered(certificate.studentName, height - 200, bold, 28);
  centered(copy.completed, height - 232, regular, 12, COLORS.muted);
  const titleLines = wrap(certificate.courseTitle, bold, 17, width - 160).slice(0, 2);
  titleLines.forEach((line, index) => {
    centered(line, height - 264 - index * 22, bold, 17);
  });

  // The facts a board checks, in two columns.
  const facts: Array<[string, string]> = [
    [copy.completionDate, formatDate(certificate.completedAt, locale)],
    [copy.creditHours, formatCreditHours(certificate.creditHours)],
    [copy.license, licenseText(certificate)],
    [copy.reference, certificate.referenceNumber],
    [copy.issuer, certificate.providerName],
    [copy.providerNumber, certificate.providerNumber],
    [copy.instructor, certificate.instructorName ?? '—'],
  ];
  if (reporting)
    facts.push([REPORTING_COPY[locale].reporting, reportingStatusText(locale, reporting, 'public')]);
  const top = height - 300 - (titleLines.length - 1) * 22;
  const columnWidth = (width - 160) / 2;
  facts.forEach(([label, value], index) => {
    const x = 80 + (index % 2) * (columnWidth + 20);
    const y = top - Math.floor(index / 2) * 36;
    page.drawText(label.toUpperCase(), { x, y, size: 8, font: regular, color: COLORS.muted });
    const size = fitSize(value, bold, 11, columnWidth - 20);
    page.drawText(value, { x, y: y - 15, size, font: bold, color: COLORS.ink });
  });

  // Signatures (issue 30): the issuer's authorised signatory on the left, with the provider and its number; the
  // learner's on the right, with the date.
  const lineY = 118;
  const issuerLine = `${copy.issuedBy} ${certificate.providerName} · ${copy.providerNumber} ${certificate.providerNumber}`;
  if (certificate.signatoryName) {
    drawSignature(page, certificate.signatoryName, script, 80, lineY + 8, 300);
    const signatory = certificate.signatoryTitle
      ? `${certificate.signatoryName}, ${certificate.signatoryTitle}`
      : certificate.signatoryName;
    page.drawText(signatory, {
      x: 80,
      y: lineY - 14,
      size: fitSize(signatory, bold, 9, 300),
      font: bold,
      color: COLORS.ink,
    });
  } else {
    page.drawText(certificate.providerName, {
      x: 80,
      y: lineY + 8,
      size: fitSize(certificate.providerName, bold, 13, 300),
      font: bold,
      color: COLORS.ink,
    });
  }
  page.drawLine({ start: { x: 80, y: lineY }, end: { x: 380, y: lineY }, thickness: 0.8, color: COLORS.ink });
  page.drawText(issuerLine, {
    x: 80,
    y: certificate.signatoryName ? lineY - 26 : lineY - 14,
    size: fitSize(issuerLine, regular, 8.5, 300),
    font: regular,
    color: COLORS.muted,
  });

  drawSignature(page, certificate.studentName, script, 452, lineY + 8, 260);
  page.drawLine({
    start: { x: 452, y: lineY },
    end: { x: 712, y: lineY },
    thickness: 0.8,
    color: COLORS.ink,
  });
  page.drawText(copy.signature, { x: 452, y: lineY - 14, size: 9, font: regular, color: COLORS.muted });
  const dateText = `${copy.date}: ${formatDate(certificate.issuedAt ?? certificate.completedAt, locale)}`;
  page.drawText(dateText, { x: 452, y: lineY - 26, size: 8.5, font: regular, color: COLORS.muted });

  // The report's facts on one line above the footer: the regulator, the deadline, the posted reference.
  if (reporting?.kind === 'report') {
    const channel = REPORTING_CHANNELS[reporting.channel];
    const parts = [
      `${REPORTING_COPY[locale].regulator}: ${locale === 'en' ? channel.nameEn : channel.nameEs}`,
      `${REPORTING_COPY[locale].deadline}: ${formatDate(new Date(`${reporting.dueOn}T12:00:00Z`), locale)}`,
      ...(reporting.regulatorReference
        ? [`${REPORTING_COPY[locale].regulatorReference}: ${reporting.regulatorReference}`]
        : []),
    ];
    centered(parts.join(' · '), 76, regular, 8.5, COLORS.muted);
  }

  const footer = `${copy.certificateId}: ${certificate.id} · ${copy.verify} ${verifyUrl}`;
  centered(footer, 56, regular, 8, COLORS.muted);
  return doc.save();
}

function drawSignature(page: PDFPage, name: string, font: PDFFont, x: number, y: number, maxWidth: number) {
  const size = fitSize(name, font, 30, maxWidth);
  page.drawText(name, { x, y, size, font, color: COLORS.ink });
}

/** The largest size up to `size` at which the text fits `maxWidth`. */
function fitSize(text: string, font: PDFFont, size: number, maxWidth: number): number {
  const width = font.widthOfTextAtSize(text, size);
  return width <= maxWidth ? size : Math.max(6, Math.floor((size * maxWidth) / width));
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
