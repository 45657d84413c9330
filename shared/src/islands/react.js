// `react` in a remote's islands build (tools/webpack/create-islands-config.cjs): preact/compat, but
// with ids unique across the page. Each island is a Preact root of its own, and Preact's useId
// counts per root ("P0-0" in every island), so a form drawn in a modal (the consultation) and the
// booking form beside it gave two inputs one id, and a label named the other island's field.
// JavaScript: preact/compat's types (`export =`) cannot be re-exported with `export *` in TypeScript.
import { useState } from 'preact/hooks';

export * from 'preact/compat';
export { default } from 'preact/compat';

let drawn = 0;

/** An id no other island of the page has; kept for the component's life, as React's is. */
/** @returns {string} */
export function useId() {
  const [id] = useState(() => `island-${(drawn += 1).toString(36)}`);
  return id;
}
