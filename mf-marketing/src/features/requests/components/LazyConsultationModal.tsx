import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConsultationModalProps } from './ConsultationModal';
// The modal's styles with the page, not with its chunk: a prerendered page inlines them for its
// consultation island (src/islands/consultation.tsx), which injects no CSS of its own.
import './ConsultationModal.module.css';

const ConsultationModal = lazy(() =>
  import(/* webpackChunkName: "consultation-modal" */ './ConsultationModal').then((m) => ({
    default: m.ConsultationModal,
  })),
);

/** The consultation modal, fetched the first time it opens (most visitors never open it). */
export function LazyConsultationModal({ open, onClose }: ConsultationModalProps) {
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <ConsultationModal open={open} onClose={onClose} />
    </Suspense>
  );
}
