// When the live app is ready to replace a prerendered page (docs/architecture.md §3, prerendered
// pages): it has drawn something and nothing in it is still loading. Loading parts say so with
// `aria-busy="true"`: the shell's remote outlet until its parcel has mounted, a remote's Suspense
// fallback until its route chunk is in. Or the app went to another address (a signed-in visitor
// redirected from /ua/login): the prerendered page is not the one to keep showing.

const trimSlashes = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export function isSettled(live: Element, prerenderedPath: string, currentPath: string): boolean {
  if (trimSlashes(currentPath) !== trimSlashes(prerenderedPath)) return true;
  return live.childElementCount > 0 && live.querySelector('[aria-busy="true"]') === null;
}

/**
 * Calls `onSettled` once, as soon as a change to `live` leaves it settled. A MutationObserver's
 * callback runs in the microtask after React's commit, before the browser paints that frame, so
 * whatever `onSettled` does to the page shows in the same frame as the live app's final render.
 * Returns a function that stops watching.
 */
export function whenSettled(
  live: Element,
  prerenderedPath: string,
  onSettled: () => void,
  currentPath: () => string = () => window.location.pathname,
): () => void {
  let done = false;
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (done || !isSettled(live, prerenderedPath, currentPath())) return;
    done = true;
    observer.disconnect();
    onSettled();
  };
  observer.observe(live, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  check();
  return () => {
    done = true;
    observer.disconnect();
  };
}
