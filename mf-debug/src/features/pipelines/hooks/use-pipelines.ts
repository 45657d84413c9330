import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPipelines, updateInstructions } from '../api/pipelines';

export const pipelinesQueryOptions = () =>
  queryOptions({
    queryKey: ['pipelines'] as const,
    queryFn: ({ signal }) => fetchPipelines(signal),
  });

export const usePipelines = () => useQuery(pipelinesQueryOptions());

/** Saves the instructions; the answer is the new configuration. */
export function useUpdateInstructions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateInstructions,
    onSuccess: (saved) => client.setQueryData(pipelinesQueryOptions().queryKey, saved),
  });
}
