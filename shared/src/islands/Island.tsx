import type { ReactNode } from 'react';
import { ISLAND } from './contract';

export interface IslandProps {
  /** `<owner>:<name>`: the remote's federation name and the island's name in its islands script. */
  id: string;
  children: ReactNode;
}

/**
 * Marks a part of a public page as an island (contract.ts): the prerendered page hydrates it on
 * its own. A box with `display: contents`, so the page's layout does not see it.
 */
export function Island({ id, children }: IslandProps) {
  return (
    <div {...{ [ISLAND]: id }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
