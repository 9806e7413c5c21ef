import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATES } from '../../src/db/seed/learning.ts';
import { ES_PHONE, startSite } from '../helpers/browser.ts';
import { checkoutForm } from '../helpers/checkout.ts';
import { watchErrors } from '../helpers/page.ts';
import { screenshots } from '../helpers/screens.ts';

// Certificates in Chromium (issue 11), Spanish on a phone: an issued certificate and its PDF, the
// monitor's password, unlocking a pending one by paying its order on the receipt, the public verification (axe
// on every certificate page: tests/e2e/accessibility.test.ts). The purchase and the app's completion report are set up through
// the real checkout route and ingestion API; everything a person does happens in the browser.

const shot = screenshots('certificates');
const TOKEN = 'e2e-ingest-token-0123456789abcdefghijkl';
const COURSE = 'annuity-suitability-4h';

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite({ CHECKOUT_RATE_LIMIT: '0', INGEST_API_TOKEN: TOKEN });
});
afterAll(() => site?.close());

const text = {
  es: {
    mismatch: 'Las contraseñas no coinciden',
    incorrect: 'Contraseña incorrecta',
    title: 'Certificado de finalización',
  },
  en: {
    mismatch: 'Passwords do not match',
    incorrect: 'Incorrect password',
    title: 'Certificate of completion',
  },
} as const;

/** A purchase through the checkout route and the app's completion report: the certificate's id and reference. */
async function completedCourse(paymentMethod: 'card' | 'pay_later', monitorConfirmed: boolean) {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const card: Record<string, string> =
    paymentMethod === 'card' ? {} : { cardNumber: '', cardExpiry: '', cardCvc: '' };
  const bought = await site.app.inject({
    method: 'POST',
    url: `/checkout/${COURSE}?lang=en`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(site.config.PUBLIC_URL).origin,
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams(
      checkoutForm({
        fullName: 'Sofía Ramírez',
        email,
        emailConfirm: email,
        paymentMethod,
        state: 'FL',
        ...card,
      }),
    ).toString(),
  });
  expect(bought.statusCode).toBe(303);
  const transactionId = new URL(bought.headers.location ?? '', site.baseUrl).searchParams.get(
    'transactionId',
  );
  const order = await site.app.domain.orders.find(transactionId ?? '', 'en');
  const completed = await site.app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    payload: JSON.stringify({
      id: `evt-${randomUUID()}`,
      type: 'course.completed',
      occurredAt: '2026-11-02T18:00:00Z',
      data: {
        learnerId: order?.learnerId,
        course: COURSE,
        completedAt: '2026-11-02T18:00:00Z',
        monitorConfirmed,
      },
    }),
  });
  expect(completed.statusCode).toBe(200);
  return completed.json().certificate as { id: string; referenceNumber: string; status: string };
}

describe.each(ES_PHONE)('certificates in %s on %s', (locale, viewport) => {
  it('an issued certificate: every field, the language switch, and its PDF', async () => {
    const certificate = await completedCourse('card', true);
    const context = await site.newContext(viewport);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/${locale}/certificates/${certificate.id}`);
    const document = page.getByTestId('certificate-document');
    await document.waitFor();
    expect(await document.getByRole('heading', { level: 1 }).textContent()).toBe(text[locale].title);
    expect(await page.getByTestId('certificate-student').textContent()).toBe('Sofía Ramírez');
    expect(await page.getByTestId('certificate-reference').textContent()).toBe(certificate.referenceNumber);
    expect(await page.getByTestId('certificate-signature').textContent()).toBe('Sofía Ramírez');
    for (const field of ['completed', 'hours', 'license', 'issuer', 'instructor'])
      expect((await page.getByTestId(`certificate-${field}`).textContent())?.trim()).not.toBe('');
    await shot(page, `1-issued-${locale}-${viewport}`);
    const pdfHref = await page.getByTestId('certificate-pdf').getAttribute('href');
    const pdf = await context.request.get(pdfHref ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The language switch keeps the certificate.
    const other = locale === 'es' ? 'en' : 'es';
    expect(await page.locator(`a[hreflang="${other}"]`).first().getAttribute('href')).toBe(
      `/${other}/certificates/${certificate.id}`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the monitor sets a password and confirms the certificate with it', async () => {
    const certificate = await completedCourse('card', false);
    const context = await site.newContext(viewport);
    const page = await context.newPage();
    await page.goto(`/${locale}/certificates/${certificate.id}`);
    const setForm = page.getByTestId('monitor-set-form');
    await setForm.locator('input[name="password"]').fill('proctor-secret');
    await setForm.locator('input[name="passwordConfirm"]').fill('proctor-secrte');
    await setForm.getByRole('button').click();
    await page.getByTestId('passwordConfirm-error').waitFor();
    expect(await page.getByTestId('passwordConfirm-error').textContent()).toBe(text[locale].mismatch);
    await shot(page, `2-monitor-mismatch-${locale}-${viewport}`);
    await page.getByTestId('monitor-set-form').locator('input[name="password"]').fill('proctor-secret');
    await page
      .getByTestId('monitor-set-form')
      .locator('input[name="passwordConfirm"]')
      .fill('proctor-secret');
    await page.getByTestId('monitor-set-form').getByRole('button').click();
    await page.getByTestId('monitor-password-saved').waitFor();
    const confirmForm = page.getByTestId('monitor-confirm-form');
    await confirmForm.locator('input[name="password"]').fill('not-the-password');
    await confirmForm.getByRole('button').click();
    await page.getByTestId('password-error').waitFor();
    expect(await page.getByTestId('password-error').textContent()).toBe(text[locale].incorrect);
    await page.getByTestId('monitor-confirm-form').locator('input[name="password"]').fill('proctor-secret');
    await page.getByTestId('monitor-confirm-form').getByRole('button').click();
    await page.getByTestId('monitor-confirmed').waitFor();
    expect(await page.getByTestId('certificate-pdf').count()).toBe(1);
    await shot(page, `3-monitor-confirmed-${locale}-${viewport}`);
    await context.close();
  });

  it('a pending certificate is unlocked by paying the order on its receipt', async () => {
    const certificate = await completedCourse('pay_later', true);
    const context = await site.newContext(viewport);
    const page = await context.newPage();
    await page.goto(`/${locale}/certificates/${certificate.id}`);
    await page.getByTestId('locked-panel').waitFor();
    expect(await page.getByTestId('certificate-pdf').count()).toBe(0);
    await shot(page, `4-locked-${locale}-${viewport}`);
    await page.getByTestId('unlock-certificate').click();
    await page.waitForURL(/\/receipts\/[A-Za-z0-9_-]{32}$/);
    const form = page.getByTestId('pay-now-form');
    await form.locator('input[name="cardNumber"]').fill('4242424242424242');
    await form.locator('input[name="cardExpiry"]').fill('12/34');
    await form.locator('input[name="cardCvc"]').fill('123');
    await form.getByRole('button').last().click();
    await page.waitForURL(/\/payment-success\//);
    await page.goto(`/${locale}/certificates/${certificate.id}`);
    await page.getByTestId('certificate-pdf').waitFor();
    expect(await page.getByTestId('certificate-reference').textContent()).toBe(certificate.referenceNumber);
    await context.close();
  });

  it('anyone verifies a certificate by its reference number', async () => {
    const context = await site.newContext(viewport);
    const page = await context.newPage();
    await page.goto(`/${locale}/certificates/verify`);
    await page.locator('#reference').fill(DEMO_CERTIFICATES[0].reference.toLowerCase());
    await page.getByTestId('verify-form').getByRole('button').click();
    await page.getByTestId('verify-result').waitFor();
    expect(await page.getByTestId('verify-result').getAttribute('data-status')).toBe('valid');
    expect(await page.getByTestId('verify-learner').textContent()).toBe(
      DEMO_CERTIFICATES[0].learner.fullName,
    );
    expect(page.url()).toContain(`reference=${DEMO_CERTIFICATES[0].reference.toLowerCase()}`);
    await shot(page, `5-verified-${locale}-${viewport}`);
    await context.close();
  });
});
