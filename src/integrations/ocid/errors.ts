/**
 * What can go wrong talking to the identity provider, in the provider SDK's words. The integration knows no
 * domain types: the sign-in route turns this into the domain's AuthError (same reason, same message).
 */
export const PROVIDER_FAILURES = {
  exchangeFailed: 'Fail to exchange token',
  verifyFailed: 'Unable to verify token',
  acquisitionFailed: 'Token acquisition failed',
} as const;

export type ProviderFailure = keyof typeof PROVIDER_FAILURES;

export class OcidProviderError extends Error {
  override name = 'OcidProviderError';
  readonly reason: ProviderFailure;
  constructor(reason: ProviderFailure, options?: { cause?: unknown }) {
    super(PROVIDER_FAILURES[reason], options);
    this.reason = reason;
  }
}
