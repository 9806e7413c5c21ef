import { type AppConfig, DEV_COOKIE_SECRET } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import type { PaymentGateway } from '../src/domain/orders/payment-gateway.ts';
import { createDomainServices } from '../src/domain/services.ts';
import { createSmtpTransport, type MailTransport } from '../src/integrations/mail/index.ts';
import { createPaymentProvider, type PaymentProvider } from '../src/integrations/payments/index.ts';
import type { BuildAppOptions } from './app.ts';
import { crmFormsFor } from './crm.ts';

/** The payment provider the configuration asks for: Stripe with its three keys, the offline sandbox otherwise. */
export function paymentProviderFor(config?: AppConfig): PaymentProvider {
  return createPaymentProvider(
    config?.stripeEnabled
      ? {
          stripe: {
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            apiUrl: config.STRIPE_API_URL,
          },
        }
      : {},
  );
}

/** SMTP when SMTP_URL is set; null otherwise (e-mails wait in the outbox, readable at /dev/outbox). */
export function mailTransportFor(config: Pick<AppConfig, 'SMTP_URL'>): MailTransport | null {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : null;
}

/**
 * The composition root's wiring from an open database to what buildApp needs: the domain services, the payment
 * provider and the readiness check. server/main.ts calls it for the process; the test helpers call it for each
 * test app.
 */
export function appOptionsFor(
  database: Database,
  config?: AppConfig,
  provider: PaymentProvider = paymentProviderFor(config),
): Pick<BuildAppOptions, 'domain' | 'readinessChecks' | 'payments'> {
  // The provider is the checkout's gateway: the same shape, checked here by the compiler.
  const gateway: PaymentGateway = provider;
  const failpoint = config?.TEST_FAILPOINT;
  return {
    domain: createDomainServices({
      db: database.db,
      gateway,
      secret: config?.COOKIE_SECRET ?? DEV_COOKIE_SECRET,
      crm: crmFormsFor(config),
      catalogReadCacheMs: config?.CATALOG_READ_CACHE_TTL_MS ?? 0,
      afterPaymentRecorded:
        failpoint === 'after-payment-recorded' ? () => process.kill(process.pid, 'SIGKILL') : undefined,
    }),
    payments: provider,
    readinessChecks: { database: () => database.ping() },
  };
}
