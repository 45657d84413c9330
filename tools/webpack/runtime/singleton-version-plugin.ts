// Module Federation runtime plugin of the host (wired in tools/webpack/create-config.cjs), which
// registers it globally so the remotes' federation instances, created later, use it too: hands out
// a shared singleton whose version fits the range its consumer was built with, for the ranges our
// builds write (`^x.y.z` or `x.y.z`, from package.json), checked without the runtime's semver
// parser. That parser builds a dozen large regular expressions on its first call, which took
// ~2.5 ms at full speed and ~12 ms at Lighthouse's 4× slowdown, inside the take-over task that
// loads React (README "Measured"). A version that misses (the runtime warns), any other range or
// version (`~`, `^0.y.z`, a pre-release, `>=`, `||`) and strictVersion are left to the runtime's
// own resolver, as before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerGlobalPlugins } from '@module-federation/runtime-core';

/** `x.y.z` or `^x.y.z`. */
const PLAIN = /^(\^?)(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` is in `range` (npm's rules), or undefined unless the version is `x.y.z` and the
 * range `x.y.z` or `^x.y.z` with x > 0: the ranges our package.json files give.
 */
export function satisfiesPlainRange(version: string, range: string): boolean | undefined {
  const v = PLAIN.exec(version);
  const r = PLAIN.exec(range);
  if (!v || v[1] || !r || (r[1] && r[2] === '0')) return undefined;
  const [major, minor, patch, low, mid, high] = [...v.slice(2), ...r.slice(2)].map(Number);
  const below = major - low || minor - mid || patch - high;
  return below >= 0 && (r[1] ? major === low : below === 0);
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

export default function singletonVersionPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'vitrina-singleton-version',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { singleton, requiredVersion, strictVersion } = shareInfo.shareConfig ?? {};
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      const fits = typeof requiredVersion === 'string' ? satisfiesPlainRange(version, requiredVersion) : true;
      // A miss (or a range not read here) goes to the runtime, which warns and uses the loaded copy.
      if (singleton && !strictVersion && !shareInfo.treeShaking && fits && shared)
        args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
