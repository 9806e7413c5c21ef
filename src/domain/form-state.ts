// The query-string protocol between the form routes and the pages when JavaScript is off:
// success → ?form=<kind>&sent=1, refusal → ?form=<kind>&errors=field:code,field:code
const CODE = /^[a-z_]{1,20}$/;
const FIELD = /^[_a-zA-Z]{1,20}$/;

export function encodeErrors(errors: Record<string, string>): string {
  return Object.entries(errors)
    .map(([field, code]) => `${field}:${code}`)
    .join(',');
}

export function decodeErrors(raw: string | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const part of (raw ?? '').split(',').slice(0, 12)) {
    const [field = '', code = ''] = part.split(':');
    if (FIELD.test(field) && CODE.test(code)) errors[field] = code;
  }
  return errors;
}

/** The form's state for the page at `query`, if the last post was for `form`. */
export function formStateFrom(
  query: URLSearchParams,
  form: string,
): { sent: true } | { errors: Record<string, string> } | undefined {
  if (query.get('form') !== form) return undefined;
  if (query.get('sent') === '1') return { sent: true };
  const errors = decodeErrors(query.get('errors'));
  return Object.keys(errors).length > 0 ? { errors } : undefined;
}
