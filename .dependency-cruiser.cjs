// The layer rules of shared/ARCHITECTURE.md, checked on every `npm test` (npm run lint:layers):
// pages → features → domain → db; the domain is framework-free; only the domain and the composition root
// touch the database; a feature reaches another feature only through its index.ts; the UI kit and i18n sit below
// the domain; the request context's wire (read by Fastify) loads nothing of the page runtime.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'db-only-from-domain-and-root',
      comment: 'Only the domain, the composition root (server/compose.ts), scripts and tests import src/db.',
      severity: 'error',
      from: {
        pathNot: ['^src/db/', '^src/domain/', '^server/compose\\.ts$', '^scripts/', '^tests/'],
      },
      to: { path: '^src/db/' },
    },
    {
      name: 'domain-is-framework-free',
      comment:
        'The domain never imports React, Waku, Fastify, the services registry, the request context, features, pages or server code.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        path: [
          '^node_modules/(react|react-dom|waku|fastify|@fastify|@lingui/react)/',
          '^src/services\\.ts$',
          '^src/(features|pages|ui|integrations|request-context)/',
          '^server/',
        ],
      },
    },
    {
      name: 'integrations-know-no-domain',
      comment:
        'Adapters to the outside world are self-contained; the server maps their errors to domain terms.',
      severity: 'error',
      from: { path: '^src/integrations/' },
      to: { path: '^src/(domain|features|pages|request-context|services\\.ts)' },
    },
    {
      name: 'features-through-index',
      comment: "A feature imports another feature only through that feature's index.ts, never its internals.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shell-needs-no-audience',
      comment: 'The shell (layout) depends on no audience feature.',
      severity: 'error',
      from: { path: '^src/features/layout/' },
      to: { path: '^src/features/audiences/' },
    },
    {
      name: 'ui-is-shared-and-plain',
      comment:
        'The UI kit is presentational: no feature, no domain module, no services registry, no request context, no page. Features pass data in.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/(features|pages|domain|integrations|request-context|db)/', '^src/services\\.ts$'] },
    },
    {
      name: 'i18n-below-the-domain',
      comment:
        'Locales, formats and catalogues are the bottom layer (the domain uses them): they import nothing above them.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: {
        path: ['^src/(features|pages|domain|ui|integrations|request-context|db)/', '^src/services\\.ts$'],
      },
    },
    {
      name: 'request-context-wire-is-plain',
      comment:
        "Fastify loads the request context's wire: it must not load the page runtime (React, Waku, Lingui's React binding, the catalogues).",
      severity: 'error',
      from: { path: '^src/request-context/wire\\.ts$' },
      to: {
        path: [
          '^node_modules/(react|react-dom|waku|@lingui)/',
          '^src/request-context/page\\.ts$',
          '^src/(features|pages|ui|services\\.ts)',
          '^src/i18n/catalogs\\.ts$',
        ],
      },
    },
    {
      name: 'pages-reach-data-through-features',
      comment:
        'Route files stay thin: they render features and never call the domain, the database or an adapter.',
      severity: 'error',
      from: { path: '^src/pages/' },
      to: { path: ['^src/(domain|db|integrations)/', '^src/services\\.ts$'] },
    },
    {
      name: 'site-never-imports-server',
      comment:
        'The site (src/) is one module graph, Fastify (server/) another: the server hands it services instead.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'routes-answer-pages-through-their-callback',
      comment:
        'A Fastify route answers with a page through the renderPage callback server/app.ts gives it, never by reaching into the pages bridge (server/pages/).',
      severity: 'error',
      from: { path: '^server/routes/' },
      to: { path: '^server/pages/' },
    },
    {
      name: 'nothing-imports-pages',
      comment: 'Route files are leaves: nothing imports them.',
      severity: 'error',
      from: { pathNot: '^src/pages/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles hide the direction of a dependency.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|styled-system|node_modules)/|\\.po$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
