// A remote mounts as single-spa lifecycles whose React root renders as a transition
// (docs/architecture.md §3): the same page, drawn in slices the browser can interrupt.
import i18next from 'i18next';
import { createRemoteApp } from '../src/mf/create-remote-app';

it('mounts the app into its element (the mount settles once it is drawn) and unmounts it', async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ua', resources: {} });
  const lifecycles = createRemoteApp({ App: () => <p>mounted</p>, i18n });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: 'mf_test', remote: 'mf_test', domElement } as never;
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  expect(domElement.textContent).toBe('mounted');
  await lifecycles.unmount(props);
  expect(domElement.textContent).toBe('');
});
