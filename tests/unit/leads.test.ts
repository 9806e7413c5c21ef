import { describe, expect, it } from 'vitest';
import {
  discountCodeExpiry,
  generateDiscountCode,
  normalizeDiscountCode,
} from '../../src/domain/discount-codes.ts';
import {
  FORM_MESSAGES,
  isValidEmail,
  phoneError,
  validateLead,
  validateNewsletterEmail,
} from '../../src/domain/leads.ts';
import { createRateLimiter, decide } from '../../src/domain/rate-limit.ts';

describe('email rule (non-space non-@, @, a domain with a dot)', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('a.b+c@sub.example.co')).toBe(true);
  });
  it('rejects what breaks the rule', () => {
    for (const bad of [
      '',
      'ana',
      'ana@',
      'ana@example',
      '@example.com',
      'a na@example.com',
      'ana@@example.com',
    ])
      expect(isValidEmail(bad), bad).toBe(false);
  });
  it('newsletter: Invalid email / Correo electrónico no válido', () => {
    expect(validateNewsletterEmail('nope')).toEqual({ ok: false, error: 'newsletter_email' });
    expect(validateNewsletterEmail('  Ana@Example.com ')).toEqual({ ok: true, email: 'ana@example.com' });
    expect(FORM_MESSAGES.en.newsletter_email).toBe('Invalid email');
    expect(FORM_MESSAGES.es.newsletter_email).toBe('Correo electrónico no válido');
  });
});

describe('phone rule', () => {
  it('needs the country code first', () => {
    expect(phoneError('305 555 0142')).toBe('phone_code');
    expect(FORM_MESSAGES.en.phone_code).toBe('You must enter the phone number with his code');
  });
  it('needs 8 to 15 digits and phone characters only', () => {
    expect(phoneError('+1 305 555 0142')).toBeUndefined();
    expect(phoneError('+52 (55) 1234-5678')).toBeUndefined();
    expect(phoneError('+1 23')).toBe('phone_invalid');
    expect(phoneError('+1 305 555 0142 999999')).toBe('phone_invalid');
    expect(phoneError('+1 305 abc 0142')).toBe('phone_invalid');
    expect(FORM_MESSAGES.en.phone_invalid).toBe('You must enter a valid phone number');
  });
});

describe('validateLead', () => {
  const good = {
    fullName: 'Ana Pérez',
    email: 'Ana@Example.com',
    phone: '+1 305 555 0142',
    company: 'Acme',
    employees: '40',
  };
  it('accepts a complete companies form and normalises it', () => {
    const result = validateLead('companies', good);
    expect(result).toEqual({
      ok: true,
      lead: {
        kind: 'companies',
        fullName: 'Ana Pérez',
        email: 'ana@example.com',
        phone: '+13055550142',
        data: { company: 'Acme', employees: '40', message: '' },
      },
    });
  });
  it("reports empty required fields as 'Empty data exists'", () => {
    const result = validateLead('companies', { ...good, company: '  ' });
    expect(result).toEqual({ ok: false, errors: { _form: 'empty' } });
    expect(FORM_MESSAGES.en.empty).toBe('Empty data exists');
  });
  it("reports a bad address as 'A valid email is required'", () => {
    const result = validateLead('companies', { ...good, email: 'ana@example' });
    expect(result).toEqual({ ok: false, errors: { email: 'email' } });
    expect(FORM_MESSAGES.en.email).toBe('A valid email is required');
  });
  it('checks selects against their options', () => {
    const result = validateLead('questers-signup', { ...good, plan: 'gold' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.plan).toBe('invalid');
  });
});

describe('rate limit (sliding window)', () => {
  const rule = { limit: 2, windowMs: 1000 };
  it('allows up to the limit, then blocks until the oldest attempt leaves the window', () => {
    const first = decide(rule, [], 0);
    const second = decide(rule, first.hits, 100);
    const third = decide(rule, second.hits, 200);
    expect([first.allowed, second.allowed, third.allowed]).toEqual([true, true, false]);
    expect(third.retryAfterMs).toBe(800);
    expect(decide(rule, second.hits, 1000).allowed).toBe(true);
  });
  it('blocks when any key is over its limit, without counting the refused attempt', () => {
    let time = 0;
    const limiter = createRateLimiter({ now: () => time });
    const ip = { key: 'ip:1', rule: { limit: 3, windowMs: 1000 } };
    const mail = (n: number) => ({ key: `mail:${n}`, rule: { limit: 1, windowMs: 1000 } });
    expect(limiter.attempt([ip, mail(1)]).allowed).toBe(true);
    expect(limiter.attempt([ip, mail(1)]).allowed).toBe(false);
    expect(limiter.attempt([ip, mail(2)]).allowed).toBe(true);
    expect(limiter.attempt([ip, mail(3)]).allowed).toBe(true);
    expect(limiter.attempt([ip, mail(4)]).allowed).toBe(false);
    time = 1000;
    expect(limiter.attempt([ip, mail(4)]).allowed).toBe(true);
  });
});

describe('discount codes', () => {
  it('look like QUEST10- and 8 unambiguous characters', () => {
    const code = generateDiscountCode();
    expect(code).toMatch(/^QUEST10-[A-HJKMNP-Z2-9]{8}$/);
    expect(generateDiscountCode(() => 0)).toBe('QUEST10-AAAAAAAA');
  });
  it('are valid for one year and compared without case or spaces', () => {
    expect(discountCodeExpiry(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(normalizeDiscountCode(' quest10-abcd efgh ')).toBe('QUEST10-ABCDEFGH');
  });
});
