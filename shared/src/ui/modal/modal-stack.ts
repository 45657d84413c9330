/**
 * The open modals of the page, bottom first. A modal nested inside another (through React
 * context) always stands above it, even when both open in the same render, where React runs
 * the inner one's effects first.
 */
export interface ModalEntry {
  parent: ModalEntry | null;
  dialog: HTMLElement | null;
  /** Where focus goes back when this modal closes. */
  restoreFocus: HTMLElement | null;
}

const stack: ModalEntry[] = [];

function isInside(entry: ModalEntry, ancestor: ModalEntry): boolean {
  for (let p = entry.parent; p; p = p.parent) if (p === ancestor) return true;
  return false;
}

export function modalDepth(entry: ModalEntry): number {
  let depth = 0;
  for (let p = entry.parent; p; p = p.parent) depth += 1;
  return depth;
}

/** Adds an opened modal below its own open descendants; true when it is the top one. */
export function pushModal(entry: ModalEntry): boolean {
  const firstDescendant = stack.findIndex((e) => isInside(e, entry));
  if (firstDescendant === -1) {
    stack.push(entry);
    return true;
  }
  stack.splice(firstDescendant, 0, entry);
  // Opened together with a nested modal that already took focus: that one's "where from" is
  // really this one's, and the nested one returns focus into this dialog instead.
  const above = stack[firstDescendant + 1];
  entry.restoreFocus = above.restoreFocus;
  above.restoreFocus = null;
  return false;
}

export function removeModal(entry: ModalEntry): void {
  const index = stack.indexOf(entry);
  if (index !== -1) stack.splice(index, 1);
}

export function isTopModal(entry: ModalEntry): boolean {
  return stack[stack.length - 1] === entry;
}

/** The topmost modal still on the page (a parent closing takes its children with it). */
export function topMountedModal(): ModalEntry | null {
  for (let i = stack.length - 1; i >= 0; i -= 1) if (stack[i].dialog?.isConnected) return stack[i];
  return null;
}
