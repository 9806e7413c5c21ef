import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/db/schema/orders.ts';
import { chosenState, codeProblem } from '../../src/domain/orders/checkout.ts';
import { CHECKOUT_MESSAGES } from '../../src/domain/orders/messages.ts';
import { quoteFor } from '../../src/domain/orders/quote.ts';
import {
  assertTransition,
  canTransition,
  grantsAccess,
  newTransactionId,
  OrderStateError,
} from '../../src/domain/orders/state.ts';
import {
  cardComplete,
  luhnValid,
  readCheckoutForm,
  validateBuyer,
  validatePhone,
  validateRegistration,
} from '../../src/domain/orders/validation.ts';
import { sandboxOutcome } from '../../src/integrations/payments/sandbox.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('order state machine', () => {
  const allowed: Array<[OrderStatus, OrderStatus]> = [
    ['created', 'paid'],
    ['created', 'pending_payment'],
    ['created', 'failed'],
    ['pending_payment', 'paid'],
    ['paid', 'refunded'],
  ];
  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const legal = allowed.some(([a, b]) => a === from && b === to);
      expect(canTransition(from, to)).toBe(legal);
      if (legal) expect(() => assertTransition(from, to)).not.toThrow();
      else expect(() => assertTransition(from, to)).toThrow(OrderStateError);
    },
  );
  it('gives access when paid or pending payment only', () => {
    expect(ORDER_STATUSES.filter(grantsAccess)).toEqual(['pending_payment', 'paid']);
  });
  it('transaction ids carry 192 random bits', () => {
    const ids = new Set(Array.from({ length: 1000 }, newTransactionId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('server-side price', () => {
  const product = (price: Partial<Parameters<typeof quoteFor>[0]['price']> = {}) => ({
    price: { priceCents: 19999, discountPercent: 0, discountValidUntil: null, campaign: null, ...price },
  });
  it('regular price', () => {
    expect(quoteFor(product(), { now: NOW })).toMatchObject({
      listPriceCents: 19999,
      priceDiscountCents: 0,
      totalCents: 19999,
    });
  });
  it('a discount applies until its valid-until date', () => {
    const until = new Date('2026-12-01T00:00:00Z');
    expect(
      quoteFor(product({ discountPercent: 25, discountValidUntil: until }), { now: NOW }).totalCents,
    ).toBe(14999);
    expect(
      quoteFor(product({ discountPercent: 25, discountValidUntil: until }), { now: until }).totalCents,
    ).toBe(19999);
  });
  it('an expired campaign falls back to the regular price; a live campaign from the link applies', () => {
    const expired = { slug: 'old', discountPercent: 40, expiresAt: new Date('2025-12-01T05:00:00Z') };
    const active = { slug: 'new', discountPercent: 25, expiresAt: new Date('2027-03-31T23:59:59Z') };
    expect(quoteFor(product({ campaign: expired }), { now: NOW })).toMatchObject({
      totalCents: 19999,
      appliedCampaign: null,
    });
    expect(quoteFor(product({ campaign: expired }), { campaign: active, now: NOW })).toMatchObject({
      totalCents: 14999,
      appliedCampaign: 'new',
    });
  });
  it('the code comes off the discounted price, rounded to the cent', () => {
    const quote = quoteFor(product({ discountPercent: 25, discountValidUntil: null }), {
      codePercent: 10,
      now: NOW,
    });
    expect(quote).toMatchObject({ priceDiscountCents: 5000, codeDiscountCents: 1500, totalCents: 13499 });
    expect(quote.listPriceCents - quote.priceDiscountCents - quote.codeDiscountCents).toBe(quote.totalCents);
  });
});

describe('checkout form rules and messages (spec §5)', () => {
  const form = (overrides: Record<string, string> = {}) =>
    readCheckoutForm({
      attempt: 'abcdefghijklmnopqrstuv',
      fullName: 'Ana',
      email: 'ana@example.com',
      emailConfirm: 'ANA@example.com ',
      ...overrides,
    });
  it('reads only known fields and never a price', () => {
    const { fields } = form({ price: '1', totalCents: '1' });
    expect(Object.keys(fields).sort()).toEqual(
      [
        'affiliate',
        'appliedCode',
        'attempt',
        'code',
        'email',
        'emailConfirm',
        'fullName',
        'intent',
        'invitedEmail',
        'invitedName',
        'paymentMethod',
        'state',
      ].sort(),
    );
    expect(form({ attempt: 'short' }).fields.attempt).toBe('');
    // The affiliate field keeps only an id's shape (the order checks it against active affiliates).
    expect(form({ affiliate: 'mindful-careers' }).fields.affiliate).toBe('mindful-careers');
    expect(form({ affiliate: '"><script>' }).fields.affiliate).toBe('');
    expect(form({ affiliate: 'A'.repeat(80) }).fields.affiliate).toBe('');
  });
  it('e-mail twice, the same (case and spaces ignored)', () => {
    expect(validateBuyer(form().fields)).toEqual({});
    expect(validateBuyer(form({ emailConfirm: 'other@example.com' }).fields)).toEqual({
      emailConfirm: 'email_mismatch',
    });
    expect(validateBuyer(form({ email: 'a@b', emailConfirm: 'a@b' }).fields)).toEqual({
      email: 'email_invalid',
    });
    expect(validateBuyer(form({ email: 'a b@c.d' }).fields).email).toBe('email_invalid');
  });
  it('card details', () => {
    const card = (number: string, expiry = '12/34', cvc = '123') =>
      cardComplete({ number, expiry, cvc }, NOW);
    expect(card('4242424242424242')).toBe(true);
    expect(card('4242424242424241')).toBe(false);
    expect(card('4242424242424242', '11/26')).toBe(true);
    expect(card('4242424242424242', '10/26')).toBe(false);
    expect(card('4242424242424242', '13/30')).toBe(false);
    expect(card('4242424242424242', '12/34', '12')).toBe(false);
    expect(luhnValid('4000000000000002')).toBe(true);
  });
  it('sandbox answers Stripe test cards as Stripe does', () => {
    expect(sandboxOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(sandboxOutcome('4000000000000002')).toBe('card_declined');
    expect(sandboxOutcome('4000 0000 0000 9995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4111111111111111')).toBe('card_declined');
  });
  it('phone with its country code', () => {
    expect(validatePhone('')).toEqual({ ok: false, error: 'phone_code' });
    expect(validatePhone('305 555 0142')).toEqual({ ok: false, error: 'phone_code' });
    expect(validatePhone('+1 305')).toEqual({ ok: false, error: 'phone_invalid' });
    expect(validatePhone('+1 (305) 555-0142')).toEqual({ ok: true, phone: '+13055550142' });
  });
  it('registration', () => {
    expect(validateRegistration('', '')).toBe('empty_data');
    expect(validateRegistration('nope', 'nope')).toBe('email_invalid');
    expect(validateRegistration('a@b.co', 'c@b.co')).toBe('email_mismatch');
    expect(validateRegistration('a@b.co', 'A@b.co')).toBeNull();
  });
  it('states: one is implied, several need a choice', () => {
    const one = { states: [{ code: 'FL', nameEs: 'Florida', nameEn: 'Florida' }] };
    const two = { states: [...one.states, { code: 'TX', nameEs: 'Texas', nameEn: 'Texas' }] };
    expect(chosenState(one, '')).toBe('FL');
    expect(chosenState(two, '')).toBeUndefined();
    expect(chosenState(two, 'ZZ')).toBeUndefined();
    expect(chosenState(two, 'TX')).toBe('TX');
  });
  it('discount code refusals map to the spec messages', () => {
    expect(codeProblem({ ok: false, reason: 'empty' })).toBe('code_empty');
    expect(codeProblem({ ok: false, reason: 'invalid' })).toBe('code_invalid');
    expect(codeProblem({ ok: false, reason: 'already_applied' })).toBe('code_already_applied');
  });
  it('the English messages are the spec strings, verbatim, and Spanish has every key', () => {
    expect(CHECKOUT_MESSAGES.en).toMatchObject({
      code_empty: 'You must enter the code',
      code_invalid: 'The code entered is invalid',
      code_already_applied: 'The discount code has already been applied',
      card_incomplete: 'Please fill in your card details.',
      email_mismatch: 'You must enter the same email',
      email_invalid: 'A valid email is required',
      empty_data: 'Empty data exists',
      phone_code: 'You must enter the phone number with his code',
      phone_invalid: 'You must enter a valid phone number',
      state_required: 'You must select a state',
      payment_error: 'An error has occurred',
    });
    expect(CHECKOUT_MESSAGES.es.payment_error).toBe('Ha ocurrido un error');
    expect(Object.keys(CHECKOUT_MESSAGES.es).sort()).toEqual(Object.keys(CHECKOUT_MESSAGES.en).sort());
  });
});
