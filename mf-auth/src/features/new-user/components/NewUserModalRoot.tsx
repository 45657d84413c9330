import { useState } from 'react';
import type { RemoteProps } from '@vitrina/shared';
import { NewUserModal } from './NewUserModal';

export interface NewUserModalRootProps extends RemoteProps {
  /** The shell unmounts the parcel from here. */
  onClose?: () => void;
}

/** Root of the exposed './new-user-modal' parcel: the modal, open until it closes. */
export function NewUserModalRoot({ onClose }: NewUserModalRootProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <NewUserModal
      onClose={() => {
        setOpen(false);
        onClose?.();
      }}
    />
  );
}
