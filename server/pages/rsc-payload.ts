/**
 * Prepares a page for the page cache (issue 14, "page weight" and LCP): its RSC payload moves out of the HTML, and
 * hydration waits until the page has painted.
 *
 * Waku streams the page's RSC payload into the HTML as `<script>(self.__FLIGHT_DATA||=[]).push(…)</script>` chunks
 * (rsc-html-stream), which the client reads to hydrate: the payload repeats the whole server tree, so it was 60% of
 * every page (73 KB of the 121 KB of /es). A stored page does not need it inline: the payload is stored beside the
 * HTML and served at the page's client-navigation address (`/RSC/R/<page>.txt?query=…`), and the bootstrap fetches
 * it instead of reading the inline chunks.
 *
 * The bootstrap also starts later: once the page has painted content (the browser's `first-contentful-paint`
 * entry; a browser without paint entries starts at the frame after DOMContentLoaded), and React's `modulepreload`
 * links move from the head into that start. The first frame is not enough: text waits up to 100 ms for its font
 * (`font-display: optional`), and Lighthouse found the scripts requested before the content painted, so they were
 * counted as delaying it (issue 14: course and bundle LCP).
 * Before, ~80 KB of JavaScript (brotli) loaded beside the render-blocking CSS and the fonts on a phone's link, and
 * first paint waited for its share. The page is readable and its links and forms work before hydration, as they
 * do without JavaScript; what waits are the widgets (menus, search suggestions).
 *
 * Streamed pages (personal or uncached) are left as Waku writes them, so they still stream.
 *
 * This reads Waku's and rsc-html-stream's output, which is why both are pinned and tests/integration/rsc-payload
 * fails loudly when either changes its shape; on any shape it does not recognise, the page is left as it is.
 */

/**
 * One inline payload chunk as rsc-html-stream writes it (with the response's nonce, which Waku passes it).
 * The lazy match ends at the chunk's own `)</script>`: rsc-html-stream escapes `</script` inside a chunk, and outside
 * scripts React escapes every `<` of text and attributes, so a chunk can only start at a real script element.
 */
const FLIGHT_CHUNK = /<script(?: nonce="[^"]*")?>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\((.*?)\)<\/script>/gs;
/** A binary chunk: base64 of bytes that were not UTF-8. */
const BINARY_CHUNK = /^Uint8Array\.from\(atob\(("[A-Za-z0-9+/=]*")\), m => m\.codePointAt\(0\)\)$/;
/**
 * Waku's bootstrap (waku 1.0.0-rc.1: dist/lib/utils/ssr.js and initial-rsc.js): the page's payload promised from the
 * inline chunks (`__WAKU_INITIAL_RSC__`), then the client entry imported, with Waku's version-skew recovery attached
 * to the import (`.catch(…)`, present when the build has an id). Captures the import and its catch.
 */
const BOOTSTRAP =
  /globalThis\.__WAKU_INITIAL_RSC__ = \(\(\) => \{const e = \{\};e\.response = Promise\.resolve\(new Response\(new ReadableStream\(\{start\(c\) \{const d = \(window\.__FLIGHT_DATA \|\|= \[\]\);.*?\}\}\)\)\);return e;\}\)\(\);(import\("[^"\\<]+"\)(?:\.catch\(\(err\) => \{.*?\n {2}\}\))?);/s;
/**
 * React's preload of each client module the page uses (a built asset): moved into the bootstrap's start. React
 * 19.3 marks them `fetchPriority="low"`; 19.2 did not.
 */
const MODULE_PRELOAD =
  /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)" crossorigin=""(?: fetchPriority="low")?\/>/g;

/**
 * How long the bootstrap waits for the first contentful paint before it starts anyway (a page that paints nothing
 * contentful, or a browser that does not report paints late).
 */
const CONTENTFUL_PAINT_WAIT_MS = 3000;

export interface SplitPage {
  /** The HTML without the payload or module preloads; after its first paint, its bootstrap preloads and fetches. */
  html: string;
  /** The RSC payload, byte for byte what the inline chunks carried. */
  rsc: Buffer;
}

/** Reverses rsc-html-stream's escapeScript (`<!--` → `<\!--`, `</script` → `</\script`): JSON never writes `\!` or `\s`. */
function unescapeScript(text: string): string {
  return text.replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1');
}

function decodeChunk(expression: string): Buffer | undefined {
  const text = unescapeScript(expression);
  try {
    if (text.startsWith('"')) return Buffer.from(JSON.parse(text) as string, 'utf8');
    const base64 = BINARY_CHUNK.exec(text)?.[1];
    if (base64) return Buffer.from(JSON.parse(base64) as string, 'base64');
  } catch {
    // Not a chunk this code understands: the caller keeps the page whole.
  }
  return undefined;
}

/** The inline payload chunks of a page, decoded, and the page without them. */
function takeChunks(html: string): { chunks: Buffer[]; malformed: boolean; withoutChunks: string } {
  const chunks: Buffer[] = [];
  let malformed = false;
  const withoutChunks = html.replace(FLIGHT_CHUNK, (_match, expression: string) => {
    const chunk = decodeChunk(expression);
    if (chunk) chunks.push(chunk);
    else malformed = true;
    return '';
  });
  return { chunks, malformed, withoutChunks };
}

/**
 * A page's inline RSC payload as hydration reads it: every chunk decoded and joined (tests search this rather than
 * the raw HTML, where a chunk ends wherever React flushed and quotes are escaped). Chunks it cannot read are skipped.
 */
export function inlinePayloadText(html: string): string {
  return Buffer.concat(takeChunks(html).chunks).toString('utf8');
}

/**
 * The page with its payload taken out and its bootstrap fetching rscUrl instead, or undefined when the HTML does not
 * have the expected shape (the page is then stored with its payload inline, as before).
 *
 * When that fetch fails (the stored payload was evicted and the new render failed, say) the bootstrap waits forever
 * rather than reject: the page stays the server's HTML, readable and navigable without client JavaScript, instead
 * of hydrating into an error.
 */
export function splitInlinePayload(html: string, rscUrl: string): SplitPage | undefined {
  const { chunks, malformed, withoutChunks } = takeChunks(html);
  if (malformed || chunks.length === 0 || !BOOTSTRAP.test(withoutChunks)) return undefined;
  // `<` escaped: the address is written inside a script element.
  const address = JSON.stringify(rscUrl).replace(/</g, '\\u003c');
  const fetchPayload = `fetch(${address}).then((r) => r.ok ? r : new Promise(() => {}), () => new Promise(() => {}))`;
  // The preloads start with the bootstrap, so the client modules still load side by side, not one import after another.
  const preloads = [...withoutChunks.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const bootstrap = (importEntry: string) =>
    `{ const start = () => { for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    globalThis.__WAKU_INITIAL_RSC__ = { response: ${fetchPayload} }; ${importEntry}; };
    const afterPaint = () => { let started = false; const once = () => { if (!started) { started = true; setTimeout(start, 0); } };
      const paints = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
      if (!paints) { requestAnimationFrame(once); return; }
      new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length > 0) { observer.disconnect(); once(); } }).observe({ type: 'paint', buffered: true });
      setTimeout(once, ${CONTENTFUL_PAINT_WAIT_MS}); };
    if (document.readyState !== 'loading') afterPaint(); else addEventListener('DOMContentLoaded', afterPaint, { once: true }); }`;
  return {
    html: withoutChunks
      .replace(MODULE_PRELOAD, '')
      .replace(BOOTSTRAP, (_match, importEntry: string) => bootstrap(importEntry)),
    rsc: Buffer.concat(chunks),
  };
}
