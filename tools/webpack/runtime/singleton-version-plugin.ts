// Module Federation runtime plugin of the host (wired in tools/webpack/create-config.cjs), which
// registers it globally so the remotes' federation instances, created later, use it too: checks
// a shared singleton's version against the range its consumer was built with, for the ranges our
// builds write (`^x.y.z`, `~x.y.z` or `x.y.z`, from package.json), without the runtime's semver
// parser. That parser builds a dozen large regular expressions on its first call, which took
// ~2.5 ms at full speed and ~12 ms at Lighthouse's 4× slowdown, inside the take-over task that
// loads React (README "Measured"). Any other range or version (a pre-release, `>=`, `||`,
// strictVersion) is left to the runtime's own resolver, as before.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { registerGlobalPlugins } from '@module-federation/runtime-core';

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const RANGE = /^([~^]?)(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` is in `range` (npm's rules for `^`, `~` and an exact version), or undefined
 * when either is not of those plain forms.
 */
export function satisfiesPlainRange(version: string, range: string): boolean | undefined {
  const v = VERSION.exec(version);
  const r = RANGE.exec(range.trim());
  if (!v || !r) return undefined;
  const [major, minor, patch] = v.slice(1).map(Number);
  const [low, mid, high] = r.slice(2).map(Number);
  const below = major - low || minor - mid || patch - high;
  if (below < 0) return false;
  if (r[1] === '') return below === 0;
  if (r[1] === '~') return major === low && minor === mid;
  // `^`: the left-most non-zero part is fixed.
  if (low > 0) return major === low;
  if (mid > 0) return major === 0 && minor === mid;
  return major === 0 && minor === 0 && patch === high;
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

export default function singletonVersionPlugin(): ModuleFederationRuntimePlugin {
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'vitrina-singleton-version',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { singleton, requiredVersion, strictVersion } = shareInfo.shareConfig ?? {};
      if (!singleton || shareInfo.treeShaking) return args;
      const fits = typeof requiredVersion === 'string' ? satisfiesPlainRange(version, requiredVersion) : true;
      if (fits === undefined || (fits === false && strictVersion)) return args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      args.resolver = () => {
        // As the runtime does with strictVersion off: say so, and use the loaded copy (one React).
        if (!fits)
          console.warn(
            `[federation] ${shareInfo.from} needs ${pkgName} ${String(requiredVersion)}; using ${version} from ${shared.from}`,
          );
        return { shared, useTreesShaking: false };
      };
      return args;
    },
  };
  registerGlobalPlugins([plugin]);
  return plugin;
}
