import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';

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
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) }).production).toBe(true);
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
