import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChannelScope } from '../../../hooks/use-channel-scope';
import { deleteFile, fetchFiles } from '../api/files';

/** How often the list is read again while a file is still being parsed. */
const PROCESSING_POLL_MS = 2000;

/** GET /api/v1/data/files/xls of the account and the current channel. */
export const filesQueryOptions = (channelId: string | undefined) =>
  queryOptions({
    queryKey: ['knowledge', 'files', channelId ?? null] as const,
    queryFn: ({ signal }) => fetchFiles(channelId, signal),
  });

/** The stock files; polled while one of them is PROCESSING. */
export function useFiles() {
  const { channelId, ready } = useChannelScope();
  return useQuery({
    ...filesQueryOptions(channelId),
    enabled: ready,
    refetchInterval: (query) =>
      query.state.data?.some((file) => file.status === 'PROCESSING') ? PROCESSING_POLL_MS : false,
  });
}

/** The files and the products made from them are read again (after an upload or a delete). */
export function useRefreshKnowledge() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['knowledge'] });
}

/** DELETE /api/v1/data/files/xls/{name}: the file and its products; success refetches the list. */
export function useDeleteFile() {
  const { channelId } = useChannelScope();
  const refresh = useRefreshKnowledge();
  return useMutation({
    mutationFn: (name: string) => deleteFile({ name, channelId }),
    onSuccess: refresh,
  });
}
