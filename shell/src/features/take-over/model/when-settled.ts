// When the live app is ready to replace a prerendered page (docs/architecture.md §3, prerendered
// pages): it has drawn something and nothing in it is still loading. Loading parts say so with
// `aria-busy="true"`: the shell's remote outlet until its parcel has mounted, a remote's Suspense
// fallback until its route chunk is in. Or the app went to another address (a signed-in visitor
// redirected from /ua/login, an island's sign-in that went on to /ua/chats) and has drawn something
// there: the prerendered page is not the one to keep showing, but it stays until the app shows
// anything (its loading state), so the visitor never sees an empty page between the two.

const trimSlashes = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Whether the document is still at the prerendered page's address (trailing slashes aside). */
export function atPrerenderedPath(prerenderedPath: string, currentPath: string): boolean {
  return trimSlashes(currentPath) === trimSlashes(prerenderedPath);
}

export function isSettled(live: Element, prerenderedPath: string, currentPath: string): boolean {
  if (live.childElementCount === 0) return false;
  if (!atPrerenderedPath(prerenderedPath, currentPath)) return true;
  return live.querySelector('[aria-busy="true"]') === null;
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
