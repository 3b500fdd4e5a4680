/**
 * The dependency rule of DESIGN.md, checked on every `npm test`.
 * Paths are relative to the directory depcruise runs in (the repository root, or a fixture
 * folder in .ci/fixtures that proves each rule fails when broken).
 */
const TEST_FILE = '\\.(test|property\\.test)\\.tsx?$|\\.arbitraries\\.ts$';
const PAGE_DELIVERY = 'adapters/http-api/page-delivery/';
const TEST_LIBS = 'node_modules/(vitest|@vitest|fast-check)/';
const UI_COMPOSITION_ROOT = '^ui/composition-root(\\.ports)?\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import must resolve.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain imports only domain, fp-ts and temporal-polyfill.',
      from: { path: '^domain/', pathNot: TEST_FILE },
      to: { pathNot: ['^domain/', 'node_modules/(fp-ts|temporal-polyfill)/'] },
    },
    {
      name: 'domain-tests',
      severity: 'error',
      comment: 'domain tests may add only the test libraries.',
      from: { path: `^domain/.*(${TEST_FILE})` },
      to: { pathNot: ['^domain/', 'node_modules/(fp-ts|temporal-polyfill)/', TEST_LIBS] },
    },
    {
      name: 'application-imports-domain',
      severity: 'error',
      comment: 'application imports domain (and io-ts, fp-ts).',
      from: { path: '^application/', pathNot: TEST_FILE },
      to: { pathNot: ['^(application|domain)/', 'node_modules/(io-ts|fp-ts|temporal-polyfill)/'] },
    },
    {
      name: 'application-tests',
      severity: 'error',
      from: { path: `^application/.*(${TEST_FILE})` },
      to: { pathNot: ['^(application|domain)/', 'node_modules/(io-ts|fp-ts|temporal-polyfill)/', TEST_LIBS] },
    },
    {
      name: 'adapters-not-cli',
      severity: 'error',
      comment: 'adapters never import the cli.',
      from: { path: '^adapters/' },
      to: { path: '^cli/' },
    },
    {
      name: 'adapters-not-ui',
      severity: 'error',
      comment: 'adapters never import ui; page delivery may import the ui server entry only.',
      from: { path: '^adapters/', pathNot: `^${PAGE_DELIVERY}` },
      to: { path: '^ui/' },
    },
    {
      name: 'page-delivery-only-ui-server-entry',
      severity: 'error',
      from: { path: `^${PAGE_DELIVERY}` },
      to: { path: '^ui/', pathNot: '^ui/entry-server\\.tsx?$' },
    },
    {
      name: 'ui-gets-adapters-through-composition-root',
      severity: 'error',
      comment: 'ui imports no adapter: only its composition root knows concrete classes (the browser\'s loads its ports from composition-root.ports.ts). Tests included.',
      from: { path: '^ui/', pathNot: UI_COMPOSITION_ROOT },
      to: { path: '^adapters/' },
    },
    {
      name: 'ui-composition-root-binds-http-proxies',
      severity: 'error',
      comment: 'The browser reaches the server only over HTTP: its composition root binds the proxies of adapters/http-client, never the server\'s adapters.',
      from: { path: UI_COMPOSITION_ROOT },
      to: { path: '^adapters/', pathNot: '^adapters/http-client/' },
    },
    {
      name: 'cli-gets-adapters-through-composition-root',
      severity: 'error',
      comment: 'cli imports no adapter but through its composition root.',
      from: { path: '^cli/', pathNot: '^cli/composition-root\\.ts$' },
      to: { path: '^adapters/' },
    },
    {
      name: 'ui-and-cli-apart',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^cli/' },
    },
    {
      name: 'cli-and-ui-apart',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^ui/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
