// @vitrina/shared/query: the page's query cache (react-query), a federation singleton of its own so
// that only signed-in pages load it (docs/architecture.md §4). The public pages never import it.
export { queryClient } from './query-client';
export { currentUserQueryOptions } from './current-user';
export { QueryProvider } from './query-provider';
