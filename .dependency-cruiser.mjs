/**
 * Import boundaries, checked by `npm run boundaries` (and so by `npm run check` and bin/test).
 * Paths are matched after resolution, relative to the repository root: a workspace package such as
 * `@pluto/core` resolves to `packages/core/src/...`, an npm package to `.../node_modules/<name>/...`.
 * tooling/boundaries.test.ts proves each rule bites on fixture files.
 */

const WEB = '^apps/web/src';
/** A feature's tests and the test helpers beside them. */
const FEATURE_TEST_CODE = `${WEB}/features/.*(\\.test\\.tsx?|/test-utils\\.tsx?)$`;
/** Everything under apps/server/src that ships: not the tests and not their helpers. */
const SERVER_PRODUCTION = {
  path: '^apps/server/src/',
  pathNot: ['\\.test\\.ts$', '^apps/server/src/testing/'],
};

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'web-feature-internals',
      comment: 'A feature uses another feature only through its public index.ts(x).',
      severity: 'error',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: {
        path: `${WEB}/features/[^/]+/`,
        pathNot: [`${WEB}/features/$1/`, `${WEB}/features/[^/]+/index\\.tsx?$`],
      },
    },
    {
      name: 'web-app-feature-internals',
      comment: 'The app shell (routes, layout) places features only through their public index.ts(x).',
      severity: 'error',
      from: { path: `${WEB}/app/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/[^/]+/index\\.tsx?$` },
    },
    {
      name: 'web-feature-data-internals',
      comment:
        "Features reach the data layer only through its public data/index.ts; their tests also through the test seams' data/testing/index.ts.",
      severity: 'error',
      from: { path: `${WEB}/features/`, pathNot: FEATURE_TEST_CODE },
      to: { path: `${WEB}/data/`, pathNot: `${WEB}/data/index\\.tsx?$` },
    },
    {
      name: 'web-feature-test-data-internals',
      comment: "A feature's tests reach the data layer through data/index.ts and data/testing/index.ts.",
      severity: 'error',
      from: { path: FEATURE_TEST_CODE },
      to: { path: `${WEB}/data/`, pathNot: `${WEB}/data/(testing/)?index\\.tsx?$` },
    },
    {
      name: 'web-feature-exchange-or-server-client',
      comment: 'The exchange and server clients belong to the data layer: features use data/index.ts.',
      severity: 'error',
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/lib/(exchange|server)/` },
    },
    {
      name: 'web-data-above-features',
      comment: 'The data layer serves every screen: it never imports a feature or the app shell.',
      severity: 'error',
      from: { path: `${WEB}/data/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: 'web-ui-primitives-stand-alone',
      comment: 'Design-system primitives know no feature, no data and no app shell.',
      severity: 'error',
      from: { path: `${WEB}/ui/` },
      to: { path: `${WEB}/(features|data|app)/` },
    },
    {
      name: 'core-no-ui-or-query-code',
      comment:
        'packages/core holds pure domain rules shared by web and server: no React, query or wallet code, no HTTP framework.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '(^|/)node_modules/(react|react-dom|wagmi|hono|@tanstack/[^/]+|@wagmi/[^/]+)/' },
    },
    {
      name: 'shared-package-stand-alone',
      comment: 'The shared packages (core, http-encoding) import no app and no other workspace package.',
      severity: 'error',
      from: { path: '^packages/(core|http-encoding)/' },
      to: { path: '^(apps|packages|e2e|bench)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'server-no-devnet-at-run-time',
      comment:
        'The server ships without the devnet: its production code never loads the exchange, the devnet supervisor or the contracts build (typed ABIs are fine).',
      severity: 'error',
      from: SERVER_PRODUCTION,
      to: {
        path: '^packages/(exchange|devnet|contracts)/',
        pathNot: '^packages/contracts/src/(index\\.ts$|generated/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-production-no-test-code',
      comment: 'Production code never loads test helpers, which start the devnet exchange.',
      severity: 'error',
      from: SERVER_PRODUCTION,
      to: { path: ['^apps/server/src/testing/', '\\.test\\.ts$'] },
    },
    {
      name: 'no-circular',
      comment:
        'Import cycles in the web app or core make load order fragile. A cycle closed by a type-only import or by a lazy import() of a chunk is no load-order cycle.',
      severity: 'error',
      from: { path: `(${WEB}|^packages/core/src)/` },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the checker cannot resolve would slip past every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // The devnet packages are only cruised as far as the rules need: their own imports do not matter.
    doNotFollow: { path: ['(^|/)node_modules/', '^packages/(exchange|devnet|contracts)/'] },
    // Type-only imports count too (core must not even name a React type), except where a rule says.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
