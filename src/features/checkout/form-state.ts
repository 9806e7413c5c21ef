import { type FormState, requestFormState } from '../../request-context/page.ts';

/** The state of a form post Fastify answered by rendering this page again, for `form`; null otherwise. */
export function getFormState(form: string): FormState | null {
  const state = requestFormState();
  return state?.form === form ? state : null;
}
