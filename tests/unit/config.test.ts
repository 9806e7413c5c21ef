import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';
import { databaseOptions } from '../../src/db/client.ts';

describe('configuration', () => {
  it('has a safe default for every key in development', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SHOW_PHONE_NUMBER).toBe(false);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.production).toBe(false);
  });

  it('refuses to start in production without a COOKIE_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/COOKIE_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'short' })).toThrow(/at least 32/);
    expect(
      loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'sandbox' })
        .production,
    ).toBe(true);
  });

  it('writes demo data only outside production on the embedded database, or when an operator asks', () => {
    const seeds = (env: Record<string, string>) => databaseOptions(loadConfig(env)).seedIfEmpty;
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'sandbox' };
    expect(seeds({})).toBe(true);
    expect(seeds({ DATABASE_URL: 'postgres://db/quest' })).toBe(false);
    expect(seeds(production)).toBe(false);
    expect(seeds({ ...production, SEED_DEMO_DATA: 'true' })).toBe(true);
    expect(seeds({ ...production, DATABASE_URL: 'postgres://db/quest', SEED_DEMO_DATA: 'yes' })).toBe(true);
    expect(seeds({ SEED_DEMO_DATA: 'false' })).toBe(false);
  });

  it('caps connections per address at 256, except behind a proxy unless asked', () => {
    expect(loadConfig({}).MAX_CONNECTIONS_PER_IP).toBe(256);
    expect(loadConfig({ TRUST_PROXY: 'true' }).MAX_CONNECTIONS_PER_IP).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_IP: '2000' }).MAX_CONNECTIONS_PER_IP).toBe(
      2000,
    );
  });

  describe('payments (issue 28)', () => {
    const production = { NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) };
    const keys = (secret: string) => ({
      STRIPE_SECRET_KEY: secret,
      STRIPE_PUBLISHABLE_KEY: secret.replace(/^sk_/, 'pk_'),
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });

    it('production without Stripe keys refuses to start, naming the keys and the sandbox setting', () => {
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(
        /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.*PAYMENT_PROVIDER=sandbox/,
      );
      // Naming Stripe outside production does not fall back to the sandbox either.
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER=stripe needs/);
    });

    it('takes test payments only with the sandbox or Stripe test keys, and says so', () => {
      expect(loadConfig({})).toMatchObject({ stripeEnabled: false, testPayments: true });
      const named = loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' });
      expect(named).toMatchObject({ stripeEnabled: false, testPayments: true });
      expect(loadConfig({ ...production, ...keys('sk_test_abc') })).toMatchObject({
        stripeEnabled: true,
        testPayments: true,
      });
      expect(loadConfig({ ...production, ...keys('sk_live_abc') })).toMatchObject({
        stripeEnabled: true,
        testPayments: false,
      });
      // The sandbox named over live keys: the sandbox, and test payments.
      expect(
        loadConfig({ ...production, ...keys('sk_live_abc'), PAYMENT_PROVIDER: 'sandbox' }),
      ).toMatchObject({ stripeEnabled: false, testPayments: true });
    });
  });

  it('names every invalid key', () => {
    try {
      loadConfig({ PORT: 'eighty', APP_URL: 'javascript:alert(1)', SHOW_PHONE_NUMBER: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/APP_URL/);
      expect(String(error)).toMatch(/SHOW_PHONE_NUMBER/);
    }
  });

  it('reads flags and the phone number', () => {
    const config = loadConfig({ SHOW_PHONE_NUMBER: 'true', PHONE_NUMBER: '+1 (305) 555-0100' });
    expect(config.SHOW_PHONE_NUMBER).toBe(true);
    expect(() => loadConfig({ PHONE_NUMBER: 'call me' })).toThrow(/PHONE_NUMBER/);
  });
});
