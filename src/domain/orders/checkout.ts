import { and, eq, inArray, isNotNull, lt, max, min } from 'drizzle-orm';
import type { ProductType } from '../../db/schema/orders.ts';
import { enrolments, orders } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { findActiveAffiliateKey } from '../affiliates.ts';
import type { CourseViewer } from '../companies/access.ts';
import { packageUnspent } from '../credit-ledger.ts';
import {
  checkDiscountCode,
  normalizeDiscountCode,
  type RedeemResult,
  redeemDiscountCode,
} from '../discount-codes.ts';
import { normalizeEmail } from '../leads.ts';
import { findQuesterKey } from '../questers/index.ts';
import { refundEligibility } from '../refunds.ts';
import type { CheckoutMessageKey } from './messages.ts';
import type { PaymentEvent, PaymentGateway } from './payment-gateway.ts';
import { findCampaign, type ProductForSale, productForSale, type Quote, quoteFor } from './quote.ts';
import {
  grantAccess,
  lockOrder,
  moveOrder,
  type OrderRow,
  queueOrderEmail,
  releaseDiscountCode,
} from './records.ts';
import {
  processPaymentEvent,
  recordPaymentEvent,
  refundPaidOrder,
  type SettlementOutcome,
} from './settlement.ts';
import { newTransactionId } from './state.ts';
import type { CardFields, CheckoutFields, FieldErrors } from './validation.ts';
import { cardComplete, validateBuyer } from './validation.ts';

// Buying: place the order (priced here, from the database), take the payment through the gateway, and settle
// through the same path as a provider's webhook. Pay later places an order that gives access at once and stays
// pending_payment until its invoice is paid.

export interface PlaceOrderInput {
  /** 'credits': a study credit package (slug = package id), card only, for the buyer. */
  productType: ProductType;
  slug: string;
  fields: CheckoutFields;
  card: CardFields;
  locale: Locale;
  campaignParam: string | null;
  /** Already checked to be a same-site path. */
  redirectUrl: string | null;
  purchaseParams: OrderRow['purchaseParams'];
  /** Who buys (domain/companies/access): a private course exists only for its company's members. */
  viewer?: CourseViewer;
  /** The Quester's public id from the signed partner-link referral (server-side only); unknown ids record none. */
  referralQuesterId?: string | null;
}

export type PlaceOrderResult =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'not_found' }
  /** The same attempt was placed before (a double submit): its order, whatever became of it. */
  | ({ kind: 'existing'; status: OrderRow['status'] } & PlacedOrder)
  | ({ kind: 'paid' } & PlacedOrder)
  | ({ kind: 'pending_payment' } & PlacedOrder)
  | ({ kind: 'confirm'; clientSecret: string } & PlacedOrder)
  | ({ kind: 'declined'; message: CheckoutMessageKey } & PlacedOrder);

/** An order as the checkout answers it: its stable id, and the id its addresses use (orders.linkId). */
export interface PlacedOrder {
  transactionId: string;
  linkId: string;
}

export interface CheckoutDependencies {
  db: Db;
  gateway: PaymentGateway;
  /** Called between storing a provider's success and acting on it: the crash test's kill point. */
  afterPaymentRecorded?: () => void;
  now?: () => Date;
}

/** A code the form asks to use: the 10%-off code's percentage, or the spec's refusal. */
export function codeProblem(result: RedeemResult): CheckoutMessageKey | null {
  if (result.ok) return null;
  return result.reason === 'empty'
    ? 'code_empty'
    : result.reason === 'invalid'
      ? 'code_invalid'
      : 'code_already_applied';
}

class CodeTakenError extends Error {
  readonly problem: CheckoutMessageKey;
  constructor(problem: CheckoutMessageKey) {
    super(problem);
    this.problem = problem;
  }
}

export function createCheckout({
  db,
  gateway,
  afterPaymentRecorded,
  now = () => new Date(),
}: CheckoutDependencies) {
  async function settle(event: PaymentEvent): Promise<SettlementOutcome> {
    await recordPaymentEvent(db, event, now());
    afterPaymentRecorded?.();
    return processPaymentEvent(db, event.id, now());
  }

  /** Product, price and the code's effect for the checkout page (nothing is written). */
  async function preview(input: {
    productType: ProductType;
    slug: string;
    campaignParam: string | null;
    code: string;
    viewer?: CourseViewer;
  }) {
    const product = await productForSale(db, input.productType, input.slug, input.viewer);
    if (!product) return undefined;
    // A credit package has no campaign (its price list is CREDIT_PACKAGES): findCampaign names none for it.
    const campaign = await findCampaign(db, input.campaignParam, product);
    const code = input.code ? await checkDiscountCode(db, input.code, now()) : null;
    const quote = quoteFor(product, {
      campaign,
      codePercent: code?.ok ? code.percentOff : 0,
      now: now(),
      viewer: input.viewer,
    });
    return { product, quote, code };
  }

  async function placeOrder(asked: PlaceOrderInput): Promise<PlaceOrderResult> {
    const product = await productForSale(db, asked.productType, asked.slug, asked.viewer);
    if (!product) return { kind: 'not_found' };
    // Credits are paid by card, for the buyer's own balance, at the package's price: the server decides.
    const input: PlaceOrderInput =
      product.type === 'credits'
        ? {
            ...asked,
            campaignParam: null,
            fields: { ...asked.fields, paymentMethod: 'card', invitedName: '', invitedEmail: '' },
          }
        : asked;
    const { fields, card } = input;
    const errors = validateBuyer(fields);
    const stateCode = chosenState(product, fields.state);
    if (stateCode === undefined) errors.state = 'state_required';
    const appliedCode = fields.appliedCode || fields.code;
    let codePercent = 0;
    if (appliedCode) {
      const checked = await checkDiscountCode(db, appliedCode, now());
      const problem = codeProblem(checked);
      if (problem) errors.code = problem;
      else if (checked.ok) codePercent = checked.percentOff;
    }
    const useCard = fields.paymentMethod === 'card';
    if (useCard && gateway.cardEntry === 'form' && !cardComplete(card, now()))
      errors.card = 'card_incomplete';
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

    const campaign = await findCampaign(db, input.campaignParam, product);
    // The viewer (and so any company discount) comes from the signed-in account on the server, never the form.
    const quote = quoteFor(product, { campaign, codePercent, now: now(), viewer: input.viewer });
    const placed = await insertOrder(
      input,
      product,
      quote,
      stateCode ?? null,
      appliedCode ? normalizeDiscountCode(appliedCode) : null,
    );
    if (
      placed.kind === 'existing' &&
      placed.status === 'created' &&
      useCard &&
      gateway.cardEntry === 'element'
    ) {
      // The same attempt again while its payment is still open at the provider (a reload, a retry after a
      // declined card): the same idempotency key gives back the same payment and its client secret.
      const [open] = await db
        .select()
        .from(orders)
        .where(eq(orders.transactionId, placed.transactionId))
        .limit(1);
      if (open) return charge(open, undefined, `order:${open.transactionId}`);
    }
    if (placed.kind !== 'new') return placed;
    const order = placed.order;
    if (!useCard) return { kind: 'pending_payment', ...placedOrder(order) };
    return charge(
      order,
      useCard && gateway.cardEntry === 'form' ? card : undefined,
      `order:${order.transactionId}`,
    );
  }

  /** Inserts the order and, in the same transaction, takes its code (and, for pay later, gives access). */
  async function insertOrder(
    input: PlaceOrderInput,
    product: ProductForSale,
    quote: Quote,
    stateCode: string | null,
    code: string | null,
  ): Promise<{ kind: 'new'; order: OrderRow } | PlaceOrderResult> {
    const { fields } = input;
    const at = now();
    const payLater = fields.paymentMethod === 'pay_later';
    try {
      return await db.transaction(async (tx) => {
        const transactionId = newTransactionId();
        const [order] = await tx
          .insert(orders)
          .values({
            transactionId,
            // A new order's addresses use its transaction id until its owner replaces their links.
            linkId: transactionId,
            attemptKey: fields.attempt,
            status: 'created',
            productType: product.type,
            productId: product.id,
            productSlug: product.slug,
            productTitleEs: product.titleEs,
            productTitleEn: product.titleEn,
            stateCode,
            locale: input.locale,
            buyerName: fields.fullName,
            buyerEmail: normalizeEmail(fields.email),
            invitedName: fields.invitedName || null,
            invitedEmail: fields.invitedEmail ? normalizeEmail(fields.invitedEmail) : null,
            listPriceCents: quote.listPriceCents,
            priceDiscountCents: quote.priceDiscountCents,
            codeDiscountCents: quote.codeDiscountCents,
            totalCents: quote.totalCents,
            discountCode: code,
            campaignParam: input.campaignParam,
            appliedCampaign: quote.appliedCampaign,
            // The company whose seats gave the signed-in member the marketplace price (never from the form).
            companyId: quote.appliedCompany?.id ?? null,
            paymentMethod: payLater ? 'pay_later' : 'card',
            provider: gateway.name,
            testMode: gateway.testMode,
            redirectUrl: input.redirectUrl,
            purchaseParams: input.purchaseParams,
            referralQuesterId: input.referralQuesterId
              ? await findQuesterKey(tx, input.referralQuesterId)
              : null,
            // The affiliate's landing sent the buyer: recorded only for an active affiliate (forged ids: none).
            affiliateId: await findActiveAffiliateKey(tx, fields.affiliate),
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: orders.attemptKey })
          .returning();
        if (!order) {
          const [existing] = await tx
            .select({ transactionId: orders.transactionId, linkId: orders.linkId, status: orders.status })
            .from(orders)
            .where(eq(orders.attemptKey, fields.attempt))
            .limit(1);
          if (!existing) throw new Error('Order attempt vanished');
          return {
            kind: 'existing' as const,
            ...placedOrder(existing),
            status: existing.status,
          };
        }
        if (code) {
          // Taken now, once: two checkouts racing for one code cannot both use it (given back if payment fails).
          const redeemed = await redeemDiscountCode(tx, code, { redeemedBy: transactionId, now: at });
          if (!redeemed.ok) throw new CodeTakenError(codeProblem(redeemed) ?? 'code_invalid');
        }
        if (payLater) {
          await moveOrder(tx, order, 'pending_payment', {}, at);
          await grantAccess(tx, order, product.courseIds, at);
          await queueOrderEmail(tx, { ...order, status: 'pending_payment' }, 'invoice', at);
        }
        return { kind: 'new' as const, order };
      });
    } catch (error) {
      if (error instanceof CodeTakenError) return { kind: 'invalid', errors: { code: error.problem } };
      throw error;
    }
  }

  async function charge(
    order: OrderRow,
    card: CardFields | undefined,
    idempotencyKey: string,
  ): Promise<PlaceOrderResult> {
    const transactionId = order.transactionId;
    let result: Awaited<ReturnType<PaymentGateway['pay']>>;
    try {
      result = await gateway.pay({
        transactionId,
        amountCents: order.totalCents,
        currency: 'usd',
        description: order.locale === 'en' ? order.productTitleEn : order.productTitleEs,
        receiptEmail: order.buyerEmail,
        idempotencyKey,
        card,
      });
    } catch (error) {
      if (order.status === 'created') await failOrder(transactionId, 'provider_error');
      throw error;
    }
    if (result.status === 'succeeded') {
      await settle(result.event);
      return { kind: 'paid', ...placedOrder(order) };
    }
    if (result.status === 'requires_confirmation') {
      await db
        .update(orders)
        .set({ providerPaymentId: result.paymentId, updatedAt: now() })
        .where(eq(orders.id, order.id));
      return { kind: 'confirm', ...placedOrder(order), clientSecret: result.clientSecret };
    }
    if (order.status === 'created') await failOrder(transactionId, result.reason);
    return { kind: 'declined', ...placedOrder(order), message: result.reason };
  }

  async function failOrder(transactionId: string, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, transactionId);
      if (order?.status !== 'created') return;
      await moveOrder(tx, order, 'failed', { failureReason: reason.slice(0, 40) }, now());
      await releaseDiscountCode(tx, order);
    });
  }

  /** Pays a pay-later order from its receipt ("pay now"); the same settlement path moves it to paid. */
  async function payPending(input: {
    transactionId: string;
    card: CardFields;
    attempt: string;
  }): Promise<PlaceOrderResult> {
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.transactionId, input.transactionId))
      .limit(1);
    if (!order) return { kind: 'not_found' };
    if (order.status !== 'pending_payment')
      return { kind: 'existing', ...placedOrder(order), status: order.status };
    if (gateway.cardEntry === 'form' && !cardComplete(input.card, now()))
      return { kind: 'invalid', errors: { card: 'card_incomplete' } };
    return charge(
      order,
      gateway.cardEntry === 'form' ? input.card : undefined,
      `pay:${order.transactionId}:${input.attempt}`,
    );
  }

  /** Refund from the receipt: within 14 days of enrolment and at most 25% completed (spec §5). */
  async function requestRefund(
    transactionId: string,
  ): Promise<{ ok: true } | { ok: false; reason: 'not_found' | CheckoutMessageKey }> {
    const [order] = await db.select().from(orders).where(eq(orders.transactionId, transactionId)).limit(1);
    if (!order) return { ok: false, reason: 'not_found' };
    if (order.status === 'refunded') return { ok: true };
    if (order.status !== 'paid' || !order.providerPaymentId) return { ok: false, reason: 'refund_not_paid' };
    const [progress] = await db
      .select({ enrolledAt: min(enrolments.grantedAt), completed: max(enrolments.progressPercent) })
      .from(enrolments)
      .where(eq(enrolments.orderId, order.id));
    const decision = refundEligibility({
      enrolledAt: progress?.enrolledAt ?? order.paidAt ?? order.createdAt,
      now: now(),
      completedPercent: progress?.completed ?? 0,
    });
    if (!decision.eligible) {
      return {
        ok: false,
        reason: decision.reason === 'window-closed' ? 'refund_window_closed' : 'refund_too_much_completed',
      };
    }
    // A credit package is refundable while none of its credits were spent.
    if (order.productType === 'credits' && !(await packageUnspent(db, order, now())))
      return { ok: false, reason: 'refund_credits_used' };
    const refund = await gateway.refund({
      paymentId: order.providerPaymentId,
      amountCents: order.totalCents,
      idempotencyKey: `refund:${order.transactionId}`,
    });
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, transactionId);
      if (locked?.status === 'paid') return refundPaidOrder(tx, locked, now(), refund.refundId);
      // Stripe's charge.refunded can be settled between the refund call and this transaction (it carries no
      // refund id): the order is refunded already, so only the refund id is recorded.
      if (locked?.status === 'refunded' && !locked.providerRefundId)
        await tx.update(orders).set({ providerRefundId: refund.refundId }).where(eq(orders.id, locked.id));
    });
    return { ok: true };
  }

  /**
   * Orders still open at the provider after a crash or a lost webhook: asks the provider and settles what it
   * says was paid (the same settlement path; an event already stored changes nothing).
   */
  async function reconcile({ olderThanMs = 60_000 }: { olderThanMs?: number } = {}): Promise<number> {
    const open = await db
      .select({ transactionId: orders.transactionId, paymentId: orders.providerPaymentId })
      .from(orders)
      .where(
        and(
          // Card orders, and pay-later orders whose invoice is being paid, still open at the provider.
          inArray(orders.status, ['created', 'pending_payment']),
          eq(orders.provider, gateway.name),
          isNotNull(orders.providerPaymentId),
          lt(orders.updatedAt, new Date(now().getTime() - olderThanMs)),
        ),
      )
      .limit(50);
    let settled = 0;
    for (const row of open) {
      if (!row.paymentId) continue;
      const found = await gateway.lookup(row.paymentId);
      if (found.status === 'succeeded' && found.event && (await settle(found.event)) === 'settled')
        settled += 1;
    }
    return settled;
  }

  return {
    preview,
    placeOrder,
    payPending,
    requestRefund,
    reconcile,
    /** A provider's event (webhook): stored once, then settled. */
    receivePaymentEvent: settle,
    paymentMode: gateway.cardEntry,
    providerName: gateway.name,
  };
}

/** The state the order is for: the chosen one when the product has several, its only one otherwise. */
export function chosenState(
  product: Pick<ProductForSale, 'states'>,
  chosen: string,
): string | null | undefined {
  if (product.states.length === 0) return null;
  if (product.states.length === 1) return product.states[0]?.code ?? null;
  return product.states.some((state) => state.code === chosen) ? chosen : undefined;
}

export type Checkout = ReturnType<typeof createCheckout>;

function placedOrder(order: PlacedOrder): PlacedOrder {
  return { transactionId: order.transactionId, linkId: order.linkId };
}
