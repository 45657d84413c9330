import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandProps } from '@vitrina/shared/islands';
import { DemoModal } from '../features/demo/components/DemoModal';
import { DemoStartButton } from '../features/demo/components/DemoStartButton';

/** A start button with the demo modal it opens (the live app's layout owns one modal for all of them). */
function DemoStart({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DemoStartButton className={className} onStart={() => setOpen(true)} />
      <DemoModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The start button on its own, with the class it was drawn with (features/demo/components/DemoStartIsland.tsx). */
export default function hydrate(element: HTMLElement) {
  hydrateRoot(element, <DemoStart {...islandProps<{ className: string }>(element)} />);
}
