import type { ReauthPurpose } from '@/shared/rules/google-sign-in';
import { useMarkInAddress } from '@/web/features/auth/hooks/use-mark-in-address';

/**
 * A confirmation with Google comes back to My Space with ?googleConfirmed=<purpose>: runs
 * `onConfirmed` once for this purpose (the dialog that asked reopens).
 */
export function useGoogleConfirmed(purpose: ReauthPurpose, onConfirmed: () => void): void {
  useMarkInAddress({ name: 'googleConfirmed', value: purpose, path: '/my-space' }, onConfirmed);
}
