import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { shareLink } from '../../../common/api/sharing';
import type { Wire } from '../../../common/api/wire';
import { apiUrl } from '../api/api';
import { answer, api, byId } from '../api/api-client';

export type ShareLink = Wire<typeof shareLink>;

const shareLinkKey = (speechId: number) => ['/api/speeches', speechId, 'share-links'] as const;

/** The link's full address, to copy and send (the server answers its path on this site). */
export const shareLinkAddress = (link: Pick<ShareLink, 'url'>) =>
  new URL(apiUrl(link.url), window.location.href).href;

/** The speech's live links. */
export function useShareLinks(speechId: number) {
  return useQuery({
    queryKey: shareLinkKey(speechId),
    queryFn: () => answer(api.GET('/api/speeches/{id}/share-links', { params: byId(speechId) })),
  });
}

export function useCreateShareLink(speechId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showName: boolean) =>
      answer(api.POST('/api/speeches/{id}/share', { params: byId(speechId), body: { showName } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKey(speechId) }),
  });
}

export function useRevokeShareLink(speechId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/api/share-links/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareLinkKey(speechId) }),
  });
}
