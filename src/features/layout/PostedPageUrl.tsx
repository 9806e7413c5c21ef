import { requestFormState, requestNonce, requestPageUrl } from '../../request-context/page.ts';

/**
 * For a page Fastify rendered as the answer to a refused form post (422/402 with the form's errors): the address
 * bar still shows the post's URL (/checkout/…), which is no page, and Waku's client router would ask for it on
 * hydration (a 404 that blanks the page). This inline script, which runs while the HTML is parsed and so before
 * the deferred module scripts, puts the page's own URL back. Reloading then shows the page again, without the
 * refused values. The shell renders it for every such answer (Fastify passes a form state only then).
 */
export function PostedPageUrl() {
  if (!requestFormState()) return null;
  const url = requestPageUrl();
  const target = JSON.stringify(`${url.pathname}${url.search}`).replace(/</g, '\\u003c');
  return (
    <script
      nonce={requestNonce()}
      dangerouslySetInnerHTML={{ __html: `history.replaceState(null,'',${target})` }}
    />
  );
}
