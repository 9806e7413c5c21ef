import { describe, expect, it } from 'vitest';
import {
  createHttpOcidClient,
  OCID_HOSTS,
  OCID_PUBLIC_KEYS,
  OCID_STATUS_PATH,
} from '../../src/integrations/ocid/client.ts';

// The outbound client (ky) hands fetch a Request: record its URL, method, headers and body as plain init.
function stubFetch(answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    if (input instanceof Request) {
      const body = input.body ? await input.clone().text() : undefined;
      calls.push({ url: input.url, init: { method: input.method, headers: input.headers, body } });
    } else {
      calls.push({ url: String(input), init });
    }
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    return next();
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const logger = () => {
  const lines: { level: string; msg: string }[] = [];
  const log = (level: string) => (_obj: unknown, msg?: string) => lines.push({ level, msg: String(msg) });
  return { lines, logger: { info: log('info'), warn: log('warn'), error: log('error') } as never };
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('OCID HTTP client', () => {
  it('reads the status once, picks the sandbox on debug: true, and reuses the answer until it expires', async () => {
    let now = 0;
    const { fetchImpl, calls } = stubFetch([() => json({ debug: true }), () => json({ debug: false })]);
    const client = createHttpOcidClient({
      appApiUrl: 'https://app.example/',
      fetchImpl,
      now: () => now,
      statusTtlMs: 1000,
      ...logger(),
    });
    const first = await client.endpoints();
    expect(calls[0]?.url).toBe(`https://app.example${OCID_STATUS_PATH}`);
    expect(first).toEqual({
      mode: 'sandbox',
      login: `${OCID_HOSTS.sandbox}/auth/login`,
      token: `${OCID_HOSTS.sandbox}/auth/token`,
      logout: `${OCID_HOSTS.sandbox}/auth/logout`,
      publicKey: OCID_PUBLIC_KEYS.sandbox,
    });
    now = 999;
    await client.endpoints();
    expect(calls).toHaveLength(1);
    now = 1000;
    expect((await client.endpoints()).mode).toBe('live');
    expect(calls).toHaveLength(2);
  });

  it('shares one status call between concurrent logins', async () => {
    const { fetchImpl, calls } = stubFetch([() => json({ debug: false })]);
    const client = createHttpOcidClient({ appApiUrl: 'https://app.example', fetchImpl, ...logger() });
    await Promise.all([client.endpoints(), client.endpoints(), client.endpoints()]);
    expect(calls).toHaveLength(1);
  });

  it('logs a failed status call, uses live, and asks again sooner', async () => {
    let now = 0;
    const { lines, logger: log } = logger();
    const { fetchImpl, calls } = stubFetch([
      () => Promise.reject(new Error('ECONNREFUSED')),
      () => json({ debug: true }),
    ]);
    const client = createHttpOcidClient({
      appApiUrl: 'https://app.example',
      fetchImpl,
      now: () => now,
      failureTtlMs: 100,
      statusTtlMs: 10_000,
      logger: log,
    });
    expect((await client.endpoints()).mode).toBe('live');
    expect(lines).toEqual([
      { level: 'error', msg: 'Open Campus connect status call failed; using the live identity provider' },
    ]);
    now = 100;
    expect((await client.endpoints()).mode).toBe('sandbox');
    expect(calls).toHaveLength(2);
  });

  it('treats anything but debug === true as live (HTTP errors and odd bodies too)', async () => {
    for (const answer of [() => json({ debug: 'true' }), () => json({}), () => json({ debug: true }, 404)]) {
      const { fetchImpl } = stubFetch([answer]);
      const client = createHttpOcidClient({ appApiUrl: 'https://app.example', fetchImpl, ...logger() });
      expect((await client.endpoints()).mode).toBe('live');
    }
  });

  it('applies the host and key overrides', async () => {
    const client = createHttpOcidClient({
      baseUrlOverride: 'http://127.0.0.1:9999/',
      publicKeyOverride: 'KEY',
      ...logger(),
    });
    expect(await client.endpoints()).toEqual({
      mode: 'live',
      login: 'http://127.0.0.1:9999/auth/login',
      token: 'http://127.0.0.1:9999/auth/token',
      logout: 'http://127.0.0.1:9999/auth/logout',
      publicKey: 'KEY',
    });
  });

  it('posts {accessCode, codeVerifier} as JSON and maps failures to the catalogue messages', async () => {
    const endpoints = {
      mode: 'live' as const,
      login: 'https://idp/auth/login',
      token: 'https://idp/auth/token',
      logout: 'https://idp/auth/logout',
      publicKey: 'K',
    };
    const { fetchImpl, calls } = stubFetch([
      () => json({ access_token: 'a', id_token: 'i' }),
      () => json({ access_token: 'a' }),
      () => json({ error: 'invalid_grant' }, 400),
      () => new Response('<html>', { status: 200 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]);
    const { lines, logger: log } = logger();
    const client = createHttpOcidClient({ fetchImpl, logger: log });
    expect(await client.exchangeCode(endpoints, 'code-1', 'verifier-1')).toEqual({
      access_token: 'a',
      id_token: 'i',
    });
    expect(calls[0]?.url).toBe('https://idp/auth/token');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      accessCode: 'code-1',
      codeVerifier: 'verifier-1',
    });
    await expect(client.exchangeCode(endpoints, 'c', 'v')).rejects.toThrow('Fail to exchange token');
    await expect(client.exchangeCode(endpoints, 'c', 'v')).rejects.toThrow('Token acquisition failed');
    await expect(client.exchangeCode(endpoints, 'c', 'v')).rejects.toThrow('Token acquisition failed');
    await expect(client.exchangeCode(endpoints, 'c', 'v')).rejects.toThrow('Token acquisition failed');
    // Five posts, five fetches: a POST is never retried. Each transport failure logged once.
    expect(calls).toHaveLength(5);
    expect(lines.filter((line) => line.msg === 'Open Campus token exchange failed')).toHaveLength(3);
  });

  it('retries the status call (a GET) once on a 503 and uses the answer', async () => {
    const { lines, logger: log } = logger();
    const { fetchImpl, calls } = stubFetch([() => json({}, 503), () => json({ debug: true })]);
    const client = createHttpOcidClient({ appApiUrl: 'https://app.example', fetchImpl, logger: log });
    expect((await client.endpoints()).mode).toBe('sandbox');
    expect(calls).toHaveLength(2);
    expect(lines).toEqual([{ level: 'warn', msg: 'Outbound request failed (HTTP 503); retrying once' }]);
  });
});
