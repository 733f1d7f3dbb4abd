import { useSingleFlightMutation } from '@/web/lib/use-single-flight-mutation';
import { authApi, type RegisterBody } from '@/shared/contract/endpoints/auth';
import { solveProof } from '@/shared/rules/proof-of-work';
import { callApi } from '@/web/lib/api-client';

/**
 * Registers after solving the server's proof of work (a fraction of a second; longer after a
 * burst of sign-ups from this network), so a script cannot make accounts for free.
 */
export async function register(body: Omit<RegisterBody, 'proof'>) {
  const { challenge, bits } = await callApi(authApi.registerChallenge, {});
  const nonce = await solveProof(challenge, bits);
  return callApi(authApi.register, { body: { ...body, proof: { challenge, nonce } } });
}

/**
 * The reply is the new, signed-in user and its recovery code. The screen shows the code first
 * and then hands the user to the app's cache, so the code never sits in it.
 */
export function useRegister() {
  return useSingleFlightMutation({ mutationFn: register });
}
