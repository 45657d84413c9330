import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandProps } from '@vitrina/shared/islands';
import { BookDemoButton } from '../features/demo/components/BookDemoButton';
// The modal's own module, not the feature's index (the live pages load it lazily).
import { ConsultationModal } from '../features/requests/components/ConsultationModal';
import { CONSULTATION_HASH } from './ids';

interface ConsultationProps {
  className?: string;
  /** The demo section's button (it opens the modal); without it, the page's answer to #consultation. */
  button?: boolean;
}

const hashAsks = () => window.location.hash === CONSULTATION_HASH;

/** The consultation modal, opened by its button or, as the live layout does, by the #consultation hash. */
function Consultation({ className, button = false }: ConsultationProps) {
  const [open, setOpen] = useState(() => !button && hashAsks());
  useEffect(() => {
    if (button) return;
    const onHash = () => hashAsks() && setOpen(true);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [button]);
  const close = () => {
    setOpen(false);
    // As the live layout: the hash goes, so the header's link opens the modal again.
    if (hashAsks())
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  };
  return (
    <>
      {button && <BookDemoButton className={className} onBook={() => setOpen(true)} />}
      <ConsultationModal open={open} onClose={close} />
    </>
  );
}

/** The demo section's button with the modal, or the page's answer to #consultation (MarketingLayout). */
export default function hydrate(element: HTMLElement) {
  hydrateRoot(element, <Consultation {...islandProps<ConsultationProps>(element)} />);
}
