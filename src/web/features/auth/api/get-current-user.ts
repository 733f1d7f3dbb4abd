import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, type CurrentUser } from '@/shared/contract/endpoints/auth';
import { ApiError, apiQueryKey, request } from '@/web/lib/api-client';

/**
 * Who was signed in on this phone when it last had a connection (issue 21): offline, the app
 * shell opens on their screens, not on Login, and their outbox is theirs. Only what the screens
 * need to draw is kept (no email); a reply that says nobody is signed in forgets it.
 */
const REMEMBERED_KEY = 'underprint-signed-in-user';

function remember(user: CurrentUser | null): void {
  try {
    if (user) {
      const { id, nickname, isAdmin } = user;
      localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ id, nickname, isAdmin }));
    } else localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Storage refused (private mode, full): offline the app then opens on Login, as before.
  }
}

/** Signing out forgets the remembered user at once, whether or not the server is reached. */
export const forgetSignedInUser = () => remember(null);

function remembered(): CurrentUser | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { id, nickname, isAdmin } = saved as Record<string, unknown>;
    if (typeof id !== 'number' || typeof nickname !== 'string' || typeof isAdmin !== 'boolean') {
      return null;
    }
    return { id, nickname, isAdmin, email: null };
  } catch {
    return null;
  }
}

/**
 * The signed-in user, or null for a visitor. Asked of /api/auth/session, which answers a
 * visitor with `{ user: null }` rather than a 401 the browser logs on every signed-out page.
 * Any failure still means "not signed in" (SPEC 6); the client never retries it. Without a
 * connection nothing says the session ended: the user remembered on this phone is taken.
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: apiQueryKey(authApi.session),
  queryFn: async ({ signal }) => {
    try {
      const { user } = await request(authApi.session, undefined, { signal });
      remember(user);
      return user;
    } catch (error) {
      if (!(error instanceof ApiError) && navigator.onLine === false) return remembered();
      throw error;
    }
  },
  // Each route guard mounts its own observer; without this every redirect of a signed-out
  // visitor would ask again. Signing in invalidates the query, which does ask again.
  retryOnMount: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
