// The house plan, enforced by `npm run lint` (ARCHITECTURE.md, "Dependency rules", explains each rule).
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
const DOMAIN = '^packages/domain/src/';
const TEST_FILE = '\\.test\\.tsx?$';

/** Server infrastructure, lowest layer first; a folder may import only folders listed before it. */
const SERVER_LAYERS = [
  ['reference', []],
  ['config', []],
  ['crypto', []],
  ['compute', []],
  ['db', ['reference', 'config']],
  ['metrics', ['reference', 'db']],
  ['mail', ['db', 'config']],
  ['jobs', ['db', 'config']],
  ['activity', ['reference', 'config', 'db', 'jobs']],
  ['analytics', ['reference', 'db', 'metrics', 'compute']],
  ['ingest', ['reference', 'config', 'crypto', 'compute', 'db', 'metrics', 'analytics', 'jobs']],
  ['http', ['reference', 'config', 'crypto', 'compute', 'db', 'mail', 'jobs', 'activity']],
];
const INFRA = SERVER_LAYERS.map(([name]) => name);

const layerRules = SERVER_LAYERS.map(([name, allowed]) => ({
  name: `server-layer-${name}`,
  comment: `server ${name}/ may import only ${allowed.length ? allowed.join(', ') : 'packages and the domain'} (and never modules/)`,
  severity: 'error',
  from: { path: `${SERVER}${name}/`, pathNot: TEST_FILE },
  to: {
    path: SERVER,
    pathNot: [`${SERVER}(${[name, ...allowed].join('|')})/`, `${SERVER}test/`],
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import circle makes load order and ownership unclear: break it by moving the shared part down a layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'server-infrastructure-imports-no-module',
      comment:
        'Infrastructure (tests included) never imports modules/: modules plug into it through app-modules.ts.',
      severity: 'error',
      from: { path: `${SERVER}(${INFRA.join('|')})/` },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'server-module-internals',
      comment: 'A server module is used only through its index.ts; its other files are its own.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-composition-through-index',
      comment: 'The composition root and shared test helpers reach modules through their index.ts only.',
      severity: 'error',
      from: { pathNot: `${SERVER}modules/` },
      to: { path: `${SERVER}modules/[^/]+/`, pathNot: `${SERVER}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-modules-not-into-composition-root',
      comment: 'Modules and infrastructure never import the composition root (app, main, app-modules, cli).',
      severity: 'error',
      from: { path: `${SERVER}(modules|${INFRA.join('|')})/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}(app|main|app-modules)\\.ts$|${SERVER}cli/` },
    },
    {
      name: 'test-helpers-only-in-tests',
      comment:
        'Test helpers and fixtures live under src/test/ and are imported by tests only, so dist/ holds none.',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/', pathNot: [TEST_FILE, '^apps/[^/]+/src/test/'] },
      to: { path: ['^apps/[^/]+/src/test/', TEST_FILE, '^apps/server/src/dev/'] },
    },
    {
      name: 'web-ui-core-import-no-feature',
      comment:
        'Shared UI and the core (API client, session, forms, notifications) know no feature and no app wiring.',
      severity: 'error',
      from: { path: `${WEB}(ui|core)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-ui-below-core',
      comment: 'Shared UI components take data through props; calls to the API belong to core/ and features.',
      severity: 'error',
      from: { path: `${WEB}ui/` },
      to: { path: `${WEB}core/` },
    },
    {
      name: 'web-features-not-into-app',
      comment:
        'The app composes features; a feature needing something of app/ means it belongs in core/ or ui/.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-feature-internals',
      comment: 'A web feature is used only through its index.ts; its other files are its own.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'web-app-through-feature-index',
      comment: 'The router, layouts and entry point reach features through their index.ts only.',
      severity: 'error',
      from: { pathNot: [`${WEB}features/`, TEST_FILE, `${WEB}test/`] },
      to: { path: `${WEB}features/[^/]+/`, pathNot: `${WEB}features/[^/]+/index\\.tsx?$` },
    },
    {
      name: 'domain-has-no-io',
      comment:
        'packages/domain is contracts, constants and pure rules, shared by both apps: no I/O, no app code.',
      severity: 'error',
      from: { path: DOMAIN },
      to: {
        dependencyTypes: ['core'],
      },
    },
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      comment: 'Server and web share only packages/domain.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'domain-through-its-entry',
      comment: 'Apps import @fin-atlas/domain, never its files.',
      severity: 'error',
      from: { path: '^apps/' },
      to: { path: `${DOMAIN}`, pathNot: `${DOMAIN}index\\.ts$` },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a broken import.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
