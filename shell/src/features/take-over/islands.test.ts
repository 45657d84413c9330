// A prerendered page's islands (model/islands.ts): hydrated on their own with their remote's
// islands script when reached for, with what the visitor did before made again on the live island.
import { waitFor } from '@testing-library/react';
import { ISLAND_LIVE, ISLANDS_GLOBAL, type IslandsWindow } from '@vitrina/shared/islands/contract';
import { holdPrerenderedClicks } from './model/hold-clicks';
import { hydrateIslandsWhenNeeded } from './model/islands';

const SCRIPT = '/remotes/mf-marketing/islands.js';

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div data-prerendered="/ua/pricing">
      <div data-island="mf_marketing:calculator" style="display: contents">
        <input id="dialogs" value="50"><output id="out">50</output><button type="button" id="pick">Pick</button>
      </div>
      <div data-island="mf_other:thing"><button type="button" id="other">Other</button></div>
      <form><input id="name"></form>
    </div>`;
});

afterEach(() => jest.restoreAllMocks());

/** The islands script as the remote builds it: a component that follows its field and counts clicks. */
function fakeRemoteScript(log: string[]) {
  const mount = jest.fn((element: HTMLElement) => {
    const field = element.querySelector<HTMLInputElement>('#dialogs')!;
    const out = element.querySelector('#out')!;
    let value = '50';
    field.value = value; // hydration renders the component's own value
    field.addEventListener('input', () => (out.textContent = value = field.value));
    element.querySelector('#pick')!.addEventListener('click', () => log.push('picked'));
  });
  const load = jest.fn(async () => mount);
  // The script "runs" when appended: it registers, then fires its load event.
  jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (!(node instanceof HTMLScriptElement)) continue;
      log.push(new URL(node.src).pathname);
      (window as IslandsWindow)[ISLANDS_GLOBAL] = { mf_marketing: { load } };
      setTimeout(() => node.onload?.(new Event('load')), 0);
    }
  });
  return { load, mount };
}

describe('hydrateIslandsWhenNeeded', () => {
  it('hydrates an island when it is reached for, once, and keeps a value set and a click made before', async () => {
    const log: string[] = [];
    const { load, mount } = fakeRemoteScript(log);
    holdPrerenderedClicks(document);
    hydrateIslandsWhenNeeded(document, window, { scriptOf: (owner) => (owner === 'mf_marketing' ? SCRIPT : null) });
    const field = document.getElementById('dialogs') as HTMLInputElement;
    field.dispatchEvent(new Event('focusin', { bubbles: true }));
    field.value = '400';
    document.getElementById('pick')!.click();
    field.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waitFor(() => expect(log).toEqual([SCRIPT, 'picked']));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('calculator', undefined);
    expect(mount).toHaveBeenCalledTimes(1);
    const island = document.querySelector('[data-island="mf_marketing:calculator"]')!;
    expect(island.hasAttribute(ISLAND_LIVE)).toBe(true);
    // The component reset the field as it hydrated; the visitor's value was made again, and it followed.
    expect(field.value).toBe('400');
    expect(document.getElementById('out')!.textContent).toBe('400');
  });

  it("lends the island the page's host (the API's address, the navigation that starts the app), once it is known", async () => {
    // A document of its own: the earlier tests' loaders still listen on the global one.
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = document.body.innerHTML;
    const load = jest.fn(async () => () => undefined);
    jest.spyOn(doc.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        (window as IslandsWindow)[ISLANDS_GLOBAL] = { mf_marketing: { load } };
        setTimeout(() => node.onload?.(new Event('load')), 0);
      }
    });
    const navigate = jest.fn();
    type Host = { apiUrl: string; navigate: (path: string) => void };
    let lend: (host: Host) => void = () => {};
    const host = new Promise<Host>((resolve) => (lend = resolve));
    hydrateIslandsWhenNeeded(doc, window, { scriptOf: (owner) => (owner === 'mf_marketing' ? SCRIPT : null), host });
    doc.getElementById('dialogs')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    lend({ apiUrl: 'https://api.example.com', navigate });
    await waitFor(() =>
      expect(load).toHaveBeenCalledWith('calculator', { apiUrl: 'https://api.example.com', navigate }),
    );
  });

  it('watches an island near the viewport, but one marked to hydrate on reach (a form) only when reached for', async () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `
      <div data-prerendered="/ua/login">
        <div data-island="mf_auth:login-form" data-island-on-reach style="display: contents"><form><input id="email"></form></div>
        <div data-island="mf_auth:card" style="display: contents"><p id="card">card</p></div>
      </div>`;
    const observed: Element[] = [];
    class FakeObserver {
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
    }
    const win = Object.assign(Object.create(window) as typeof window, { IntersectionObserver: FakeObserver });
    const load = jest.fn(async () => () => undefined);
    jest.spyOn(doc.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        (window as IslandsWindow)[ISLANDS_GLOBAL] = { mf_auth: { load } };
        setTimeout(() => node.onload?.(new Event('load')), 0);
      }
    });
    hydrateIslandsWhenNeeded(doc, win, { scriptOf: () => '/remotes/mf-auth/islands.js' });
    await waitFor(() => expect(observed.map((element) => element.id)).toEqual(['card']));
    expect(load).not.toHaveBeenCalled();
    doc.getElementById('email')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('login-form', undefined));
  });

  it('hydrates an island the URL hash names at once, wherever it is, and at a later change of the hash', async () => {
    document.body.innerHTML = `
      <div data-prerendered="/ua">
        <div data-island="mf_marketing:consultation" data-island-hash="#consultation" style="display: contents"></div>
        <div data-island="mf_marketing:demo" data-island-on-reach style="display: contents"><button type="button">Start</button></div>
      </div>`;
    const log: string[] = [];
    const { load } = fakeRemoteScript(log);
    window.history.replaceState(null, '', '/ua#booking');
    hydrateIslandsWhenNeeded(document, window, { scriptOf: () => SCRIPT });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    window.location.hash = '#consultation';
    await waitFor(() => expect(load).toHaveBeenCalledWith('consultation', undefined));
    // (The earlier tests' loaders listen on this window too: counted by name, not by calls.)
    expect(load).not.toHaveBeenCalledWith('demo', undefined);
    window.history.replaceState(null, '', '/');
  });

  it("an island whose script does not load hands the page to the app, and none counts as an island's from then", async () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = document.body.innerHTML;
    jest.spyOn(doc.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement) setTimeout(() => node.onerror?.(new Event('error')), 0);
      }
    });
    const onFailure = jest.fn();
    const isIsland = hydrateIslandsWhenNeeded(doc, window, { scriptOf: () => SCRIPT, onFailure });
    const pick = doc.getElementById('pick')!;
    expect(isIsland(pick)).toBe(true);
    pick.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(isIsland(pick)).toBe(false);
  });

  it('tells the loader which elements an island answers: not those of an owner with no script here', () => {
    fakeRemoteScript([]);
    const isIsland = hydrateIslandsWhenNeeded(document, window, {
      scriptOf: (owner) => (owner === 'mf_marketing' ? SCRIPT : null),
    });
    expect(isIsland(document.getElementById('pick')!)).toBe(true);
    expect(isIsland(document.getElementById('other')!)).toBe(false);
    expect(isIsland(document.getElementById('name')!)).toBe(false);
    document.getElementById('other')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.head.append).not.toHaveBeenCalled();
  });

  it("fetches no island while the page's remote is not served where the page was drawn from, then none is an island", async () => {
    // A document of its own: the earlier tests' loaders still listen on the global one.
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = document.body.innerHTML;
    const append = jest.spyOn(doc.head, 'append');
    let answer: (served: boolean) => void = () => {};
    const servedHere = new Promise<boolean>((resolve) => (answer = resolve));
    const isIsland = hydrateIslandsWhenNeeded(doc, window, { scriptOf: () => SCRIPT, servedHere });
    const pick = doc.getElementById('pick')!;
    pick.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(isIsland(pick)).toBe(true);
    answer(false);
    await servedHere;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(append).not.toHaveBeenCalled();
    expect(isIsland(pick)).toBe(false);
  });

  it("leaves the live app's own islands alone once it has taken the page over", () => {
    fakeRemoteScript([]);
    hydrateIslandsWhenNeeded(document, window, { scriptOf: () => SCRIPT });
    document.body.innerHTML = `<div id="root"><div data-island="mf_marketing:calculator"><input id="live"></div></div>`;
    document.getElementById('live')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(document.head.append).not.toHaveBeenCalled();
  });
});
