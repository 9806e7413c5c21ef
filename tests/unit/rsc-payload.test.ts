import { injectRSCPayload } from 'rsc-html-stream/server';
import { describe, expect, it } from 'vitest';
import { decodeRscPath, encodeRscPath } from '../../node_modules/waku/dist/lib/utils/rsc-path.js';
// Waku's own encoders, by file: the package does not export them.
import { encodeRoutePath } from '../../node_modules/waku/dist/router/isomorphic-utils/route-path.js';
import { splitInlinePayload } from '../../server/pages/rsc-payload.ts';
import { pagePathOfRscUrl, rscUrlOf } from '../../src/rsc-address.ts';
import { streamOf } from '../helpers/streams.ts';

// The inline payload is written by the real rsc-html-stream (the version Waku uses), around a bootstrap preamble as
// Waku writes it (waku 1.0.0-rc.1: dist/lib/utils/ssr.js, initial-rsc.js, with a build id and the router's script
// after it); splitInlinePayload must give back the payload byte for byte.
const PREAMBLE = `<script id="_R_">window.addEventListener('vite:preloadError', function (e) {
var key = 'waku:preload-error-build-id';
});
globalThis.__WAKU_HYDRATE__ = true;
globalThis.__WAKU_INITIAL_RSC__ = (() => {const e = {};e.response = Promise.resolve(new Response(new ReadableStream({start(c) {const d = (window.__FLIGHT_DATA ||= []);const t = new TextEncoder();const f = (s) => c.enqueue(typeof s === 'string' ? t.encode(s) : s);d.forEach(f);d.length = 0;d.push = f;const close = () => c.close();if (document.readyState === 'loading') {document.addEventListener('DOMContentLoaded', close);} else {close();}}})));return e;})();import("/assets/index-X.js").catch((err) => {
    var e = new Event('vite:preloadError', { cancelable: true });
    e.payload = err;
    window.dispatchEvent(e);
    if (!e.defaultPrevented) {
      throw err;
    }
  });
globalThis.__WAKU_ROUTER_PREFETCH__ = (path, callback) => {
};
</script>`;

const encoder = new TextEncoder();

/** The HTML rsc-html-stream makes of `html` with `payload` (in the given chunks) injected. */
async function inject(html: string, payload: Uint8Array[]): Promise<string> {
  const stream = streamOf([encoder.encode(html)]).pipeThrough(injectRSCPayload(streamOf(payload)));
  return new Response(stream).text();
}

const HEAD =
  '<link rel="stylesheet" href="/assets/a.css"/><link rel="modulepreload" href="/assets/client-X.js" crossorigin=""/>' +
  '<link rel="modulepreload" href="/assets/SearchBox-Y.js" crossorigin="" fetchPriority="low"/>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head>${HEAD}</head><body>${body}${PREAMBLE}</body></html>`;

describe('splitInlinePayload', () => {
  it('gives back the payload byte for byte, whatever it holds, and fetches it from the page address', async () => {
    const tricky = '0:["$","p",null,{"children":"</script><script>alert(1)</script> <!-- ¿Qué? — ñ 🎓"}]\n';
    const bytes = encoder.encode(tricky);
    // A multi-byte character split between two chunks, and one chunk that is not UTF-8 (sent as base64).
    const split = bytes.indexOf(0xf0) + 2;
    const binary = new Uint8Array([0xff, 0xfe, 0x00, 0x41]);
    const chunks = [bytes.slice(0, split), bytes.slice(split), binary];
    const html = await inject(page('<main>Hola</main>'), chunks);
    expect(html).toContain('__FLIGHT_DATA||=[]).push(');

    const result = splitInlinePayload(html, rscUrlOf('/es', ''));
    expect(result).toBeDefined();
    expect(result?.rsc).toEqual(Buffer.concat([bytes, binary]));
    expect(result?.html).not.toContain('__FLIGHT_DATA');
    expect(result?.html).toContain('globalThis.__WAKU_INITIAL_RSC__ = { response: fetch("/RSC/R/es.txt")');
    // Waku's version-skew recovery stays on the import, and the router's script after it.
    expect(result?.html).toContain('import("/assets/index-X.js").catch((err) => {');
    expect(result?.html).toContain('globalThis.__WAKU_ROUTER_PREFETCH__ =');
    expect(result?.html).toContain('<main>Hola</main>');
    // Hydration starts after the first paint that follows the load event, without module preloads in the head.
    expect(result?.html).toContain('import("/assets/index-X.js")');
    expect(result?.html).toContain("addEventListener('DOMContentLoaded', afterPaint, { once: true })");
    expect(result?.html).not.toContain('<link rel="modulepreload"');
    expect(result?.html).toContain('<head><link rel="stylesheet" href="/assets/a.css"/></head>');
  });

  it('writes a bootstrap that fetches the payload and imports the client entry only after the first frame', async () => {
    const html = await inject(page(''), [encoder.encode('0:"x"\n')]);
    const script = /<script id="_R_">([\s\S]*?)<\/script>/.exec(
      splitInlinePayload(html, '/RSC/R/es.txt')?.html ?? '',
    )?.[1];
    expect(script).toBeDefined();
    // Run it against a stand-in window without paint entries: nothing starts while the document loads, then one
    // frame, then a task.
    const calls: string[] = [];
    const listeners: Record<string, () => void> = {};
    const scope = {
      globalThis: {} as { __WAKU_INITIAL_RSC__?: Record<string, unknown> },
      document: {
        readyState: 'loading',
        createElement: (tag: string) => ({ tag }),
        head: { append: (element: { href: string }) => calls.push(`preload ${element.href}`) },
      },
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      requestAnimationFrame: (callback: () => void) => {
        calls.push('frame');
        callback();
      },
      setTimeout: (callback: () => void) => {
        calls.push('task');
        callback();
      },
      fetch: (url: string) => {
        calls.push(`fetch ${url}`);
        return Promise.resolve({ ok: true });
      },
      importEntry: (url: string) => {
        calls.push(`import ${url}`);
        return Promise.resolve();
      },
      window: { addEventListener: () => {} },
    };
    const run = new Function(...Object.keys(scope), (script as string).replace('import(', 'importEntry('));
    run(...Object.values(scope));
    expect(calls).toEqual([]);
    listeners.DOMContentLoaded?.();
    expect(calls).toEqual([
      'frame',
      'task',
      'preload /assets/client-X.js',
      'preload /assets/SearchBox-Y.js',
      'fetch /RSC/R/es.txt',
      'import /assets/index-X.js',
    ]);
    expect(Object.keys(scope.globalThis.__WAKU_INITIAL_RSC__ ?? {})).toEqual(['response']);
  });

  it('starts hydration at the first contentful paint where the browser reports paints, or after 3 s', async () => {
    const html = await inject(page(''), [encoder.encode('0:"x"\n')]);
    const script = /<script id="_R_">([\s\S]*?)<\/script>/.exec(
      splitInlinePayload(html, '/RSC/R/es.txt')?.html ?? '',
    )?.[1] as string;
    const standIn = () => {
      const calls: string[] = [];
      const listeners: Record<string, () => void> = {};
      const later: Array<() => void> = [];
      const observers: Array<{ report: (names: string[]) => void; disconnected: boolean }> = [];
      class PerformanceObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(callback: (list: unknown, observer: unknown) => void) {
          const entry = {
            disconnected: false,
            report: (names: string[]) =>
              callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this),
          };
          observers.push(entry);
          Object.assign(this, { disconnect: () => (entry.disconnected = true) });
        }
        observe(options: { type: string; buffered: boolean }) {
          calls.push(`observe ${options.type} buffered=${options.buffered}`);
        }
      }
      const scope = {
        globalThis: { PerformanceObserver } as { __WAKU_INITIAL_RSC__?: unknown },
        PerformanceObserver,
        document: {
          readyState: 'interactive',
          createElement: (tag: string) => ({ tag }),
          head: { append: (element: { href: string }) => calls.push(`preload ${element.href}`) },
        },
        addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
        requestAnimationFrame: () => calls.push('frame'),
        // A task now; the fallback's 3 s wait is kept for the test to run when it likes.
        setTimeout: (callback: () => void, delay: number) =>
          delay === 0 ? callback() : later.push(callback),
        fetch: (url: string) => {
          calls.push(`fetch ${url}`);
          return Promise.resolve({ ok: true });
        },
        importEntry: (url: string) => {
          calls.push(`import ${url}`);
          return Promise.resolve();
        },
        window: { addEventListener: () => {} },
      };
      new Function(...Object.keys(scope), script.replace('import(', 'importEntry('))(...Object.values(scope));
      return { calls, later, observers };
    };
    const started = [
      'preload /assets/client-X.js',
      'preload /assets/SearchBox-Y.js',
      'fetch /RSC/R/es.txt',
      'import /assets/index-X.js',
    ];

    // A first paint without content (text waiting for its font) is not enough; the contentful one starts it, once.
    const painted = standIn();
    expect(painted.calls).toEqual(['observe paint buffered=true']);
    painted.observers[0]?.report(['first-paint']);
    expect(painted.calls).toEqual(['observe paint buffered=true']);
    painted.observers[0]?.report(['first-contentful-paint']);
    expect(painted.calls).toEqual(['observe paint buffered=true', ...started]);
    expect(painted.observers[0]?.disconnected).toBe(true);
    for (const callback of painted.later) callback();
    expect(painted.calls).toHaveLength(1 + started.length);

    // No contentful paint reported: it starts when the wait ends.
    const silent = standIn();
    expect(silent.later).toHaveLength(1);
    silent.later[0]?.();
    expect(silent.calls).toEqual(['observe paint buffered=true', ...started]);
  });

  it('leaves a page it does not recognise alone', async () => {
    const payload = [encoder.encode('0:"x"\n')];
    // No Waku preamble (another framework's bootstrap, or a Waku upgrade that changed it).
    const withoutPreamble = await inject('<!DOCTYPE html><html><body><p>x</p></body></html>', payload);
    expect(splitInlinePayload(withoutPreamble, '/RSC/R/es.txt')).toBeUndefined();
    // No payload at all.
    expect(splitInlinePayload(page(''), '/RSC/R/es.txt')).toBeUndefined();
    // A chunk in a shape it does not know.
    const odd = page('<script>(self.__FLIGHT_DATA||=[]).push(someFunction())</script>');
    expect(splitInlinePayload(odd, '/RSC/R/es.txt')).toBeUndefined();
  });

  it('writes the address so that it cannot end the script it is written in', async () => {
    const html = await inject(page(''), [encoder.encode('0:"x"\n')]);
    const result = splitInlinePayload(html, '/RSC/R/es/</script><script>alert(1)//.txt');
    expect(result?.html).not.toContain('</script><script>alert');
    expect(result?.html).toContain('\\u003c/script>');
  });
});

describe('rscUrlOf', () => {
  it('is the address Waku’s client router asks for', () => {
    expect(rscUrlOf('/es', '')).toBe('/RSC/R/es.txt');
    expect(rscUrlOf('/en/accredited-courses', '?state=FL&industry=insurance')).toBe(
      '/RSC/R/en/accredited-courses.txt?query=state%3DFL%26industry%3Dinsurance',
    );
  });

  // One base64url id in 64 ends in `_`. Waku 0.27.5's encodeRscPath threw on it in the browser while hydrating and
  // the page went blank; since 1.0.0-rc.1 it appends one `_` more, which decodeRscPath strips.
  const paths = [
    '/es',
    '/en/payment-success/Ab-9_',
    '/en/receipts/x__',
    '/es/learners/_y',
    '/en/subscriptions/-',
  ];
  it.each(paths)('agrees with Waku’s encoder, both ways, for %s', (pagePath) => {
    const wakuUrl = `/RSC/${encodeRscPath(encodeRoutePath(pagePath))}`;
    expect(rscUrlOf(pagePath, '')).toBe(wakuUrl);
    expect(decodeRscPath(wakuUrl.slice('/RSC/'.length))).toBe(encodeRoutePath(pagePath));
    expect(pagePathOfRscUrl(wakuUrl)).toBe(pagePath);
  });

  it('reads the home page’s address and nothing that is not a page’s', () => {
    expect(pagePathOfRscUrl('/RSC/R/_root.txt')).toBe('/');
    expect(pagePathOfRscUrl('/RSC/F/_/x.txt')).toBeUndefined();
    expect(pagePathOfRscUrl('/RSC/R/es')).toBeUndefined();
  });
});
