import { useEffect, useState } from 'react';
import { eventBus } from '@vitrina/shared';
import { PRESENCE_TTL_SECONDS } from '@vitrina/shared/contracts/constants';
import { sendPresence } from '../api/teamwork';

export interface Presence {
  id: string;
  name: string;
  typing: boolean;
  until: number;
}

/** How often the open conversation tells the team it is still open (under the presence's lifetime). */
const HEARTBEAT_MS = ((PRESENCE_TTL_SECONDS * 1000) / 2) | 0;

/**
 * Collision (docs/product.md §9.15): tells the teammates this conversation is open here (and when
 * it is left), and answers who else has it open or is typing in it, each for 20 s after their
 * last signal.
 */
export function usePresence(conversationId: string, meId: string | null) {
  const [others, setOthers] = useState<Presence[]>([]);
  useEffect(() => {
    const ping = () => void sendPresence(conversationId, 'VIEWING').catch(() => undefined);
    ping();
    const timer = setInterval(ping, HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      void sendPresence(conversationId, 'LEFT').catch(() => undefined);
    };
  }, [conversationId]);
  useEffect(() => {
    setOthers([]);
    const sub = eventBus.on('TEAM_PRESENCE').subscribe(({ data }) => {
      if (data.conversation_id !== conversationId || data.user.id === meId) return;
      setOthers((list) => {
        const rest = list.filter((p) => p.id !== data.user.id);
        if (data.state === 'LEFT') return rest;
        return [
          ...rest,
          {
            id: data.user.id,
            name: data.user.name,
            typing: data.state === 'TYPING',
            until: Date.now() + PRESENCE_TTL_SECONDS * 1000,
          },
        ];
      });
    });
    const sweep = setInterval(() => setOthers((list) => list.filter((p) => p.until > Date.now())), 5000);
    return () => {
      sub.unsubscribe();
      clearInterval(sweep);
    };
  }, [conversationId, meId]);
  return others;
}

/** Tells the team the caller is typing (at most every few seconds). */
export function typingSignal(): (conversationId: string) => void {
  let last = 0;
  return (conversationId) => {
    if (Date.now() - last < 5000) return;
    last = Date.now();
    void sendPresence(conversationId, 'TYPING').catch(() => undefined);
  };
}
