// Module Federation settings every front-end package shares: the singletons of
// DESIGN.md §2 and the remote names. Kept apart from the webpack config so the
// federation wiring reads in one place.
const rootPkg = require('../../shell/package.json');

/** Folder -> federation name (JS identifier). */
const REMOTES = {
  'mf-marketing': 'mf_marketing',
  'mf-auth': 'mf_auth',
  'mf-inbox': 'mf_inbox',
  'mf-knowledge': 'mf_knowledge',
  'mf-settings': 'mf_settings',
  'mf-debug': 'mf_debug',
};

const deps = rootPkg.dependencies;
const version = (name) => deps[name];

/**
 * Shared singletons. react-dom/client and react/jsx-runtime are separate requests
 * and are not covered by sharing react-dom/react, so they are listed explicitly.
 * strictVersion stays off: a mismatch logs a warning and the loaded copy is used,
 * which is what keeps one React on the page.
 */
function sharedSingletons() {
  const single = (requiredVersion) => ({ singleton: true, requiredVersion });
  return {
    react: single(version('react')),
    'react/jsx-runtime': single(version('react')),
    'react-dom': single(version('react-dom')),
    'react-dom/client': single(version('react-dom')),
    'single-spa': single(version('single-spa')),
    'react-router-dom': single(version('react-router-dom')),
    '@tanstack/react-query': single(version('@tanstack/react-query')),
    i18next: single(version('i18next')),
    'react-i18next': single(version('react-i18next')),
    rxjs: single(version('rxjs')),
    '@vitrina/shared': single(version('@vitrina/shared')),
    '@vitrina/shared/ui': single(version('@vitrina/shared')),
    '@vitrina/shared/contracts': single(version('@vitrina/shared')),
  };
}

module.exports = { REMOTES, sharedSingletons };
