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
  not_yours:
    'That Google account is not the one linked to this Underprint account. Nothing was confirmed.',
} as const;

export type GoogleSignInFailure = keyof typeof googleSignInFailures;

/**
 * What a signed-in person confirms by signing in at Google again (prompt=login): an account
 * without a password has no other way to prove it is them (decision 020).
 */
export const reauthPurposes = ['deleteAccount', 'recoveryCode'] as const;
export type ReauthPurpose = (typeof reauthPurposes)[number];

export function isReauthPurpose(value: unknown): value is ReauthPurpose {
  return typeof value === 'string' && (reauthPurposes as readonly string[]).includes(value);
}

/** How long a confirmation with Google counts, in minutes (the server and the texts agree). */
export const REAUTH_FRESH_MINUTES = 5;

export function isGoogleSignInFailure(value: unknown): value is GoogleSignInFailure {
  return typeof value === 'string' && Object.hasOwn(googleSignInFailures, value);
}
