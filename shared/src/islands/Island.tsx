import type { ReactNode } from 'react';
import { ISLAND, ISLAND_ON_HASH, ISLAND_ON_REACH, ISLAND_PROPS } from './contract';

export interface IslandProps {
  /** `<owner>:<name>`: the remote's federation name and the island's name in its islands script. */
  id: string;
  /** Hydrates only when reached for, not near the viewport (contract.ts, ISLAND_ON_REACH): a form. */
  onReach?: boolean;
  /** What the island is drawn with here (contract.ts, ISLAND_PROPS): its islands build hydrates it with them. */
  props?: Record<string, string | number | boolean>;
  /** The URL hash that asks for it wherever it is (contract.ts, ISLAND_ON_HASH), e.g. `#consultation`. */
  onHash?: string;
  children: ReactNode;
}

/**
 * Marks a part of a public page as an island (contract.ts): the prerendered page hydrates it on
 * its own. A box with `display: contents`, so the page's layout does not see it.
 */
export function Island({ id, onReach = false, props, onHash, children }: IslandProps) {
  const marks = {
    [ISLAND]: id,
    ...(onReach ? { [ISLAND_ON_REACH]: '' } : {}),
    ...(props ? { [ISLAND_PROPS]: JSON.stringify(props) } : {}),
    ...(onHash ? { [ISLAND_ON_HASH]: onHash } : {}),
  };
  return (
    <div {...marks} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
