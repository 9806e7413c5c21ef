import type { Logger } from 'pino';
import { createHttpClient, type HttpClient, OutboundHttpError } from '../http/client.ts';
import { OcidProviderError } from './errors.ts';

/** Identity-provider facts from the public SDK (opencampus-xyz/ocid-connect-js). */
export const OCID_HOSTS = {
  live: 'https://api.login.opencampus.xyz',
  sandbox: 'https://api.login.sandbox.opencampus.xyz',
} as const;

export const OCID_PUBLIC_KEYS = {
  live: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEBIDHtLbgVM76SXZ4iuIjuO+ERQPnVpJzagOsZdYxFG3ZJmvfdpr/Z29SLUbdZWafrOlAVlKe1Ovf/tcH671tTw==',
  sandbox:
    'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE/EymMLXd/MVYPK5r2xXQj91ZVvX3OQ+QagvR2N6lCvRVjnzmOtPRTf+u5g1RliWnmuxbV3gTm0/0VuV/40Salg==',
} as const;

export const OCID_STATUS_PATH = '/api/accounts/opencampus-connect/status';

export type OcidMode = keyof typeof OCID_HOSTS;

export interface OcidEndpoints {
  mode: OcidMode;
  login: string;
  token: string;
  logout: string;
  /** Base64 SPKI key that signs id tokens. */
  publicKey: string;
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
}

/** The identity provider as the sign-in routes see it. */
export interface OcidClient {
  /** Sandbox or live (the app API status call decides), with any configured overrides applied. */
  endpoints(): Promise<OcidEndpoints>;
  /**
   * POST {token} `{accessCode, codeVerifier}`. A response without both tokens → 'Fail to exchange token';
   * any other failure (network, status, body) → 'Token acquisition failed'.
   */
  exchangeCode(endpoints: OcidEndpoints, accessCode: string, codeVerifier: string): Promise<TokenResponse>;
}

export interface HttpOcidClientOptions {
  appApiUrl?: string | undefined;
  baseUrlOverride?: string | undefined;
  publicKeyOverride?: string | undefined;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  timeoutMs?: number;
  /** How long a status answer is reused; failures are retried sooner. */
  statusTtlMs?: number;
  failureTtlMs?: number;
  /** The outbound client (retry rule, timeouts, failure logs); built from `logger` and `fetchImpl` if absent. */
  http?: HttpClient;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

function endpointsFor(mode: OcidMode, baseUrlOverride?: string, publicKeyOverride?: string): OcidEndpoints {
  const host = (baseUrlOverride ?? OCID_HOSTS[mode]).replace(/\/+$/, '');
  return {
    mode,
    login: `${host}/auth/login`,
    token: `${host}/auth/token`,
    logout: `${host}/auth/logout`,
    publicKey: publicKeyOverride ?? OCID_PUBLIC_KEYS[mode],
  };
}

/** The real client: fetch against the provider and the app API. */
export function createHttpOcidClient(options: HttpOcidClientOptions): OcidClient {
  const {
    appApiUrl,
    baseUrlOverride,
    publicKeyOverride,
    logger,
    timeoutMs = 8_000,
    statusTtlMs = 5 * 60_000,
    failureTtlMs = 30_000,
    fetchImpl,
    now = Date.now,
  } = options;
  const http = options.http ?? createHttpClient({ logger, timeoutMs, fetchImpl });
  const STATUS_FAILED = 'Open Campus connect status call failed; using the live identity provider';
  let cached: { value: OcidEndpoints; until: number } | undefined;
  let pending: Promise<OcidEndpoints> | undefined;

  async function readMode(): Promise<{ mode: OcidMode; ttl: number }> {
    if (!appApiUrl) return { mode: 'live', ttl: statusTtlMs };
    const url = `${appApiUrl.replace(/\/+$/, '')}${OCID_STATUS_PATH}`;
    try {
      const body = (await http.requestJson(url, {
        timeoutMs,
        failureMessage: STATUS_FAILED,
        failureLevel: 'error',
      })) as { debug?: unknown } | null;
      return { mode: body?.debug === true ? 'sandbox' : 'live', ttl: statusTtlMs };
    } catch (error) {
      // An HTTP failure is already logged by the outbound client, in these words.
      if (!(error instanceof OutboundHttpError)) {
        logger.error({ err: { message: (error as Error).message }, url }, STATUS_FAILED);
      }
      return { mode: 'live', ttl: failureTtlMs };
    }
  }

  return {
    async endpoints() {
      if (cached && now() < cached.until) return cached.value;
      pending ??= readMode()
        .then(({ mode, ttl }) => {
          const value = endpointsFor(mode, baseUrlOverride, publicKeyOverride);
          cached = { value, until: now() + ttl };
          return value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },

    async exchangeCode(endpoints, accessCode, codeVerifier) {
      let body: unknown;
      try {
        // A POST: never retried (a second exchange of one code would fail anyway and could be a replay).
        // A body that is not JSON is an exchange failure, as in the SDK.
        body = await http.requestJson(endpoints.token, {
          method: 'POST',
          json: { accessCode, codeVerifier },
          timeoutMs,
          failureMessage: 'Open Campus token exchange failed',
        });
      } catch (error) {
        throw new OcidProviderError('acquisitionFailed', { cause: (error as Error).message });
      }
      const tokens = (body ?? {}) as Partial<Record<keyof TokenResponse, unknown>>;
      if (
        typeof tokens.access_token !== 'string' ||
        !tokens.access_token ||
        typeof tokens.id_token !== 'string' ||
        !tokens.id_token
      ) {
        throw new OcidProviderError('exchangeFailed');
      }
      return { access_token: tokens.access_token, id_token: tokens.id_token };
    },
  };
}
