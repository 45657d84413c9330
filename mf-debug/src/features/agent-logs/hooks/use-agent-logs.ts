import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAgentLogs, type LogsSearch } from '../api/agent-logs';

export const agentLogsQueryOptions = (search: LogsSearch) =>
  queryOptions({
    queryKey: ['agent', 'logs', search] as const,
    queryFn: ({ signal }) => fetchAgentLogs(search, signal),
    placeholderData: keepPreviousData,
  });

export const useAgentLogs = (search: LogsSearch) => useQuery(agentLogsQueryOptions(search));
