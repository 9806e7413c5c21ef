import { cache } from 'react';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import type { AuthState } from '../../domain/auth.ts';
import { AUTH_HEADER, decodeAuthHeader, LEARNER_SESSION_HEADER } from '../../internal-headers.ts';

/**
 * The visitor's Open Campus ID state for Server Components (isAuthenticated, OCId, ethAddress). Fastify checked
 * the signed httpOnly cookie once (server/routes/ocid.ts) and passes the result in an internal header; incoming
 * x-quest-* headers are dropped by the bridge, so a visitor cannot forge it. Tokens never leave the server.
 */
export const getAuthState = cache((): AuthState => decodeAuthHeader(getHeaders()[AUTH_HEADER]));

/** Whether the visitor has an e-mail sign-in session (an address they proved with a link, issue 27). */
export const hasEmailSession = cache((): boolean => Boolean(getHeaders()[LEARNER_SESSION_HEADER]));
