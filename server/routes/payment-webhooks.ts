import type { FastifyError, FastifyInstance } from 'fastify';
import {
  type PaymentProvider,
  type ProviderEvent,
  receivesWebhooks,
  type SubscriptionProviderEvent,
  WebhookSignatureError,
} from '../../src/integrations/payments/index.ts';
import { SERVER_ROUTES } from '../../src/routes.ts';

// Stripe's webhook: the signed report of a payment or refund, or of a subscription's invoice or state. The
// signature is computed over the exact bytes Stripe sent, so this plugin (encapsulated: the rest of the app keeps
// its parsers) reads application/json as a raw Buffer. A verified event is stored by its id and acted on once
// (app.domain.checkout.receivePaymentEvent, app.domain.subscriptions.receive): Stripe retries a delivery until it
// gets a 2xx, and a replay changes nothing. Every refusal is a 4xx with a JSON body;
// only our own failures (a database that does not answer → 503) reach the app's error handler, and Stripe
// retries those later.

function isSubscriptionEvent(
  event: ProviderEvent | SubscriptionProviderEvent,
): event is SubscriptionProviderEvent {
  return event.type.startsWith('subscription.');
}

/** Stripe's events are a few KiB; 1 MiB leaves room without letting anyone stream more at us. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export async function paymentWebhookRoutes(
  app: FastifyInstance,
  { payments }: { payments: PaymentProvider | undefined },
) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  // Refusals before the handler (wrong content type, too large, aborted) answer JSON like the handler's own;
  // anything else goes on to the app's error handler (logging, 503 for an unavailable database).
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      request.log.warn({ err: { message: error.message, code: error.code }, status }, 'Webhook refused');
      return reply.code(status).header('cache-control', 'no-store').send({ error: error.message });
    }
    throw error;
  });

  app.post(SERVER_ROUTES.stripeWebhook, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // The sandbox settles inside pay(): with Stripe not configured there is no webhook to receive.
    if (!receivesWebhooks(payments)) {
      return reply.code(404).send({ error: 'Not found' });
    }
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let event: ReturnType<typeof payments.parseWebhook>;
    try {
      event = payments.parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      // Never the body: it is unverified input.
      request.log.warn({ reason: error.message }, 'Stripe webhook signature refused');
      return reply.code(400).send({ error: 'Invalid signature' });
    }
    if (event.type === 'ignored') {
      request.log.info({ eventId: event.id }, 'Stripe webhook ignored');
      return reply.send({ received: true, outcome: 'ignored' });
    }
    if (isSubscriptionEvent(event)) {
      // Renewals, failures, cancellations and ends of subscriptions: the same idempotent inbox as the sandbox's.
      const outcome = await app.domain.subscriptions.receive(event);
      request.log.info(
        { eventId: event.id, type: event.type, outcome },
        'Stripe subscription webhook processed',
      );
      return reply.send({ received: true, outcome });
    }
    const outcome = await app.domain.checkout.receivePaymentEvent(event);
    request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook processed');
    return reply.send({ received: true, outcome });
  });
}
