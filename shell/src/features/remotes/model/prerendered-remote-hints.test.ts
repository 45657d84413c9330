import {
  afterFirstPaint,
  isPrerendered,
  pageRemoteDeployment,
  pageUsesIntl,
  PRELOADS_PER_TASK,
  preloadPrerenderedRemote,
} from './prerendered-remote-hints';

const HINTS = {
  shell: ['/865.91f14aa7.js'],
  remote: 'mf_marketing',
  manifest: '/remotes/mf-marketing/mf-manifest.json',
  files: ['/remotes/mf-marketing/remoteEntry.js', '/remotes/mf-marketing/__federation_expose_app.1.js'],
};

/** The runtime config's answer (jsdom has no Response). */
const answer = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);

function page(hints: unknown = HINTS) {
  document.head.innerHTML = `<script type="application/json" data-remote-preload>${JSON.stringify(hints)}</script>`;
  return document;
}

const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"]')).map((link) => [
    link.getAttribute('href'),
    link.getAttribute('as'),
  ]);

describe('the prerendered page preloads its remote only where the runtime config sends it', () => {
  it('preloads the manifest and the files when the config names that manifest, or leaves the remote at its default', async () => {
    for (const config of [{ remotes: { mf_marketing: HINTS.manifest } }, { remotes: {} }]) {
      await preloadPrerenderedRemote(page(), answer(config));
      expect(preloads()).toEqual([
        [HINTS.shell[0], 'script'],
        [HINTS.manifest, 'fetch'],
        [HINTS.files[0], 'script'],
        [HINTS.files[1], 'script'],
      ]);
      expect(document.head.querySelector('link[as="fetch"]')?.getAttribute('crossorigin')).toBe('anonymous');
    }
  });

  it('adds the preloads PRELOADS_PER_TASK per task, yielding to the browser between two groups (issue 33)', async () => {
    const shell = Array.from({ length: 9 }, (_, i) => `/${i}.js`);
    const log: string[] = [];
    const pause = jest.fn(async () => {
      log.push(`pause after ${preloads().length}`);
    });
    await preloadPrerenderedRemote(page({ ...HINTS, shell }), answer({}), pause);
    // 9 shell chunks + the manifest + 2 files = 12 preloads: groups of PRELOADS_PER_TASK.
    expect(preloads()).toHaveLength(12);
    const groups = Math.ceil(12 / PRELOADS_PER_TASK);
    expect(log).toEqual(Array.from({ length: groups - 1 }, (_, i) => `pause after ${(i + 1) * PRELOADS_PER_TASK}`));
    expect(log.length).toBeGreaterThan(0);
  });

  it('preloads only the shell’s chunks when the remote was moved, or a staff shell does not deploy it', async () => {
    await preloadPrerenderedRemote(
      page(),
      answer({ remotes: { mf_marketing: 'https://cdn.example/mf-manifest.json' } }),
    );
    expect(preloads()).toEqual([[HINTS.shell[0], 'script']]);
    await preloadPrerenderedRemote(page(), answer({ remotes: { mf_auth: '/x.json' }, onlyListedRemotes: true }));
    expect(preloads()).toEqual([[HINTS.shell[0], 'script']]);
  });

  it('uses the default locations when the config cannot be read, as the shell does', async () => {
    await preloadPrerenderedRemote(page(), answer({}, 404));
    expect(preloads()).toHaveLength(4);
    await preloadPrerenderedRemote(page(), Promise.reject(new Error('offline')));
    expect(preloads()).toHaveLength(4);
  });

  it('does nothing on a page without hints (the SPA shell) or with unreadable ones', async () => {
    document.head.innerHTML = '';
    await preloadPrerenderedRemote(document, answer({}));
    expect(preloads()).toEqual([]);
    await preloadPrerenderedRemote(page({ remote: 1 }), answer({}));
    expect(preloads()).toEqual([]);
  });
});

describe('a prerendered page starts the app after its first paint', () => {
  it('knows a prerendered page by its hints', () => {
    expect(isPrerendered(page())).toBe(true);
    document.head.innerHTML = '';
    expect(isPrerendered(document)).toBe(false);
  });

  it('starts once, after the next frame (a task queued from it follows the paint)', () => {
    jest.useFakeTimers();
    try {
      const frames: Array<() => void> = [];
      const win = { requestAnimationFrame: (cb: () => void) => frames.push(cb), setTimeout } as never;
      const start = jest.fn();
      afterFirstPaint(win, start);
      expect(start).not.toHaveBeenCalled();
      frames.shift()!();
      expect(start).not.toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(start).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(500);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts anyway when no frame comes (a tab opened in the background)', () => {
    jest.useFakeTimers();
    try {
      const win = { requestAnimationFrame: () => 0, setTimeout } as never;
      const start = jest.fn();
      afterFirstPaint(win, start, 100);
      jest.advanceTimersByTime(99);
      expect(start).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('pageUsesIntl', () => {
  it('is true only where the prerender step saw the page make an Intl formatter', () => {
    expect(pageUsesIntl(page({ ...HINTS, intl: true }))).toBe(true);
    expect(pageUsesIntl(page({ ...HINTS, intl: false }))).toBe(false);
    expect(pageUsesIntl(page(HINTS))).toBe(false);
    document.head.innerHTML = '';
    expect(pageUsesIntl(document)).toBe(false);
  });
});

describe('pageRemoteDeployment', () => {
  it("says where the runtime config serves the page's remote: where the page was drawn from, elsewhere, or nowhere", async () => {
    expect(await pageRemoteDeployment(page(), answer({ remotes: { mf_marketing: HINTS.manifest } }))).toBe('drawn');
    expect(await pageRemoteDeployment(page(), answer({}))).toBe('drawn');
    expect(await pageRemoteDeployment(page(), answer({}, 404))).toBe('drawn');
    expect(
      await pageRemoteDeployment(page(), answer({ remotes: { mf_marketing: 'https://cdn.example/mf-manifest.json' } })),
    ).toBe('moved');
    expect(
      await pageRemoteDeployment(page(), answer({ remotes: { mf_auth: '/x.json' }, onlyListedRemotes: true })),
    ).toBe('absent');
    document.head.innerHTML = '';
    expect(await pageRemoteDeployment(document, answer({}))).toBeNull();
  });
});
