// Module Federation runtime plugin of the host (wired in tools/webpack/create-config.cjs): a yield to
// the browser before a remote's page module is taken from its container and again before it runs.
// Without them, a remote's remoteEntry.js, its container's set-up, and its page module (with the
// styles it injects) ran as one task as soon as the entry arrived: 21–35 ms of CPU at Lighthouse's
// 4× slowdown, the take-over's longest after react-dom's (README "Measured").
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../model/start-when-needed';

export default function remoteStepsPlugin(yieldFn: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrina-remote-steps',
    beforeGetExpose: () => yieldFn(),
    beforeExecuteFactory: () => yieldFn(),
  };
}
