import { useQuery } from '@tanstack/react-query';
import { huntDraftsQueryOptions } from '@/web/features/hunts/api/hunt-queries';

export function useHuntDrafts() {
  return useQuery(huntDraftsQueryOptions);
}
