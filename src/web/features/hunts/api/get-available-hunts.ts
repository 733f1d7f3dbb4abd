import { useQuery } from '@tanstack/react-query';
import { availableHuntsQueryOptions } from '@/web/features/hunts/api/hunt-queries';

/** Refetched on focus: a player comes back from the scanner to see their step turn green. */
export function useAvailableHunts() {
  return useQuery({
    ...availableHuntsQueryOptions,
    refetchOnWindowFocus: true,
    refetchOnMount: 'always',
  });
}
