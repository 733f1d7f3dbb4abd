import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/web/lib/use-single-flight-mutation';
import { authApi, type GoogleCompleteBody } from '@/shared/contract/endpoints/auth';
import { currentUserQueryOptions } from '@/web/features/auth/api/get-current-user';
import { callApi } from '@/web/lib/api-client';

/** The last step of a first Google sign-in: the age confirmation makes the account. */
export function completeGoogleSignUp(body: GoogleCompleteBody) {
  return callApi(authApi.googleComplete, { body });
}

export function useCompleteGoogleSignUp() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: completeGoogleSignUp,
    // Awaited, so the mutation stays pending until the app knows who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
}
