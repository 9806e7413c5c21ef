// Waku's server entry: the file-system router of src/pages behind our own adapter. Fastify is the HTTP server
// (docs/decisions/002-fastify-in-front-of-waku.md), so the adapter is only Waku's request processing as a fetch
// function, which server/pages/waku.ts loads from the build (`unstable_serverEntry.fetch`). No Hono, no static
// files, no body parsing: Fastify does those before a request gets here.
import { fsRouter } from 'waku';
import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';

const questAdapter = createServerEntryAdapter(
  ({ processRequest, processBuild, unstable_setAllEnv, notFoundHtml }) => {
    // What getEnv() reads; the built-in adapters pass the process environment on each request.
    unstable_setAllEnv(process.env);
    return {
      fetch: async (request: Request) =>
        (await processRequest(request)) ??
        new Response(notFoundHtml || '404 Not Found', {
          status: 404,
          headers: {
            'content-type': notFoundHtml ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
          },
        }),
      build: processBuild,
    };
  },
);

// The managed entry's glob, keys relative to src/ so fsRouter's default pagesDir ('pages') applies.
const pages = Object.fromEntries(
  Object.entries(import.meta.glob('/src/pages/**/*.{tsx,ts}')).map(([file, load]) => [
    file.slice('/src/'.length),
    load,
  ]),
);

export default questAdapter(fsRouter(pages));
