import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isQuesterId } from '../../src/domain/questers/index.ts';

// The partner-link referral (issue 12): which Quester's link brought a visitor. First touch: the first valid
// referral is kept for 30 days; later partner links do not replace it. The cookie is signed with COOKIE_SECRET
// (@fastify/cookie) and holds `{questerId}:{seconds since epoch}`; the server checks both the signature and the
// age, so a forged, edited or older-than-30-days value counts as no referral. Read by the checkout (the order's
// referral_quester_id) and the Open Campus ID login (its `ref` parameter); never taken from a form.

export const REFERRAL_COOKIE = 'quest_referral';
export const REFERRAL_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface Referral {
  questerId: string;
  /** When the first touch happened (seconds since epoch). */
  at: number;
}

/** The visitor's valid referral, or null (none, unsigned, forged, malformed or expired). */
export function readReferral(request: FastifyRequest, nowS = Math.floor(Date.now() / 1000)): Referral | null {
  const raw = request.cookies[REFERRAL_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const match = /^([^:]+):(\d{1,12})$/.exec(unsigned.value);
  if (!match) return null;
  const questerId = match[1] as string;
  const at = Number(match[2]);
  if (!isQuesterId(questerId) || at > nowS + 60 || nowS - at > REFERRAL_MAX_AGE_S) return null;
  return { questerId, at };
}

/** Records a first touch for `questerId` (signed, httpOnly, Secure in production, SameSite=Lax, 30 days). */
export function writeReferral(
  reply: FastifyReply,
  questerId: string,
  { secure, nowS = Math.floor(Date.now() / 1000) }: { secure: boolean; nowS?: number },
): void {
  const options: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax',
    signed: true,
    maxAge: REFERRAL_MAX_AGE_S,
  };
  reply.setCookie(REFERRAL_COOKIE, `${questerId}:${nowS}`, options);
}
