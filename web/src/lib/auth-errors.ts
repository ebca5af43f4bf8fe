import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuthMode } from '../config/paths';

/** One banner: a translated title and either a translated text or the raw server message. */
export interface AuthBanner {
  kind: 'network' | 'rate' | 'unverified' | 'credentials' | 'account' | 'exists' | 'weak' | 'email' | 'other';
  title: MessageDescriptor;
  text: MessageDescriptor | string;
}

const codeOf = (err: unknown) =>
  typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : '';
const messageOf = (err: unknown) => (err instanceof Error ? err.message : '');
const reasonOf = (err: unknown) => {
  const details =
    typeof err === 'object' && err !== null ? (err as { details?: { reason?: string } }).details : undefined;
  return details?.reason ?? '';
};

/**
 * Maps Firebase Auth and callable error codes (and, as the spec does, telling
 * words in the message) to the banner's title and text.
 */
export function authBanner(err: unknown, mode: AuthMode | 'callback'): AuthBanner {
  const code = codeOf(err);
  const message = messageOf(err);
  const lower = `${code} ${message}`.toLowerCase();
  if (code === 'auth/network-request-failed' || code === 'functions/unavailable' || /fetch|network/.test(lower)) {
    return {
      kind: 'network',
      title: msg`Connection Problem`,
      text: msg`Please check your internet connection and try again.`,
    };
  }
  if (
    code === 'auth/too-many-requests' ||
    code === 'functions/resource-exhausted' ||
    /rate limit|too many/.test(lower)
  ) {
    return { kind: 'rate', title: msg`Too Many Attempts`, text: msg`Please wait a few minutes before trying again.` };
  }
  if (code === 'auth/email-not-verified' || /not confirmed|not verified/.test(lower)) {
    return {
      kind: 'unverified',
      title: msg`Email Verification Required`,
      text: msg`Check your email and click the verification link before signing in.`,
    };
  }
  if (
    [
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
      'auth/wrong-password',
      'auth/user-not-found',
    ].includes(code)
  ) {
    return mode === 'login'
      ? {
          kind: 'credentials',
          title: msg`Invalid Credentials`,
          text: msg`The email or password you entered is incorrect.`,
        }
      : {
          kind: 'account',
          title: msg`Account Issue`,
          text: msg`We could not use this account. Check the address or contact us.`,
        };
  }
  if (code === 'auth/email-already-in-use' || code === 'functions/already-exists') {
    return {
      kind: 'exists',
      title: msg`Account Already Exists`,
      text: msg`An account with this email already exists. Try signing in instead.`,
    };
  }
  if (code === 'auth/weak-password' || reasonOf(err) === 'weak-password') {
    return {
      kind: 'weak',
      title: msg`Password Requirements`,
      text: msg`Choose a stronger password with at least 8 characters.`,
    };
  }
  if (code === 'auth/invalid-email') {
    return { kind: 'email', title: msg`Invalid Email`, text: msg`Please enter a valid email address.` };
  }
  return {
    kind: 'other',
    title: msg`Something Went Wrong`,
    text: message || msg`An unexpected error occurred. Please try again.`,
  };
}

/** Popups the user closed are not errors worth a banner. */
export function isCancelledPopup(err: unknown): boolean {
  return ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'].includes(codeOf(err));
}
