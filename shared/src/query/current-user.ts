import { queryOptions } from '@tanstack/react-query';
import { requestData } from '@vitrina/shared';
import type { User } from '../contracts/users';

/**
 * The signed-in user (GET /api/v1/users). One query key for the whole page: the shell's menu,
 * settings and the inbox's assistant toggle read and invalidate the same cache entry.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'current'] as const,
    queryFn: ({ signal }) => requestData<User>('/api/v1/users', { signal }),
  });
