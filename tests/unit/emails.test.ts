import { describe, expect, it } from 'vitest';
import { escapeHtml, outboxMessageId, renderOrderEmail } from '../../src/domain/emails/index.ts';
import type { EmailKind, OrderEmailPayload } from '../../src/domain/outbox.ts';
import { formatDate, formatMoney } from '../../src/i18n/format.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

const PUBLIC_URL = 'https://quest.example/';

const payload: OrderEmailPayload = {
  transactionId: 'tx_4f9c2a7b1e',
  buyerName: 'María José Núñez',
  buyerEmail: 'maria@example.com',
  productTitle: 'Florida 2-15 pre-licensing (60 h)',
  productType: 'course',
  stateCode: 'FL',
  listPriceCents: 14_999,
  priceDiscountCents: 2_500,
  codeDiscountCents: 1_250,
  totalCents: 11_249,
  currency: 'USD',
  date: '2026-11-24T15:30:00.000Z',
};

const KINDS: EmailKind[] = ['receipt', 'invoice', 'refund'];

const SUBJECTS: Record<EmailKind, Record<'es' | 'en', string>> = {
  receipt: { es: 'Tu recibo de Quest', en: 'Your Quest receipt' },
  invoice: { es: 'Tu factura de Quest', en: 'Your Quest invoice' },
  refund: { es: 'Confirmación de reembolso', en: 'Refund confirmation' },
};

const AMOUNT_LABELS: Record<EmailKind, Record<'es' | 'en', string>> = {
  receipt: { es: 'Total pagado', en: 'Total paid' },
  invoice: { es: 'Importe pendiente', en: 'Amount due' },
  refund: { es: 'Importe reembolsado', en: 'Amount refunded' },
};

/** The HTML's visible text, roughly (tags dropped, the few entities the renderer writes decoded). */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('order e-mails', () => {
  for (const kind of KINDS) {
    for (const locale of LOCALES) {
      it(`${kind} in ${locale}: subject, HTML and text with the amounts from the format module`, () => {
        const email = renderOrderEmail(kind, locale, payload, { publicUrl: PUBLIC_URL });
        expect(email.subject).toBe(`${SUBJECTS[kind][locale]}: ${payload.productTitle}`);
        const total = formatMoney(payload.totalCents, locale, { cents: 'always' });
        const date = formatDate(new Date(payload.date), locale);
        expect(total).toBe('$112.49');
        for (const part of [visibleText(email.html), email.text]) {
          expect(part).toContain(payload.productTitle);
          expect(part).toContain(total);
          expect(part).toContain(formatMoney(payload.listPriceCents, locale, { cents: 'always' }));
          expect(part).toContain(`−${formatMoney(payload.priceDiscountCents, locale, { cents: 'always' })}`);
          expect(part).toContain(`−${formatMoney(payload.codeDiscountCents, locale, { cents: 'always' })}`);
          expect(part).toContain(date);
          expect(part).toContain(AMOUNT_LABELS[kind][locale]);
          expect(part).toContain(payload.buyerName);
          expect(part).toContain(payload.transactionId);
        }
        const receiptUrl = `https://quest.example/${locale}/receipts/${payload.transactionId}`;
        expect(email.html).toContain(`href="${receiptUrl}"`);
        expect(email.text).toContain(receiptUrl);
        expect(email.html).toContain(`<html lang="${locale}">`);
        expect(email.html).toContain('#5535F0');
        expect(email.text).not.toMatch(/<[a-z]/i);
        // Amounts only ever come from the format module: no raw cents or unformatted dollars.
        expect(email.text).not.toContain('11249');
        expect(email.text).not.toContain('112.49 ');
      });
    }
  }

  it('a test order never claims that money moved: subject, preheader, intro and amount say "test"', () => {
    // What a live order's e-mail says about money, per kind and locale: none of it may appear for a test order.
    const CLAIMS: Record<EmailKind, Record<'es' | 'en', string[]>> = {
      receipt: { es: ['Recibimos tu pago', 'Total pagado'], en: ['We received your payment', 'Total paid'] },
      invoice: { es: [], en: [] },
      refund: {
        es: ['vuelve al mismo medio de pago', 'Importe reembolsado'],
        en: ['goes back to the same payment method', 'Amount refunded'],
      },
    };
    const test = { ...payload, testMode: true };
    for (const kind of KINDS) {
      for (const locale of LOCALES) {
        const live = renderOrderEmail(kind, locale, payload, { publicUrl: PUBLIC_URL });
        const email = renderOrderEmail(kind, locale, test, { publicUrl: PUBLIC_URL });
        expect(email.subject).toBe(`${locale === 'es' ? '[Prueba]' : '[Test]'} ${live.subject}`);
        const notice =
          locale === 'es'
            ? 'Pedido de prueba: se usó una tarjeta de prueba y no se movió dinero real.'
            : 'Test order: a test card was used and no real money moved.';
        for (const part of [visibleText(email.html), email.text]) {
          expect(part).toContain(notice);
          for (const claim of CLAIMS[kind][locale]) expect(part, `${kind} ${locale}`).not.toContain(claim);
        }
        for (const claim of CLAIMS[kind][locale]) expect(visibleText(live.html)).toContain(claim);
        expect(visibleText(live.html)).not.toContain(notice);
      }
    }
  });

  it('writes dates and greetings in proper Spanish and English', () => {
    const es = renderOrderEmail('receipt', 'es', payload, { publicUrl: PUBLIC_URL });
    expect(es.text).toContain('Hola, María José Núñez:');
    expect(es.text).toContain('24 de noviembre de 2026');
    expect(es.text).toContain('¡Gracias por tu compra!');
    const en = renderOrderEmail('receipt', 'en', payload, { publicUrl: PUBLIC_URL });
    expect(en.text).toContain('Hi María José Núñez,');
    expect(en.text).toContain('November 24, 2026');
    const bundle = { ...payload, productType: 'bundle' as const };
    expect(renderOrderEmail('invoice', 'es', bundle, { publicUrl: PUBLIC_URL }).text).toContain(
      'ya tienes acceso a tus cursos',
    );
    expect(renderOrderEmail('receipt', 'en', bundle, { publicUrl: PUBLIC_URL }).text).toContain(
      'Course bundle:',
    );
  });

  it('invoice: a pay-now link to the receipt page and the PDF invoice link', () => {
    for (const locale of LOCALES) {
      const email = renderOrderEmail('invoice', locale, payload, { publicUrl: PUBLIC_URL });
      const pdf = `https://quest.example/invoices/${payload.transactionId}?lang=${locale}`;
      const receipt = `https://quest.example/${locale}/receipts/${payload.transactionId}`;
      expect(email.html).toContain(`href="${pdf}"`);
      expect(email.html).toContain(`href="${receipt}"`);
      expect(email.text).toContain(pdf);
      expect(email.text).toContain(locale === 'es' ? 'Pagar ahora:' : 'Pay now:');
    }
    const receipt = renderOrderEmail('receipt', 'en', payload, { publicUrl: PUBLIC_URL });
    expect(receipt.text).not.toContain('/invoices/');
  });

  it('leaves out discount rows and the state when there are none', () => {
    const plain = {
      ...payload,
      priceDiscountCents: 0,
      codeDiscountCents: 0,
      totalCents: 14_999,
      stateCode: null,
    };
    const email = renderOrderEmail('receipt', 'en', plain, { publicUrl: PUBLIC_URL });
    expect(email.text).not.toContain('Discount');
    expect(email.text).not.toContain('State:');
    expect(email.text).toContain('$149.99');
  });

  it('escapes a hostile name and title in the HTML (and keeps them readable in the text)', () => {
    const hostile = {
      ...payload,
      buyerName: '<script>alert("x")</script> O\'Brien & Co',
      productTitle: 'Course <img src=x onerror=alert(1)>',
    };
    for (const kind of KINDS) {
      const email = renderOrderEmail(kind, 'en', hostile, { publicUrl: PUBLIC_URL });
      expect(email.html).not.toContain('<script>');
      expect(email.html).not.toContain('<img');
      expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co');
      expect(email.text).toContain(hostile.buyerName);
      expect(email.subject).toContain(hostile.productTitle);
    }
  });

  it('escapeHtml escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('Ñandú — café')).toBe('Ñandú — café');
  });

  it('gives each outbox row one Message-ID, the same on every attempt', () => {
    expect(outboxMessageId(42)).toBe('<outbox-42@quest.how>');
    expect(outboxMessageId(42)).toBe(outboxMessageId(42));
    expect(outboxMessageId(43)).not.toBe(outboxMessageId(42));
  });
});
