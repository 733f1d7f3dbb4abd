import type { CurrentUser } from '@/shared/contract/endpoints/auth';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';

/**
 * The signed-in user, for components rendered inside RequireSignIn, which only renders its
 * children once the current-user query holds a user.
 */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser must be used below RequireSignIn');
  return data;
}
