// Why a Google sign-in or link did not happen (issue 13): the server redirects with one of
// these codes, never with free text (a link could otherwise put any words on our page), and
// the web app shows the reason in the person's words.
export const googleSignInFailures = {
  denied: 'You cancelled the sign-in with Google, or did not allow it. Nobody was signed in.',
  mismatch:
    'This sign-in with Google could not be verified (it did not match the one started here). Please try again.',
  expired: 'The sign-in with Google took too long or was started in another tab. Please try again.',
  unavailable: 'Google sign-in is not answering right now. Please try again in a few minutes.',
  email_taken:
    'An Underprint account already uses this Google email. Sign in with your nickname and password, then link Google from My Space.',
  device_taken: 'An account has already been created on this device. Please sign in to it instead.',
  no_device: 'Please start the sign-in with Google from the sign-in page of the app.',
  already_linked: 'This Google account is already linked to another Underprint account.',
  other_linked: 'Your account is already linked to another Google account.',
} as const;

export type GoogleSignInFailure = keyof typeof googleSignInFailures;

export function isGoogleSignInFailure(value: unknown): value is GoogleSignInFailure {
  return typeof value === 'string' && Object.hasOwn(googleSignInFailures, value);
}
