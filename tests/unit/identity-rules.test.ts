import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  isOwnerOf,
  orderRules,
  questerRules,
  subscriptionRules,
} from '../../src/domain/identity/ownership.ts';
import { isProofToken, maskEmail, proofToken, proofTokenHash } from '../../src/domain/identity/tokens.ts';
import { holdsCapability, redactCapabilityPath } from '../../src/routes.ts';

// Issue 27's rules without I/O: who owns what, the proof link's token, and what the logs never show.

const owner = { learnerId: 'l_owner000000000000', ocid: 'owner.edu' };
const other = { learnerId: 'l_other000000000000', ocid: 'other.edu' };

describe('ownership rules', () => {
  it('the owner is the signed-in learner of the resource; nobody owns what has no learner', () => {
    expect(isOwnerOf(owner.learnerId, owner)).toBe(true);
    expect(isOwnerOf(owner.learnerId, other)).toBe(false);
    expect(isOwnerOf(owner.learnerId, ANONYMOUS)).toBe(false);
    expect(isOwnerOf(null, ANONYMOUS)).toBe(false);
    expect(isOwnerOf(undefined, { learnerId: null, ocid: 'x.edu' })).toBe(false);
  });

  it('orders: a refund is the owner’s; the phone is set once by the link, then by the owner only', () => {
    const order = { learnerId: owner.learnerId, phone: null };
    expect(orderRules.refund(order, owner)).toBe(true);
    expect(orderRules.refund(order, other)).toBe(false);
    expect(orderRules.refund(order, ANONYMOUS)).toBe(false);
    expect(orderRules.setPhone(order, ANONYMOUS)).toBe(true);
    const withPhone = { ...order, phone: '+13055550100' };
    expect(orderRules.setPhone(withPhone, ANONYMOUS)).toBe(false);
    expect(orderRules.setPhone(withPhone, other)).toBe(false);
    expect(orderRules.setPhone(withPhone, owner)).toBe(true);
  });

  it('subscriptions are managed by their owner; a Quester’s plan by the linked Open Campus ID only', () => {
    expect(subscriptionRules.manage({ learnerId: owner.learnerId }, owner)).toBe(true);
    expect(subscriptionRules.manage({ learnerId: owner.learnerId }, other)).toBe(false);
    expect(questerRules.changePlan({ ownerOcid: 'owner.edu' }, owner)).toBe(true);
    expect(questerRules.changePlan({ ownerOcid: 'owner.edu' }, other)).toBe(false);
    expect(questerRules.changePlan({ ownerOcid: 'owner.edu' }, ANONYMOUS)).toBe(false);
    // A Quester nobody linked yet: nobody changes the plan.
    expect(questerRules.changePlan({ ownerOcid: null }, { learnerId: null, ocid: 'x.edu' })).toBe(false);
  });
});

describe('proof tokens', () => {
  it('derives a 43-character token from the nonce under the secret; only its hash is stored', () => {
    const token = proofToken('secret-a', 'nonce-1');
    expect(isProofToken(token)).toBe(true);
    expect(proofToken('secret-a', 'nonce-1')).toBe(token);
    expect(proofToken('secret-b', 'nonce-1')).not.toBe(token);
    expect(proofToken('secret-a', 'nonce-2')).not.toBe(token);
    expect(proofTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(proofTokenHash(token)).not.toContain(token);
    for (const bad of ['', 'short', `${token}x`, `${token.slice(0, 42)}!`, 42, null])
      expect(isProofToken(bad)).toBe(false);
  });

  it('masks an address enough to be recognised, not harvested', () => {
    expect(maskEmail('ana.perez@example.com')).toBe('a••@example.com');
    expect(maskEmail('x@y.co')).toBe('x••@y.co');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});

describe('capabilities in logged paths', () => {
  it.each([
    ['/es/receipts/abcdefghijklmnopqrstuvwx12345678', '/es/receipts/:redacted'],
    ['/RSC/R/en/receipts/abcdefghijklmnopqrstuvwx12345678.txt', '/RSC/R/en/receipts/:redacted'],
    ['/en/payment-success/tx_1234567890abcdefghij', '/en/payment-success/:redacted'],
    [
      '/en/learners/l_abc/complete-registration/tx1',
      '/en/learners/:redacted/complete-registration/:redacted',
    ],
    ['/en/learners/l_abc/results/week', '/en/learners/:redacted/results/week'],
    ['/checkout/registration/l_abc/tx1', '/checkout/registration/:redacted/:redacted'],
    ['/checkout/orders/tx1/refund', '/checkout/orders/:redacted/refund'],
    ['/invoices/tx1', '/invoices/:redacted'],
    ['/certificate-pdf/c_1', '/certificate-pdf/:redacted'],
    ['/es/certificates/c_1/pendingpayment', '/es/certificates/:redacted/pendingpayment'],
    ['/es/account/confirm/TOKEN', '/es/account/confirm/:redacted'],
    ['/identity/proofs/TOKEN', '/identity/proofs/:redacted'],
    ['/es/subscriptions/sub1/employees', '/es/subscriptions/:redacted/employees'],
    ['/subscription-actions/sub1/cancel', '/subscription-actions/:redacted/cancel'],
    ['/company-actions/sub1/invite', '/company-actions/:redacted/invite'],
    ['/es/achievements/first-steps/user/l_abc', '/es/achievements/first-steps/user/:redacted'],
    ['/og/achievements/first-steps/l_abc.png', '/og/achievements/first-steps/:redacted'],
    ['/ce-licences/unsubscribe/tok', '/ce-licences/unsubscribe/:redacted'],
    ['/transcript-files/l_abc/csv', '/transcript-files/:redacted/csv'],
  ])('%s → %s', (path, redacted) => {
    expect(redactCapabilityPath(path)).toBe(redacted);
    expect(holdsCapability(path)).toBe(true);
  });

  it.each([
    '/es',
    '/es/receipts/PhoneNumber',
    '/es/certificates/verify',
    '/subscription-actions/subscribe/monthly',
    '/company-actions/seats',
    '/es/courses/details/annuity-suitability-4h',
    '/es/learners',
    '/es/account',
  ])('%s is kept as it is', (path) => {
    expect(redactCapabilityPath(path)).toBe(path);
    expect(holdsCapability(path)).toBe(false);
  });
});

describe('capabilities in free text', () => {
  it('masks the ids of any path a console line quotes', async () => {
    const { redactPathsInText } = await import('../../server/process/logger.ts');
    expect(redactPathsInText('Error rendering /es/receipts/abcDEF123_-xyz: boom')).toBe(
      'Error rendering /es/receipts/:redacted: boom',
    );
    expect(redactPathsInText('no path here')).toBe('no path here');
  });
});
