import type { ReactNode } from 'react';
import { ISLAND, ISLAND_ON_REACH } from './contract';

export interface IslandProps {
  /** `<owner>:<name>`: the remote's federation name and the island's name in its islands script. */
  id: string;
  /** Hydrates only when reached for, not near the viewport (contract.ts, ISLAND_ON_REACH): a form. */
  onReach?: boolean;
  children: ReactNode;
}

/**
 * Marks a part of a public page as an island (contract.ts): the prerendered page hydrates it on
 * its own. A box with `display: contents`, so the page's layout does not see it.
 */
export function Island({ id, onReach = false, children }: IslandProps) {
  return (
    <div {...{ [ISLAND]: id, ...(onReach ? { [ISLAND_ON_REACH]: '' } : {}) }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
