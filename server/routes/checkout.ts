import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../src/config/env.ts';
import { orderRules } from '../../src/domain/identity/index.ts';
import type { PlaceOrderInput } from '../../src/domain/orders/checkout.ts';
import { CHECKOUT_MESSAGES, type CheckoutMessageKey } from '../../src/domain/orders/messages.ts';
import { newAttemptKey } from '../../src/domain/orders/state.ts';
import { orderPurchaseParams, readCheckoutForm } from '../../src/domain/orders/validation.ts';
import { checkoutParams } from '../../src/domain/purchase-params.ts';
import { safeNavigationTarget } from '../../src/domain/url-safety.ts';
import { type Locale, localePath } from '../../src/i18n/locales.ts';
import { pagePaths, SERVER_ROUTES } from '../../src/routes.ts';
import { acceptFormPosts, formPost } from '../forms/form-body.ts';
import { answerRefusedForm, type RenderPage, wantsJson } from '../forms/refused-form.ts';
import { guardPosts } from '../forms/same-origin.ts';
import { readReferral } from '../http/referral.ts';

// Checkout's posts: place an order, apply a discount code, pay a pay-later order, the phone step, registration
// and refunds. Each works without JavaScript: success is a 303 to the next page; a refusal renders the same page
// again (422, 402) with what was typed and the spec's message, through the page bridge (renderPage). A fetch
// asking for JSON gets JSON instead (the Stripe Payment Element's flow). Prices are never read from the post.

const BODY_LIMIT = 16 * 1024;
/** Card testing and code guessing: payment attempts and code checks per IP (config.CHECKOUT_RATE_LIMIT). */

/** The posts about one order: the form's fields (or the Payment Element's JSON) and the page's locale. */
const orderPost = { ...formPost, params: z.object({ transactionId: z.string() }) };

export async function checkoutRoutes(
  plugin: FastifyInstance,
  { config, renderPage }: { config: AppConfig; renderPage: RenderPage },
) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // Forms, and the Payment Element's JSON (Fastify's own parser, at the same limit; malformed JSON is a 400).
  await acceptFormPosts(app, BODY_LIMIT);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    app.getDefaultJsonParser('error', 'error'),
  );

  // Every post here: same origin only, and a bounded number per IP.
  await guardPosts(app, {
    name: 'checkout',
    publicUrl: config.PUBLIC_URL,
    limit: config.CHECKOUT_RATE_LIMIT,
  });

  app.post(
    SERVER_ROUTES.checkout,
    { bodyLimit: BODY_LIMIT, schema: { ...formPost, params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const query = queryOf(request);
      const productType = productTypeOf(query);
      const slug = request.params.slug;
      if (!/^[a-z0-9-]{1,120}$/.test(slug))
        throw Object.assign(new Error('Unknown product'), { statusCode: 404 });
      const { fields, card } = readCheckoutForm(request.body);
      if (!fields.attempt) fields.attempt = newAttemptKey();
      const carried = carriedQuery(query, productType);
      const pageUrl = `${localePath(locale, pagePaths.buy(slug))}${carried.size > 0 ? `?${carried}` : ''}`;
      const typed: Record<string, string> = { ...fields };
      const refuse = (errors: Record<string, CheckoutMessageKey>, status: number, values = typed) =>
        answerRefusedForm(request, reply, renderPage, {
          locale,
          words: checkoutWords(locale),
          pageUrl,
          form: 'checkout',
          values,
          errors,
          status,
        });

      // A private course is for sale only to signed-in members of a company that allows it (else 404).
      const viewer = await app.domain.companies.viewerForOcid(
        request.authState?.isAuthenticated ? request.authState.OCId : null,
      );
      if (fields.intent === 'apply_code') {
        const preview = await app.domain.checkout.preview({
          productType,
          slug,
          campaignParam: query.get('campaignId'),
          code: fields.code,
          viewer,
        });
        if (!preview) throw Object.assign(new Error('Unknown product'), { statusCode: 404 });
        const problem =
          preview.code === null ? 'code_empty' : preview.code.ok ? null : codeKey(preview.code.reason);
        if (problem) return refuse({ code: problem }, 422);
        const applied = { ...typed, appliedCode: preview.code?.ok ? preview.code.code : '', code: '' };
        if (wantsJson(request))
          return reply.send({
            ok: true,
            appliedCode: applied.appliedCode,
            totalCents: preview.quote.totalCents,
          });
        return renderPage(request, reply, {
          locale,
          pageUrl,
          formState: { form: 'checkout', values: applied, errors: {}, notice: 'code_applied' },
        });
      }

      const result = await app.domain.checkout.placeOrder({
        productType,
        slug,
        fields,
        card,
        locale,
        campaignParam: query.get('campaignId'),
        // On-site, or https on a host EXTERNAL_NAVIGATION_HOSTS allows (spec §8); anything else is dropped.
        redirectUrl: safeNavigationTarget(query.get('redirectUrl'), {
          siteOrigin: config.PUBLIC_URL,
          allowedHosts: config.EXTERNAL_NAVIGATION_HOSTS,
        }),
        purchaseParams: orderPurchaseParams(query),
        viewer,
        // The partner link's first-touch Quester, from the signed cookie only (never from the form).
        referralQuesterId: readReferral(request)?.questerId ?? null,
      });
      switch (result.kind) {
        case 'not_found':
          throw Object.assign(new Error('Unknown product'), { statusCode: 404 });
        case 'invalid':
          return refuse(result.errors as Record<string, CheckoutMessageKey>, 422);
        case 'declined':
          request.log.info({ reason: result.message }, 'Card payment declined');
          // A new attempt: the declined order is closed, the next try is a new one.
          return refuse({ _form: 'payment_error', card: result.message }, 402, {
            ...typed,
            attempt: newAttemptKey(),
          });
        case 'confirm':
          if (!wantsJson(request)) return refuse({ card: 'card_incomplete' }, 422);
          return reply.send({
            ok: true,
            transactionId: result.transactionId,
            clientSecret: result.clientSecret,
            returnUrl: `${config.PUBLIC_URL.replace(/\/$/, '')}${phoneStepHref(locale, result.linkId)}`,
          });
        case 'existing':
          if (result.status === 'failed')
            return refuse({ _form: 'payment_error' }, 402, { ...typed, attempt: newAttemptKey() });
          return next(request, reply, localePath(locale, pagePaths.paymentSuccess(result.linkId)));
        case 'paid':
        case 'pending_payment':
          request.log.info({ outcome: result.kind, productType }, 'Order placed');
          return next(request, reply, phoneStepHref(locale, result.linkId));
      }
    },
  );

  app.post(SERVER_ROUTES.orderPay, { schema: orderPost }, async (request, reply) => {
    const locale = request.query.lang;
    // The address names the order by its link id (orders.linkId); the checkout works on its transaction id.
    const { transactionId: linkId } = request.params;
    const order = await app.domain.orders.ownerFacts(linkId);
    if (!order) throw Object.assign(new Error('Unknown order'), { statusCode: 404 });
    const { card, fields } = readCheckoutForm(request.body);
    const receipt = localePath(locale, pagePaths.receipt(linkId));
    const result = await app.domain.checkout.payPending({
      transactionId: order.transactionId,
      card,
      attempt: fields.attempt || newAttemptKey(),
    });
    const refuse = (errors: Record<string, CheckoutMessageKey>, status: number) =>
      answerRefusedForm(request, reply, renderPage, {
        locale,
        words: checkoutWords(locale),
        pageUrl: receipt,
        form: 'pay',
        values: { attempt: newAttemptKey() },
        errors,
        status,
      });
    switch (result.kind) {
      case 'not_found':
        throw Object.assign(new Error('Unknown order'), { statusCode: 404 });
      case 'invalid':
        return refuse(result.errors as Record<string, CheckoutMessageKey>, 422);
      case 'declined':
        return refuse({ _form: 'payment_error', card: result.message }, 402);
      case 'confirm':
        if (!wantsJson(request)) return refuse({ card: 'card_incomplete' }, 422);
        return reply.send({
          ok: true,
          transactionId: order.transactionId,
          clientSecret: result.clientSecret,
          returnUrl: `${config.PUBLIC_URL.replace(/\/$/, '')}${localePath(locale, pagePaths.paymentSuccess(linkId))}`,
        });
      default:
        return next(request, reply, localePath(locale, pagePaths.paymentSuccess(linkId)));
    }
  });

  app.post(SERVER_ROUTES.orderRefund, { schema: orderPost }, async (request, reply) => {
    const locale = request.query.lang;
    const { transactionId: linkId } = request.params;
    const receipt = localePath(locale, pagePaths.receipt(linkId));
    // Refunding moves money and access: the order's owner only (a receipt link reads, it does not refund).
    const order = await app.domain.orders.ownerFacts(linkId);
    if (!order) throw Object.assign(new Error('Unknown order'), { statusCode: 404 });
    if (!orderRules.refund(order, await request.ownershipViewer())) {
      request.log.warn('Refund refused: not the owner');
      return answerRefusedForm(request, reply, renderPage, {
        locale,
        words: checkoutWords(locale),
        pageUrl: receipt,
        form: 'refund',
        values: {},
        errors: { _form: 'refund_owner_only' },
        status: 403,
      });
    }
    const result = await app.domain.checkout.requestRefund(order.transactionId);
    if (result.ok) {
      request.log.info('Order refunded');
      return next(request, reply, `${receipt}?refund=done`);
    }
    if (result.reason === 'not_found') throw Object.assign(new Error('Unknown order'), { statusCode: 404 });
    return answerRefusedForm(request, reply, renderPage, {
      locale,
      words: checkoutWords(locale),
      pageUrl: receipt,
      form: 'refund',
      values: {},
      errors: { _form: result.reason },
      status: 422,
    });
  });

  app.post(SERVER_ROUTES.orderPhone, { schema: orderPost }, async (request, reply) => {
    const locale = request.query.lang;
    const { transactionId: linkId } = request.params;
    const phone = (request.body.phone ?? '').slice(0, 40);
    const order = await app.domain.orders.ownerFacts(linkId);
    if (!order) throw Object.assign(new Error('Unknown order'), { statusCode: 404 });
    // The link sets the phone once (the step right after checkout); changing it is the owner's.
    if (!orderRules.setPhone(order, await request.ownershipViewer()))
      throw Object.assign(new Error('Phone already set'), { statusCode: 403 });
    const result = await app.domain.orders.savePhone(order.transactionId, phone);
    if (result.ok) return next(request, reply, localePath(locale, pagePaths.paymentSuccess(linkId)));
    if (result.error === 'not_found') throw Object.assign(new Error('Unknown order'), { statusCode: 404 });
    return answerRefusedForm(request, reply, renderPage, {
      locale,
      words: checkoutWords(locale),
      pageUrl: phoneStepHref(locale, linkId),
      form: 'phone',
      values: { phone },
      errors: { phone: result.error },
      status: 422,
    });
  });

  // Registration (spec: e-mail plus confirmation) only sends a link to the order's own address: using the link
  // completes it (domain/identity). Nothing here moves the order or links an account; once done, it is a 404.
  app.post(
    SERVER_ROUTES.registration,
    { schema: { ...formPost, params: z.object({ learnerId: z.string(), transactionId: z.string() }) } },
    async (request, reply) => {
      const locale = request.query.lang;
      const { learnerId, transactionId: linkId } = request.params;
      const body = request.body;
      const email = (body.email ?? '').trim().slice(0, 254);
      const emailConfirm = (body.emailConfirm ?? '').trim().slice(0, 254);
      const result = await app.domain.identity.requestRegistration({
        learnerId,
        linkId,
        email,
        emailConfirm,
        locale,
        ip: request.ip,
        requestedByOcid: request.authState?.isAuthenticated ? (request.authState.OCId ?? null) : null,
      });
      const pageUrl = localePath(locale, pagePaths.completeRegistration(learnerId, linkId));
      if (result.ok) {
        request.log.info('Registration link sent');
        if (wantsJson(request)) return reply.send({ ok: true, addressHint: result.addressHint });
        return renderPage(request, reply, {
          locale,
          pageUrl,
          formState: {
            form: 'registration',
            values: { addressHint: result.addressHint },
            errors: {},
            notice: 'link_sent',
          },
        });
      }
      if (result.error === 'not_found')
        throw Object.assign(new Error('Unknown registration'), { statusCode: 404 });
      return answerRefusedForm(request, reply, renderPage, {
        locale,
        words: checkoutWords(locale),
        pageUrl,
        form: 'registration',
        values: { email, emailConfirm },
        errors: { [result.error === 'email_mismatch' ? 'emailConfirm' : 'email']: result.error },
        status: result.error === 'rate_limited' ? 429 : 422,
      });
    },
  );
}

function queryOf(request: FastifyRequest): URLSearchParams {
  const index = request.url.indexOf('?');
  return new URLSearchParams(index === -1 ? '' : request.url.slice(index + 1));
}

type ProductType = PlaceOrderInput['productType'];

/** `?type=`: a bundle, a study credit package, else a course. */
function productTypeOf(query: URLSearchParams): ProductType {
  const type = query.get('type');
  return type === 'bundle' || type === 'credits' ? type : 'course';
}

/** The checkout page's own query: the product type and what the buy link carried (checkoutParams). */
function carriedQuery(query: URLSearchParams, productType: ProductType): URLSearchParams {
  const carried = new URLSearchParams(productType === 'course' ? {} : { type: productType });
  for (const [key, value] of checkoutParams(query)) carried.set(key, value);
  return carried;
}

function phoneStepHref(locale: Locale, linkId: string): string {
  return `${localePath(locale, pagePaths.phoneStep)}?transactionId=${encodeURIComponent(linkId)}`;
}

function codeKey(reason: 'empty' | 'invalid' | 'already_applied'): CheckoutMessageKey {
  return reason === 'empty' ? 'code_empty' : reason === 'invalid' ? 'code_invalid' : 'code_already_applied';
}

function next(request: FastifyRequest, reply: FastifyReply, location: string) {
  if (wantsJson(request)) return reply.send({ ok: true, redirect: location });
  return reply.redirect(location, 303);
}

/** The words of a checkout message key, for a refusal answered as JSON. */
function checkoutWords(locale: Locale): (key: string) => string | undefined {
  const messages: Record<string, string> = CHECKOUT_MESSAGES[locale];
  return (key) => messages[key];
}
