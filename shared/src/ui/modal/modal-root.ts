export const MODAL_ROOT_ID = 'modal-root';

/** The page root every modal renders into (docs/product.md §3.1: modals sit in their own page root), made on first use. */
export function getModalRoot(): HTMLElement {
  let root = document.getElementById(MODAL_ROOT_ID);
  if (!root) {
    root = document.createElement('div');
    root.id = MODAL_ROOT_ID;
    document.body.appendChild(root);
  }
  return root;
}
