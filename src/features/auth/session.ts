import { requestAuthState, requestLearnerSession } from '../../request-context/page.ts';

/**
 * The visitor's Open Campus ID state for Server Components (isAuthenticated, OCId, ethAddress): Fastify checked
 * the signed httpOnly cookie once (server/routes/ocid.ts) and passed the result in the request context.
 */
export const getAuthState = requestAuthState;

/** Whether the visitor has an e-mail sign-in session (an address they proved with a link, issue 27). */
export const hasEmailSession = (): boolean => requestLearnerSession() !== null;
