import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import { changePassword, updateName } from '../api/profile';

export const useCurrentUser = () => useQuery(currentUserQueryOptions());

/** Saves the name and puts the answer in the shared current-user cache: the shell's menu follows at once. */
export function useUpdateName() {
  const client = useQueryClient();
  const key = currentUserQueryOptions().queryKey;
  return useMutation({
    mutationFn: updateName,
    onSuccess: async (user) => {
      client.setQueryData(key, user);
      await client.invalidateQueries({ queryKey: key });
    },
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
