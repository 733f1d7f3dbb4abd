import { useQuery } from '@tanstack/react-query';
import { huntDraftQueryOptions } from '@/web/features/hunts/api/hunt-queries';

/** A draft to continue (`/treasure-hunt?huntId=`); always read fresh from the server. */
export function useHuntDraft(id: number | null) {
  return useQuery({
    ...huntDraftQueryOptions(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
