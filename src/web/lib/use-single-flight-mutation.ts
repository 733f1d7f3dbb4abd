import {
  useMutation,
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** A press that came while the first one's request was still out: it is not answered. */
const IGNORED = new Promise<never>(() => undefined);

/**
 * useMutation for what must be asked once per press: signing up (the second request of a
 * double click found the device already used and replaced the recovery code screen with an
 * error), signing in (two sessions), a new recovery code, a ticket's status. A button is
 * disabled only once React has re-rendered it; two clicks in one frame both reach the handler.
 * While a call is out, `mutate` does nothing and `mutateAsync` answers a promise that never
 * settles, so the second press neither sends nor tells anything.
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const running = useRef(false);
  const { mutateAsync: send } = mutation;

  const mutateAsync = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (running.current) return IGNORED;
      running.current = true;
      return send(variables, callbacks).finally(() => {
        running.current = false;
      });
    },
    [send],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      // Failures reach the callbacks (or the mutation's state); this promise is not the caller's.
      mutateAsync(variables, callbacks).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TContext
  >;
}
