// Module Federation settings every front-end package shares: the singletons of
// docs/architecture.md §4. Kept apart from the webpack config so the
// federation wiring reads in one place.
const fs = require('node:fs');
const path = require('node:path');
const rootPkg = require('../../shell/package.json');

const ROOT = path.resolve(__dirname, '../..');

const deps = rootPkg.dependencies;
const version = (name) => deps[name];

/**
 * Tree-shaken singletons. Federation shares a package whole: the share scope cannot know what
 * another build will import, so webpack keeps every export (react-router-dom alone is ~62 KB gzip,
 * rxjs ~18 KB). For the packages below the share scope carries, under the package's own share key
 * and version, a facade module that re-exports the names listed here, so webpack tree-shakes the
 * package down to them (react-router-dom ~16 KB). Still one singleton per page.
 *
 * The lists are the API the platform shares: a little wider than what the code imports today, so a
 * remote rarely needs a new name. Every build checks that each name it imports from these packages
 * is listed (SharedFacadeCheckPlugin below: the build fails otherwise). Adding a name: list it here,
 * then deploy the shell before the remote that needs it, since the first-loaded copy (the shell's)
 * serves every remote (the same rule already holds for new exports of @vitrina/shared).
 *
 * Module Federation 2.9's own `shared[x].treeShaking` was evaluated and not used: for singletons
 * its runtime hands out the loaded tree-shaken copy without comparing the consumer's used exports
 * (runtime-core utils/share.js), so it needs the same hand-kept union, plus a second compilation
 * per package for fallbacks and extra runtime code.
 */
const SHARED_FACADES = {
  'react-router-dom': {
    // Declarative routing only: every remote renders <Routes> under its own <BrowserRouter>.
    // The data-router API (createBrowserRouter, loaders, forms, fetchers) is not shared.
    entry: 'dist/index.mjs',
    exports: [
      'BrowserRouter',
      'HashRouter',
      'MemoryRouter',
      'Routes',
      'Route',
      'Navigate',
      'Outlet',
      'Link',
      'NavLink',
      'useNavigate',
      'useLocation',
      'useParams',
      'useSearchParams',
      'useMatch',
      'useRoutes',
      'useHref',
      'useResolvedPath',
      'useInRouterContext',
      'useNavigationType',
      'useOutlet',
      'useOutletContext',
      'useLinkClickHandler',
      'matchPath',
      'matchRoutes',
      'generatePath',
      'resolvePath',
      'createSearchParams',
      'createPath',
      'parsePath',
    ],
  },
  rxjs: {
    // The ES2015 build: no tslib helpers (the package's default for webpack is the ES5 one).
    // Subjects and the plain operators the event bus and stores use (~3 KB gzip). Names that bring
    // rxjs's inner conversion and scheduling (of, from, merge, takeUntil, startWith, share, timers)
    // add ~2-3 KB to every page: add them when a remote needs them.
    entry: 'dist/esm/index.js',
    exports: [
      'Observable',
      'Subject',
      'BehaviorSubject',
      'Subscription',
      'map',
      'filter',
      'distinctUntilChanged',
      'take',
      'skip',
      'tap',
      'firstValueFrom',
    ],
  },
  'react-i18next': {
    // Without <Trans> (it brings an HTML parser); texts are plain strings through t().
    entry: 'dist/es/index.js',
    exports: [
      'useTranslation',
      'withTranslation',
      'Translation',
      'I18nextProvider',
      'I18nContext',
      'initReactI18next',
      'getI18n',
      'setI18n',
      'getDefaults',
      'setDefaults',
    ],
  },
};

/** The package.json of an installed package (found from its resolved entry, whatever its exports map allows). */
function installedPackage(name, from = ROOT) {
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === name) return { dir, pkg };
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json of ${name} not found`);
    dir = parent;
  }
}

const FACADE_DIR = path.join(ROOT, 'node_modules/.cache/vitrina-shared-facades');

/** Writes the facade of a shared package (only when its text changed; atomic for parallel builds). */
function facadeFile(name) {
  const { entry, exports } = SHARED_FACADES[name];
  const { dir } = installedPackage(name);
  const target = path.join(dir, entry);
  if (!fs.existsSync(target))
    throw new Error(`${name}: ${entry} is gone; update SHARED_FACADES in tools/webpack/federation.cjs`);
  const file = path.join(FACADE_DIR, `${name.replace(/[^a-z0-9-]/gi, '_')}.mjs`);
  // A relative path to the package's file: a bare name would be taken by the share scope itself.
  const from = `./${path.relative(FACADE_DIR, target).split(path.sep).join('/')}`;
  const text =
    `// Generated by tools/webpack/federation.cjs: the ${name} that the federation share scope carries.\n` +
    `export { ${exports.join(', ')} } from ${JSON.stringify(from)};\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    fs.mkdirSync(FACADE_DIR, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file);
  }
  return file;
}

/**
 * Shared singletons. react-dom/client and react/jsx-runtime are separate requests
 * and are not covered by sharing react-dom/react, so they are listed explicitly.
 * strictVersion stays off: a mismatch logs a warning and the loaded copy is used,
 * which is what keeps one React on the page.
 */
function sharedSingletons() {
  const single = (requiredVersion) => ({ singleton: true, requiredVersion });
  const facade = (name) => ({
    ...single(version(name)),
    import: facadeFile(name),
    version: installedPackage(name).pkg.version,
  });
  return {
    react: single(version('react')),
    'react/jsx-runtime': single(version('react')),
    'react-dom': single(version('react-dom')),
    'react-dom/client': single(version('react-dom')),
    'single-spa': single(version('single-spa')),
    'react-router-dom': facade('react-router-dom'),
    '@tanstack/react-query': single(version('@tanstack/react-query')),
    i18next: single(version('i18next')),
    'react-i18next': facade('react-i18next'),
    rxjs: facade('rxjs'),
    '@vitrina/shared': single(version('@vitrina/shared')),
    '@vitrina/shared/ui': single(version('@vitrina/shared')),
    // Tables and pagination: signed-in pages only, so a public page does not load them.
    '@vitrina/shared/ui/data': single(version('@vitrina/shared')),
    '@vitrina/shared/contracts': single(version('@vitrina/shared')),
    // The page's query cache: loaded by signed-in pages only (docs/architecture.md §4).
    '@vitrina/shared/query': single(version('@vitrina/shared')),
  };
}

/**
 * The host's runtime plugin that hands its federation runtime to the remotes (what
 * `experiments.provideExternalRuntime` adds), taken as ES module: the option adds the package's
 * CommonJS build, which pulls a second, CommonJS copy of runtime-core (~20 KB gzip) into main.js
 * beside the ES one the bundler runtime uses. From the ES build both are one module.
 */
function provideExternalRuntimePlugin() {
  // A dependency of @module-federation/enhanced: found from there, wherever npm put it.
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced', { paths: [ROOT] }));
  const { dir, pkg } = installedPackage('@module-federation/inject-external-runtime-core-plugin', enhanced);
  const file = path.join(dir, pkg.module);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing (update provideExternalRuntimePlugin in tools/webpack/federation.cjs)`);
  return file;
}

/**
 * Fails the build when code imports from a facaded package a name its facade does not carry
 * (it would be undefined at run time), or uses it in a way that cannot be checked (namespace
 * object, dynamic import, require). Also refuses 'react-router', which would bypass the shared
 * react-router-dom and put a second router on the page, and deep imports of a facaded package
 * ('rxjs/operators', 'react-router-dom/...'), which would bundle a second, unshared copy.
 */
class SharedFacadeCheckPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    const NAME = 'SharedFacadeCheckPlugin';
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const { moduleGraph } = compilation;
        const problems = new Map();
        const report = (module, text) => {
          const where = module.readableIdentifier(compilation.requestShortener);
          problems.set(`${where}: ${text}`, module);
        };
        const check = (module, dependency) => {
          const request = dependency.request;
          const ours = !module.resource?.includes(`${path.sep}node_modules${path.sep}`);
          if (request === 'react-router' || request?.startsWith('react-router/')) {
            if (ours) report(module, `imports '${request}': import from 'react-router-dom' (the shared singleton)`);
            return;
          }
          const deep = request && Object.keys(SHARED_FACADES).find((key) => request.startsWith(`${key}/`));
          if (deep) {
            // 'rxjs/operators', 'react-router-dom/dist/...': not the share key, so webpack bundles a second copy.
            if (ours) report(module, `imports '${request}': import from '${deep}' itself (the shared facade)`);
            return;
          }
          const target = moduleGraph.getModule(dependency);
          if (!target || target.type !== 'consume-shared-module') return;
          const key = target.options.shareKey;
          const facade = SHARED_FACADES[key];
          if (!facade) return;
          if (dependency.type === 'harmony side effect evaluation') return;
          const name = Array.isArray(dependency.ids) ? dependency.ids[0] : undefined;
          if (name === undefined) {
            report(module, `uses '${key}' as a whole (${dependency.type}); import the names it needs`);
          } else if (!facade.exports.includes(name)) {
            report(
              module,
              `imports '${name}' from '${key}', which the shared facade does not carry: add it to SHARED_FACADES in tools/webpack/federation.cjs (and deploy the shell first)`,
            );
          }
        };
        const visit = (module, block) => {
          for (const dependency of block.dependencies) check(module, dependency);
          for (const child of block.blocks) visit(module, child);
        };
        for (const module of modules) visit(module, module);
        for (const [text, module] of problems) {
          const error = new WebpackError(text);
          error.module = module;
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { SHARED_FACADES, sharedSingletons, provideExternalRuntimePlugin, SharedFacadeCheckPlugin };
