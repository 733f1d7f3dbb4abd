import { useQuery } from '@tanstack/react-query';
import { huntsApi } from '@/shared/contract/endpoints/hunts';
import { apiQueryOptions } from '@/web/lib/query-client';

/** A hunt's public outline, for its share page (no sign-in). */
export function useSharedHunt(id: number) {
  return useQuery({ ...apiQueryOptions(huntsApi.shared, { params: { id } }), enabled: id > 0 });
}
