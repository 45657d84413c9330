import { Island } from '@vitrina/shared/islands';
import { DEMO_ISLAND } from '../../../islands/ids';
import { DemoStartButton, type DemoStartButtonProps } from './DemoStartButton';

/**
 * The start button as an island of the prerendered page (src/islands/demo.tsx): there it hydrates
 * alone with the demo modal when reached for (a pointer, focus or key on it; the click is made again
 * once live), drawn with the same class as here.
 */
export function DemoStartIsland({ className = '', onStart }: DemoStartButtonProps) {
  return (
    <Island onReach id={DEMO_ISLAND} props={{ className }}>
      <DemoStartButton className={className} onStart={onStart} />
    </Island>
  );
}
