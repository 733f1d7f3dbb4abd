import { useQuery } from '@tanstack/react-query';
import { finishedHuntsQueryOptions } from '@/web/features/hunts/api/hunt-queries';

/** Read again on each visit: the last step is found on the scanner, not here. */
export function useFinishedHunts() {
  return useQuery({ ...finishedHuntsQueryOptions, refetchOnMount: 'always' });
}
