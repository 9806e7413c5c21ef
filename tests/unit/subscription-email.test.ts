import { describe, expect, it } from 'vitest';
import { renderSubscriptionEmail } from '../../src/domain/emails/index.ts';

const payload = {
  publicId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  fullName: 'Rosa <Díaz>',
  plan: 'semiannual' as const,
  priceCents: 4999,
  paidAt: '2026-11-24T12:00:00.000Z',
  renewsAt: '2027-05-24T12:00:00.000Z',
};

describe('subscription confirmation e-mail', () => {
  it('links the status page in both locales, with the plan, price and renewal date', () => {
    const es = renderSubscriptionEmail('es', payload, { publicUrl: 'https://quest.how/' });
    expect(es.subject).toBe('Tu suscripción de Quest está activa');
    expect(es.html).toContain('https://quest.how/es/subscriptions/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(es.text).toContain('https://quest.how/es/subscriptions/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(es.text).toContain('Plan semestral');
    expect(es.text).toContain('24 de mayo de 2027');
    expect(es.html).toContain('Rosa &lt;Díaz&gt;');
    const en = renderSubscriptionEmail('en', payload, { publicUrl: 'https://quest.how' });
    expect(en.subject).toBe('Your Quest subscription is active');
    expect(en.text).toContain('https://quest.how/en/subscriptions/AbCdEfGhIjKlMnOpQrStUvWxYz012345');
    expect(en.text).toContain('$49.99');
    expect(en.text).toContain('May 24, 2027');
  });

  it('a sandbox subscription claims no payment in either locale (issue 28)', () => {
    for (const [locale, claim, notice] of [
      ['es', 'Recibimos tu pago', 'no se movió dinero real'],
      ['en', 'We received your payment', 'no real money moved'],
    ] as const) {
      const live = renderSubscriptionEmail(locale, payload, { publicUrl: 'https://quest.how' });
      const test = renderSubscriptionEmail(
        locale,
        { ...payload, testMode: true },
        { publicUrl: 'https://quest.how' },
      );
      expect(live.text).toContain(claim);
      expect(test.text).not.toContain(claim);
      expect(test.text).toContain(notice);
      expect(test.subject).toBe(`${locale === 'es' ? '[Prueba]' : '[Test]'} ${live.subject}`);
    }
  });
});
