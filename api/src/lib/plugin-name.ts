/**
 * An encapsulated plugin with the name fastify shows for it (its boot tree, its errors). fastify-plugin
 * names the shared plugins (`fp(…, { name })`); an encapsulated one (a module's routes, a scope of its
 * own) is named here. An unnamed plugin makes fastify look for its function among the exports of every
 * loaded module (`require.cache`) twice at each `register`: nothing under node, but under jest, whose
 * `require.cache` is a proxy over a test file's ~2,000 modules, 5–20 ms a lookup (56 lookups a test
 * app; measured 2026-11-29: a test app's build 1.54–1.60 s of CPU before, 1.25–1.51 s after).
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

export function named<T extends object>(plugin: T, name = (plugin as { name?: string }).name): T {
  if (!name) throw new Error('a plugin needs a name');
  Object.defineProperty(plugin, DISPLAY_NAME, { value: name, configurable: true });
  return plugin;
}
