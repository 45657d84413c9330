import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import { saveCommentSettings } from '../api/comment-settings';

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/** Saves the settings, then the current user is read again (the inbox's reply mode follows it). */
export function useSaveCommentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCommentSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
