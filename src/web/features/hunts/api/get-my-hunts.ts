import { useQuery } from '@tanstack/react-query';
import { myHuntsQueryOptions } from '@/web/features/hunts/api/hunt-queries';

export function useMyHunts() {
  return useQuery(myHuntsQueryOptions);
}
