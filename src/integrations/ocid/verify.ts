import { type CryptoKey, importSPKI, type JWTPayload, jwtVerify } from 'jose';
import { OcidProviderError } from './errors.ts';

/** Issuer of Open Campus ID tokens. */
export const OCID_ISSUER = 'OpenCampus';

/** The provider publishes its keys as base64 SPKI (DER) without PEM armour. */
export function spkiToPem(spkiBase64: string): string {
  const body = spkiBase64.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----`;
}

const keyCache = new Map<string, Promise<CryptoKey>>();

/** Imports (once per key) a P-256 public key for ES256 only. */
export function importVerificationKey(spkiBase64: string): Promise<CryptoKey> {
  let key = keyCache.get(spkiBase64);
  if (!key) {
    key = importSPKI(spkiToPem(spkiBase64), 'ES256');
    key.catch(() => keyCache.delete(spkiBase64));
    keyCache.set(spkiBase64, key);
  }
  return key;
}

export interface VerifyOptions {
  /** Base64 SPKI of the provider's ECDSA P-256 key. */
  publicKey: string;
  /** Expected `aud` (the client id); not checked when empty. */
  audience?: string | undefined;
  /** Seconds of clock skew tolerated on `exp`. */
  clockToleranceS?: number;
  currentDate?: Date;
}

/**
 * Verifies an id token: ES256 signature with the configured key (no other algorithm is accepted, so `alg: none`
 * and HS256 tokens fail), `exp` required and in the future, `iss` "OpenCampus", `aud` when configured.
 * Any failure → OcidProviderError 'Unable to verify token' (the cause keeps jose's code, never the token).
 */
export async function verifyIdToken(idToken: string, options: VerifyOptions): Promise<JWTPayload> {
  try {
    const key = await importVerificationKey(options.publicKey);
    const { payload } = await jwtVerify(idToken, key, {
      algorithms: ['ES256'],
      issuer: OCID_ISSUER,
      requiredClaims: ['exp'],
      clockTolerance: options.clockToleranceS ?? 5,
      ...(options.audience ? { audience: options.audience } : {}),
      ...(options.currentDate ? { currentDate: options.currentDate } : {}),
    });
    return payload;
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).name;
    throw new OcidProviderError('verifyFailed', { cause: code });
  }
}
