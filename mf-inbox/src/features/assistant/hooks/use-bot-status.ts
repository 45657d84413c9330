import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import { putBotStatus } from '../api/bot-status';

/** The assistant's switch: the current user's bot_status, and the call that flips it (then the user refetches). */
export function useBotStatus() {
  const client = useQueryClient();
  const user = useQuery(currentUserQueryOptions());
  const toggle = useMutation({
    mutationFn: putBotStatus,
    onSettled: () => client.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
  return { user, toggle, on: user.data?.bot_status === 'ON' };
}
