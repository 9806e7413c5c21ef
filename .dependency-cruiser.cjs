// The layer rules of shared/ARCHITECTURE.md, checked on every `npm test` (npm run lint:layers):
// pages → features → domain → db; the domain is framework-free; only the domain and the composition root
// touch the database; a feature reaches another feature only through its index.ts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'db-only-from-domain-and-root',
      comment:
        'Only the domain, the composition root (server/main.ts, server/compose.ts), scripts and tests import src/db.',
      severity: 'error',
      from: {
        pathNot: [
          '^src/db/',
          '^src/domain/',
          '^server/main\\.ts$',
          '^server/compose\\.ts$',
          '^scripts/',
          '^tests/',
        ],
      },
      to: { path: '^src/db/' },
    },
    {
      name: 'domain-is-framework-free',
      comment:
        'The domain never imports React, Waku, Fastify, the services registry, features, pages or server code.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: {
        path: [
          '^node_modules/(react|react-dom|waku|fastify|@fastify|@lingui/react)/',
          '^src/services\\.ts$',
          '^src/(features|pages|ui|integrations)/',
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
      to: { path: '^src/(domain|features|pages|services\\.ts)' },
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
      comment: 'The UI kit depends on no feature, no domain service and no page.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/(features|pages|services\\.ts|db)'] },
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
