/**
 * The import rules of the code base (`npm run check:imports`, part of `npm test`), read from the
 * TypeScript sources before compilation, so type-only imports count as much as the others.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only imports included: each module can be read before the ones that use it.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-keeps-to-itself',
      severity: 'error',
      comment: 'client/ never imports worker/ or db/: the browser bundle stays small and the picture simple.',
      from: { path: '^client/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(worker|db)/' },
    },
    {
      name: 'db-keeps-to-itself',
      severity: 'error',
      comment: 'db/ imports nothing of the app but db/ and the market facts; the seed goes through the catalog import.',
      from: { path: '^db/', pathNot: '(\\.test\\.ts|^db/seed/statements\\.ts)$' },
      to: { path: '^(worker|client|locales|scripts|test)/', pathNot: '^locales/markets\\.ts$' },
    },
    {
      name: 'd1-through-queries',
      severity: 'error',
      comment: 'The worker reaches D1 only through db/queries/: no worker module imports the schema.',
      from: { path: '^worker/', pathNot: '\\.test\\.ts$' },
      to: { path: '^db/schema\\.ts$' },
    },
    {
      name: 'contract-imports-no-page',
      severity: 'error',
      comment: 'What both sides share (client/contract/) imports no page, component or worker module.',
      from: { path: '^client/contract/', pathNot: '\\.test\\.ts$' },
      to: { path: '^(client/(pages|components)|worker|db)/' },
    },
    {
      name: 'no-browser-only-code-in-the-worker',
      severity: 'error',
      comment: 'The worker bundle holds no browser-only module (the entry, navigation).',
      from: { path: '^worker/index\\.ts$' },
      to: { path: '^client/(entry\\.tsx|navigation\\.ts)$', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.wrangler)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
