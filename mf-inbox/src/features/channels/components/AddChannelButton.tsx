import { useState } from 'react';
import { Button, type ButtonProps } from '@vitrina/shared/ui';
import { AddChannelModal } from './AddChannelModal';

interface AddChannelButtonProps {
  label: string;
  variant?: ButtonProps['variant'];
}

/** A button opening the add-channel modal. */
export function AddChannelButton({ label, variant = 'primary' }: AddChannelButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant={variant} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <AddChannelModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
