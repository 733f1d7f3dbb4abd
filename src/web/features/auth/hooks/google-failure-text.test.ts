import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { googleSignInFailures, type GoogleSignInFailure } from '@/shared/rules/google-sign-in';
import { googleFailureText } from '@/web/features/auth/hooks/use-google-return';

afterEach(() => overwriteGetLocale(() => 'en'));

const codes = Object.keys(googleSignInFailures) as GoogleSignInFailure[];

describe('Google sign-in failure texts (issue 13, issue 21 point 3)', () => {
  it.each(codes)('%s reads in English exactly as the server words it', (code) => {
    overwriteGetLocale(() => 'en');
    expect(googleFailureText(code)).toBe(googleSignInFailures[code]);
  });

  it.each(codes)('%s reads in Greek', (code) => {
    overwriteGetLocale(() => 'el');
    const text = googleFailureText(code);
    expect(text).not.toBe(googleSignInFailures[code]);
    expect(text).toMatch(/[\u0370-\u03ff]/);
  });
});
