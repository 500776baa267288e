// The layers of src/ (docs/architecture.md), checked in CI by `npm run lint:deps`.
// A module may import from its own layer and from the layers listed after it, never from
// one listed before it; the public collections and the console never import each other;
// no cycle at all, between files or folders.
const LAYERS = [
  ['entry points', '^src/(main\\.ts|cli/)'],
  ['control socket', '^src/control/'],
  ['server', '^src/server/'],
  ['collections, console and feedback pages', '^src/(api|console|feedback)/'],
  ['mail', '^src/mail/'],
  ['accounts', '^src/accounts/'],
  ['drf', '^src/drf/'],
  ['pipeline', '^src/pipeline/'],
  ['demo data', '^src/demo/'],
  ['dataset', '^src/dataset/'],
  ['cache', '^src/cache/'],
  ['programme', '^src/programme/'],
  ['store', '^src/store/'],
  ['metrics', '^src/metrics/'],
  ['goals', '^src/goals/'],
  ['threads', '^src/threads/'],
  ['django', '^src/django/'],
  ['http', '^src/http/'],
  ['config', '^src/config\\.ts$'],
  ['time', '^src/time/'],
  ['failure', '^src/failure\\.ts$'],
];

const layerRules = LAYERS.slice(1).map(([name, path], i) => ({
  name: `layer: ${name}`,
  comment: `${name} may import only from itself and the layers below it (docs/architecture.md)`,
  severity: 'error',
  from: { path },
  to: { path: LAYERS.slice(0, i + 1).map(([, p]) => p) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'every file in a layer',
      comment: 'a new top-level folder or file in src/ gets a place in LAYERS first',
      severity: 'error',
      from: { path: '^src/', pathNot: LAYERS.map(([, p]) => p) },
      to: {},
    },
    {
      name: 'collections apart from the console',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/console/' },
    },
    {
      name: 'console apart from the collections',
      severity: 'error',
      from: { path: '^src/console/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'feedback pages apart from the collections and the console',
      comment: 'the public feedback form and unsubscribe pages share nothing with them but lower layers',
      severity: 'error',
      from: { path: '^src/feedback/' },
      to: { path: '^src/(api|console)/' },
    },
    {
      name: 'collections and console apart from the feedback pages',
      severity: 'error',
      from: { path: '^src/(api|console)/' },
      to: { path: '^src/feedback/' },
    },
    {
      name: 'one collection apart from another',
      comment: 'what two collections share lives in drf/ or below',
      severity: 'error',
      from: { path: '^src/api/([^/]+)/' },
      to: { path: '^src/api/', pathNot: '^src/api/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src never imports tests, benchmarks or scripts',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'src never imports a devDependency',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
