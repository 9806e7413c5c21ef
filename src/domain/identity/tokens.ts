import { createHash, createHmac, randomBytes } from 'node:crypto';

// The token of an address proof link. The outbox keeps only a random nonce; the token is the HMAC of that nonce
// under the server's secret, and the proofs table keeps only the token's SHA-256. So a copy of the database
// (proofs and outbox alike) opens no link, and the e-mail worker can still write the link when it sends.

/** 128 random bits, base64url: stored in the outbox message that carries the link. */
export function newProofNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** The token in the link: base64url HMAC-SHA256 (43 characters). */
export function proofToken(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`quest.address-proof.${nonce}`).digest('base64url');
}

/** What the proofs table stores and is searched by. */
export function proofTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a token; anything else is refused before the database is asked. */
export function isProofToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** 'ana@example.com' → 'a••@example.com': enough for its owner to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}••@${email.slice(at + 1)}`;
}
