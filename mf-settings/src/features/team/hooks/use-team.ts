import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSavedReply,
  deleteSavedReply,
  fetchSavedReplies,
  fetchTeam,
  inviteTeammate,
  removeTeammate,
  withdrawInvitation,
} from '../api/team';

const TEAM = ['team'] as const;
const SAVED_REPLIES = ['saved-replies'] as const;

export const useTeam = () => useQuery({ queryKey: TEAM, queryFn: ({ signal }) => fetchTeam(signal) });
export const useSavedReplies = () =>
  useQuery({ queryKey: SAVED_REPLIES, queryFn: ({ signal }) => fetchSavedReplies(signal) });

/** A change of the team: the list is read again. */
function useTeamChange<A>(fn: (arg: A) => Promise<unknown>, key: readonly string[] = TEAM) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useInvite = () => useTeamChange(inviteTeammate);
export const useWithdraw = () => useTeamChange(withdrawInvitation);
export const useRemove = () => useTeamChange(removeTeammate);
export const useCreateSavedReply = () => useTeamChange(createSavedReply, SAVED_REPLIES);
export const useDeleteSavedReply = () => useTeamChange(deleteSavedReply, SAVED_REPLIES);
