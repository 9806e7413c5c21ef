import { describe, expect, it } from 'vitest';
import { winAnsiSafe } from '../../server/documents/invoice-pdf.ts';
import { invoiceLines, invoiceNumber, invoiceState } from '../../src/domain/orders/invoice.ts';
import { deviceFromUserAgent } from '../../src/features/checkout/device.ts';

describe('invoice', () => {
  it('numbers an invoice from the transaction id, short and stable', () => {
    expect(invoiceNumber('6ag5_TmqTmBBRgHDwa7Gfe-YkMkVML--')).toBe('Q-6AG5TMQT');
    expect(invoiceNumber('6ag5_TmqTmBBRgHDwa7Gfe-YkMkVML--')).toBe(
      invoiceNumber('6ag5_TmqTmBBRgHDwa7Gfe-YkMkVML--'),
    );
  });

  it('lists the price and only the discounts that apply, adding up to the total', () => {
    const order = {
      listPriceCents: 14999,
      priceDiscountCents: 3750,
      codeDiscountCents: 500,
      discountCode: 'TEN',
    };
    const lines = invoiceLines(order);
    expect(lines.map((line) => line.kind)).toEqual(['product', 'price_discount', 'code_discount']);
    expect(lines.reduce((sum, line) => sum + line.cents, 0)).toBe(14999 - 3750 - 500);
    expect(invoiceLines({ ...order, priceDiscountCents: 0, codeDiscountCents: 0 })).toHaveLength(1);
    expect(invoiceState('pending_payment')).toBe('pending');
    expect(invoiceState('created')).toBe('processing');
  });

  it('keeps Spanish text for Helvetica and replaces what WinAnsi cannot draw', () => {
    const supported = new Set(
      [...'abcdefghijklmnopqrstuvwxyzáéíóúñÁÉÍÓÚÑ¿¡ ?-'].map((char) => char.codePointAt(0)!),
    );
    expect(
      winAnsiSafe('¿Año señor?', new Set([...supported, 'A'.codePointAt(0)!, 'ñ'.codePointAt(0)!])),
    ).toBe('¿Año señor?');
    expect(winAnsiSafe('ą', supported)).toBe('a');
    expect(winAnsiSafe('李', supported)).toBe('?');
    expect(winAnsiSafe('a\u202fb\u2212c', supported)).toBe('a b-c');
  });
});

describe('device from the User-Agent', () => {
  it('tells phones, computers and the rest apart', () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe(
      'ios',
    );
    expect(deviceFromUserAgent('Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36')).toBe(
      'android',
    );
    expect(deviceFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0')).toBe('desktop');
    expect(deviceFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15')).toBe(
      'desktop',
    );
    expect(deviceFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0')).toBe('unknown');
    expect(deviceFromUserAgent('Googlebot/2.1')).toBe('unknown');
    expect(deviceFromUserAgent(undefined)).toBe('unknown');
  });
});
