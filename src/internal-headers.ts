// Headers Fastify adds to the request it hands to Waku (incoming x-quest-* headers are stripped first).
/** The locale Fastify decided on: layouts get no route props. */
export const LOCALE_HEADER = 'x-quest-locale';
/** The page's path and query as the visitor asked for it (also for RSC requests). */
export const PAGE_URL_HEADER = 'x-quest-page-url';
/** Marks Fastify's own render of an error page, so /{lang}/error/{code} is not a public page. */
export const ERROR_RENDER_HEADER = 'x-quest-error-render';
