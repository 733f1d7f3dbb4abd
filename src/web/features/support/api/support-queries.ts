import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTicketBody, TicketReplyBody } from '@/shared/contract/endpoints/support';
import { officeApi } from '@/shared/contract/endpoints/office';
import { supportApi } from '@/shared/contract/endpoints/support';
import type { TicketStatus } from '@/shared/rules/support';
import { ApiError, callApi } from '@/web/lib/api-client';
import { useSingleFlightMutation } from '@/web/lib/use-single-flight-mutation';
import { apiQueryOptions, changedByOthers } from '@/web/lib/query-client';

/** Changed by the admin's replies too, so read again on focus and after the user's changes. */
export const myTicketsQueryOptions = queryOptions({
  ...apiQueryOptions(supportApi.tickets),
  meta: changedByOthers,
});
export const officeTicketsQueryOptions = apiQueryOptions(officeApi.tickets);
export const officeCountsQueryOptions = apiQueryOptions(officeApi.counts);
export const ticketQueryOptions = (id: number) =>
  apiQueryOptions(supportApi.ticket, { params: { id } });

/** The user's tickets; also what the My tab's unread dot reads. */
export function useMyTickets(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...myTicketsQueryOptions,
    enabled: options.enabled ?? true,
    refetchOnWindowFocus: 'always',
  });
}

/** Every ticket, for the office's support dashboard. */
export function useOfficeTickets() {
  return useQuery(officeTicketsQueryOptions);
}

/** Opening a ticket marks it read on the server: the lists' unread counts follow. */
export function useTicket(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...ticketQueryOptions(id ?? 0),
    enabled: id !== null,
    // Always the newest conversation when a ticket is opened again.
    staleTime: 0,
    queryFn: async (context) => {
      const ticket = await ticketQueryOptions(id ?? 0).queryFn!(context);
      void invalidateTicketLists(queryClient);
      return ticket;
    },
  });
}

export function invalidateTicketLists(queryClient: QueryClient) {
  return Promise.all(
    [myTicketsQueryOptions, officeTicketsQueryOptions, officeCountsQueryOptions].map((options) =>
      queryClient.invalidateQueries({ queryKey: options.queryKey }),
    ),
  );
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: CreateTicketBody) => callApi(supportApi.create, { body }),
    onSuccess: () => invalidateTicketLists(queryClient),
  });
}

export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: TicketReplyBody) => callApi(supportApi.reply, { params: { id }, body }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryOptions(id).queryKey, ticket);
      return invalidateTicketLists(queryClient);
    },
    // Refused as closed meanwhile (by the office, or in another tab): read the ticket again, so
    // the dialog shows it closed instead of a reply box that can only fail again. Not on other
    // failures: offline, a refetch would fail too and swap the conversation for an error.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: ticketQueryOptions(id).queryKey }),
            invalidateTicketLists(queryClient),
          ])
        : undefined,
  });
}

export function useSetTicketStatus(id: number) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (status: TicketStatus) =>
      callApi(supportApi.setStatus, { params: { ticketId: id }, body: { status } }),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryOptions(id).queryKey, ticket);
      return invalidateTicketLists(queryClient);
    },
  });
}
