import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageKind } from './message';

/**
 * Auto-hide times of docs/product.md §5: 3 s by default (auth, name, password, bot toggle, send errors),
 * 5 s for forms, settings, channel and pipeline messages and most other errors, 15 s for
 * conversation-list errors.
 */
export const MESSAGE_MS = { short: 3000, long: 5000, list: 15000 } as const;

export interface TimedMessage {
  kind: MessageKind;
  text: string;
  /** Changes on every show, so the same text shown twice is a new message (and a new React key). */
  id: number;
}

export interface TimedMessageApi {
  message: TimedMessage | null;
  /** Shows the message and hides it after `ms` (default MESSAGE_MS.short); a new show replaces the old one. */
  show: (kind: MessageKind, text: string, ms?: number) => void;
  clear: () => void;
}

let nextId = 1;

/** One banner slot that hides itself. */
export function useTimedMessage(): TimedMessageApi {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, []);

  const clear = useCallback(() => {
    stopTimer();
    setMessage(null);
  }, [stopTimer]);

  const show = useCallback(
    (kind: MessageKind, text: string, ms: number = MESSAGE_MS.short) => {
      stopTimer();
      setMessage({ kind, text, id: nextId++ });
      timer.current = setTimeout(() => {
        timer.current = null;
        setMessage(null);
      }, ms);
    },
    [stopTimer],
  );

  useEffect(() => stopTimer, [stopTimer]);

  return { message, show, clear };
}
