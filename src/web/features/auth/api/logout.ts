import { authApi } from '@/shared/contract/auth';
import { apiUrl } from '@/web/lib/api-client';

/**
 * Signing out is a browser navigation, not a fetch: the server deletes the session, clears the
 * cookie and redirects to /login, and the full page load drops every cached query with it.
 */
export function logout(): void {
  window.location.href = apiUrl(authApi.logout);
}
