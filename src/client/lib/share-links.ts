import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { shareLink, shareLinkList } from '../../common/api/sharing';
import type { Wire } from '../../common/api/wire';
import { apiJson, apiRequest, apiUrl } from './api';

export type ShareLink = Wire<typeof shareLink>;

const shareLinkKey = (speechId: number) => ['/api/speeches', speechId, 'share-links'] as const;

/** The link's full address, to copy and send (the server answers its path on this site). */
export const shareLinkAddress = (link: Pick<ShareLink, 'url'>) =>
  new URL(apiUrl(link.url), window.location.href).href;

/** The speech's live links. */
export function useShareLinks(speechId: number) {
  return useQuery<Wire<typeof shareLinkList>>({ queryKey: shareLinkKey(speechId) });
}

export function useCreateShareLink(speechId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showName: boolean) =>
      apiJson<typeof shareLink>('POST', `/api/speeches/${speechId}/share`, { showName }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKey(speechId) }),
  });
}

export function useRevokeShareLink(speechId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/share-links/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKey(speechId) }),
  });
}
