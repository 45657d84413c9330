import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useChannelScope } from '../../../hooks/use-channel-scope';
import { addLinkedCodes, fetchProducts, removeLinkedCode, type ProductQuery } from '../api/content';

/** GET /api/v1/data: one Spring page of products. */
export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: ['knowledge', 'products', query.channelId ?? null, query] as const,
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: Omit<ProductQuery, 'channelId'>) {
  const { channelId, ready } = useChannelScope();
  return useQuery({ ...productsQueryOptions({ ...query, channelId }), enabled: ready });
}

function useProductMutation<V>(call: (vars: V & { channelId: string | undefined }) => Promise<unknown>) {
  const { channelId } = useChannelScope();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => call({ ...vars, channelId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['knowledge', 'products'] }),
  });
}

/** POST /api/v1/data/by-code: codes of the product in other colours. */
export const useAddLinkedCodes = () => useProductMutation<{ code: string; codes: string[] }>(addLinkedCodes);

/** DELETE /api/v1/data/by-code: one other-colour code off the product. */
export const useRemoveLinkedCode = () => useProductMutation<{ code: string; linked: string }>(removeLinkedCode);
