// The import boundaries of the front end (docs/architecture.md 'Boundaries'), enforced by ESLint:
//   vitrina/no-cross-feature-imports   a feature imports nothing from another feature
//   vitrina/no-cross-package-imports   the shell and the remotes never import one another's source
//   vitrina/no-relative-stateful-shared-imports  inside shared/, code outside the main entry
//       (ui, forms, contracts, address book, testing, query) imports the stores, the bus and i18n
//       through '@vitrina/shared' and the query client through '@vitrina/shared/query' (federation
//       singletons), never by a relative path, which would bundle a second, unshared copy of the state
//   no-restricted-imports               'react-router' and deep imports of the facaded shared
//       packages (rxjs/operators, react-router-dom/...) bypass the shared singletons
//   vitrina/api-module-boundaries       in api/src, lib/ and db/ import no module, and a module
//       imports another only through its index.ts (public surface) or plugin.ts
// eslint.config.mjs spreads `configs`; tools/test/eslint-boundaries.test.cjs shows each rule failing.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const FRONT_END_PACKAGE = /^(shell|mf-[a-z-]+)$/;
/** shared/src folders that are entries of their own (or tests), outside '@vitrina/shared' itself. */
const SHARED_SIDE_ENTRIES = ['ui', 'forms', 'contracts', 'address-book', 'testing', 'query'];
/** Modules of '@vitrina/shared' that hold page-wide state, relative to shared/src (no extension). */
const STATEFUL_SHARED = [
  'auth/auth-store',
  'auth/new-user-flag',
  'events/event-bus',
  'i18n/language',
  'i18n/use-language',
  'i18n/create-remote-i18n',
  'query/query-client',
  'config',
  'api/api-client',
];

/** Repository-relative path segments of a file: ['mf-auth', 'src', 'features', ...]. */
function segmentsOf(file) {
  return path.relative(ROOT, file).split(path.sep);
}

/** Calls `check(sourceNode, request)` for every static or dynamic import and re-export. */
function importVisitor(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

function resolveRelative(context, request) {
  if (!request.startsWith('.')) return null;
  return path.resolve(path.dirname(context.filename), request);
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports nothing from another feature (compose them in src/app).' },
    schema: [],
    messages: {
      crossFeature:
        'features/{{from}} imports from features/{{to}}: compose features in src/app (a page in src/app/routes), or move what both need to src/components, src/hooks or @vitrina/shared',
    },
  },
  create(context) {
    const here = segmentsOf(context.filename);
    const at = here.indexOf('features');
    if (here[1] !== 'src' || at !== 2 || here.length < 5) return {};
    const feature = here[3];
    return importVisitor((node, request) => {
      const target = resolveRelative(context, request);
      if (!target) return;
      const there = segmentsOf(target);
      if (there[0] === here[0] && there[1] === 'src' && there[2] === 'features' && there[3] && there[3] !== feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: feature, to: there[3] } });
      }
    });
  },
};

const noCrossPackageImports = {
  meta: {
    type: 'problem',
    docs: { description: "The shell and the remotes never import one another's source." },
    schema: [],
    messages: {
      crossPackage:
        "{{from}} imports {{to}}'s source: remotes talk through the event bus, the URL and exposed modules (docs/architecture.md)",
      sharedSource: 'import @vitrina/shared by its package name, not by a path into shared/',
    },
  },
  create(context) {
    const from = segmentsOf(context.filename)[0];
    if (!FRONT_END_PACKAGE.test(from)) return {};
    return importVisitor((node, request) => {
      const bare = /^@vitrina\/([a-z-]+)/.exec(request);
      const target = resolveRelative(context, request);
      const to = bare ? bare[1] : target ? segmentsOf(target)[0] : null;
      if (!to || to === from) return;
      if (FRONT_END_PACKAGE.test(to)) context.report({ node, messageId: 'crossPackage', data: { from, to } });
      else if (to === 'shared' && target) context.report({ node, messageId: 'sharedSource' });
    });
  },
};

const noRelativeStatefulSharedImports = {
  meta: {
    type: 'problem',
    docs: { description: "Outside shared's main entry, the stores, the bus and i18n come from '@vitrina/shared'." },
    schema: [],
    messages: {
      relativeState:
        "'{{request}}' is page-wide state: import it from '{{entry}}' (the federation singleton); a relative import bundles a second copy",
    },
  },
  create(context) {
    const here = segmentsOf(context.filename);
    if (here[0] !== 'shared' || here[1] !== 'src' || !SHARED_SIDE_ENTRIES.includes(here[2])) return {};
    const sharedSrc = path.join(ROOT, 'shared/src');
    return importVisitor((node, request) => {
      const target = resolveRelative(context, request);
      if (!target) return;
      const module = path
        .relative(sharedSrc, target)
        .split(path.sep)
        .join('/')
        .replace(/\.tsx?$/, '');
      if (!STATEFUL_SHARED.includes(module)) return;
      // The query entry's own state (query/query-client) is its own: its files import it relatively.
      const entryFolder =
        module.includes('/') && SHARED_SIDE_ENTRIES.includes(module.split('/')[0]) ? module.split('/')[0] : null;
      if (entryFolder === here[2]) return;
      const entry = entryFolder ? `@vitrina/shared/${entryFolder}` : '@vitrina/shared';
      context.report({ node, messageId: 'relativeState', data: { request, entry } });
    });
  },
};

const API_SRC = path.join(ROOT, 'api/src');
/** What a module of api/src offers the others (api/README.md "Module boundaries"): its plugin and its public surface. */
const API_MODULE_PUBLIC = ['', 'index', 'plugin'];

/** `{area, module, rest}` of a path inside api/src: area 'modules' (with module and the path inside it), 'lib', 'db', …; null outside. */
function apiPlace(file) {
  const rel = path.relative(API_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  if (parts[0] !== 'modules') return { area: parts.length > 1 ? parts[0] : '', module: null, rest: '' };
  return {
    area: 'modules',
    module: parts[1] ?? null,
    rest: parts
      .slice(2)
      .join('/')
      .replace(/\.(ts|js|mjs|cjs)$/, ''),
  };
}

const apiModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'lib/ and db/ import no module; a module imports another only through its index.ts or plugin.ts.',
    },
    schema: [],
    messages: {
      infraImportsModule:
        'api/src/{{from}}/ imports modules/{{to}}: lib/ and db/ know no module (move what both need to lib/, or pass it in)',
      deepModuleImport:
        "modules/{{from}} imports modules/{{to}}/{{rest}}: import '../{{to}}' (its index.ts, the public surface) or its plugin; add the export there if another module needs it",
    },
  },
  create(context) {
    const here = apiPlace(context.filename);
    if (!here) return {};
    return importVisitor((node, request) => {
      const target = resolveRelative(context, request);
      const there = target ? apiPlace(target) : null;
      if (!there || there.area !== 'modules') return;
      if (here.area === 'lib' || here.area === 'db') {
        context.report({ node, messageId: 'infraImportsModule', data: { from: here.area, to: there.module } });
      } else if (here.area === 'modules' && there.module !== here.module && !API_MODULE_PUBLIC.includes(there.rest)) {
        context.report({
          node,
          messageId: 'deepModuleImport',
          data: { from: here.module, to: there.module, rest: there.rest },
        });
      }
    });
  },
};

const plugin = {
  meta: { name: 'vitrina-boundaries' },
  rules: {
    'api-module-boundaries': apiModuleBoundaries,
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-cross-package-imports': noCrossPackageImports,
    'no-relative-stateful-shared-imports': noRelativeStatefulSharedImports,
  },
};

/** Packages shared through federation as tree-shaken facades (tools/webpack/federation.cjs). */
const FACADED = ['rxjs', 'react-router-dom', 'react-i18next'];

const FRONT_END_FILES = ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'];

const configs = [
  {
    files: FRONT_END_FILES,
    plugins: { vitrina: plugin },
    rules: {
      'vitrina/no-cross-feature-imports': 'error',
      'vitrina/no-cross-package-imports': 'error',
      'vitrina/no-relative-stateful-shared-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message: "Import from 'react-router-dom': the shared singleton (one router per page).",
            },
          ],
          patterns: [
            {
              regex: '^react-router/',
              message: "Import from 'react-router-dom': the shared singleton (one router per page).",
            },
            {
              regex: `^(${FACADED.join('|')})/`,
              message:
                'Import the package itself: a deep import bypasses the shared facade and bundles a second, unshared copy.',
            },
          ],
        },
      ],
    },
  },
];

// The API's layout (api/README.md "Module boundaries").
configs.push({
  files: ['api/src/**/*.ts'],
  plugins: { vitrina: plugin },
  rules: { 'vitrina/api-module-boundaries': 'error' },
});

module.exports = { plugin, configs, STATEFUL_SHARED };
