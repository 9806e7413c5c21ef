import { cache } from 'react';
import { unstable_getHeaders as getHeaders } from 'waku/server';
import { decodeFormState, FORM_STATE_HEADER, type FormState } from '../../internal-headers.ts';

/**
 * The state of a form post Fastify answered by rendering this page again (what was typed, what went wrong), or
 * null on a plain visit. Only Fastify sets the header; incoming x-quest-* headers are dropped by the bridge.
 */
export const getFormState = cache((form: string): FormState | null => {
  const state = decodeFormState(getHeaders()[FORM_STATE_HEADER]);
  return state?.form === form ? state : null;
});
