import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus } from '@vitrina/shared';
import { fetchLabels, fetchNotes, fetchSavedReplies, fetchTeam } from '../api/teamwork';
import type { Note } from '../types';
import { teamKeys } from './query-keys';

export const useTeam = () => useQuery({ queryKey: teamKeys.team, queryFn: ({ signal }) => fetchTeam(signal) });
export const useLabels = () => useQuery({ queryKey: teamKeys.labels, queryFn: ({ signal }) => fetchLabels(signal) });
export const useSavedReplies = () =>
  useQuery({ queryKey: teamKeys.savedReplies, queryFn: ({ signal }) => fetchSavedReplies(signal) });
export const useNotes = (conversationId: string) =>
  useQuery({ queryKey: teamKeys.notes(conversationId), queryFn: ({ signal }) => fetchNotes(conversationId, signal) });

/**
 * The team's live events (docs/product.md §9.15): a teammate's note appears in the open thread,
 * and the team, labels and saved replies are read again when a teammate changed them.
 */
export function useTeamLive() {
  const client = useQueryClient();
  useEffect(() => {
    const subs = [
      eventBus.on('TEAM_CHANGED').subscribe(() => void client.invalidateQueries({ queryKey: teamKeys.team })),
      eventBus.on('LABELS_CHANGED').subscribe(() => void client.invalidateQueries({ queryKey: teamKeys.labels })),
      eventBus
        .on('SAVED_REPLIES_CHANGED')
        .subscribe(() => void client.invalidateQueries({ queryKey: teamKeys.savedReplies })),
      eventBus.on('CONVERSATION_NOTE').subscribe(({ data }) => {
        const key = teamKeys.notes(data.conversation_id);
        const notes = client.getQueryData<Note[]>(key);
        const note = data.note as Note;
        if (notes && !notes.some((n) => n.id === note.id)) {
          client.setQueryData(key, [...notes, { ...note, conversation_id: data.conversation_id }]);
        }
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [client]);
}
