import { useQuery } from '@tanstack/react-query';
import { leaderboardQueryOptions } from '@/web/features/hunts/api/hunt-queries';

export function useLeaderboard(huntId: number, enabled: boolean) {
  return useQuery({ ...leaderboardQueryOptions(huntId), enabled, staleTime: 0 });
}
