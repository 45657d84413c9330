// The host's remote-steps plugin (runtime/remote-steps-plugin.ts) in a real federation runtime: a
// remote's container set-up, the lookup of its page module and that module's run are apart, each
// after a yield to the browser.
import { ModuleFederation } from '@module-federation/runtime-core';
import remoteStepsPlugin from './runtime/remote-steps-plugin';

it('yields before taking the page module from the container and before running it', async () => {
  const steps: string[] = [];
  const yieldFn = jest.fn(async () => {
    steps.push('yield');
  });
  // A remote entry as a container exposes it, handed to the runtime instead of a script.
  const container = {
    init: jest.fn(async () => {
      steps.push('container set-up');
    }),
    get: jest.fn(async () => {
      steps.push('page module taken');
      return () => {
        steps.push('page module run');
        return { default: 'page' };
      };
    }),
  };
  const federation = new ModuleFederation({
    name: 'host',
    remotes: [{ name: 'mf_page', entry: 'http://remote.test/remoteEntry.js' }],
    shared: {},
    plugins: [remoteStepsPlugin(yieldFn), { name: 'test-entry', loadEntry: async () => container as never }],
  });

  const page = await federation.loadRemote<{ default: string }>('mf_page/app');

  expect(page?.default).toBe('page');
  expect(steps).toEqual(['container set-up', 'yield', 'page module taken', 'yield', 'page module run']);
});
