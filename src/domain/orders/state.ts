import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '../../db/schema/orders.ts';

// The order's life (issue 10): created → paid | failed, created → pending_payment (pay later) → paid, and
// paid → refunded. Every other move is refused, so a replayed or late event can never undo a payment.

const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['paid', 'pending_payment', 'failed'],
  pending_payment: ['paid'],
  paid: ['refunded'],
  failed: [],
  refunded: [],
};

export class OrderStateError extends Error {
  override name = 'OrderStateError';
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order cannot go from ${from} to ${to}`);
    this.from = from;
    this.to = to;
  }
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new OrderStateError(from, to);
}

/** Access to the courses: a paid order, or a pay-later one (full access at once, spec §1). */
export function grantsAccess(status: OrderStatus): boolean {
  return status === 'paid' || status === 'pending_payment';
}

/** 192 random bits, base64url (32 characters): a receipt address nobody can guess. */
export function newTransactionId(): string {
  return randomBytes(24).toString('base64url');
}

/** Learners' public ids: 128 random bits. */
export function newLearnerId(): string {
  return `l_${randomBytes(16).toString('base64url')}`;
}

/** A checkout attempt's key, written into the form when it is rendered. */
export function newAttemptKey(): string {
  return randomBytes(18).toString('base64url');
}
