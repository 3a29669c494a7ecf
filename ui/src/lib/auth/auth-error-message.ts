/**
 * Firebase Auth error codes turned into sentences (docs/product-spec.md §8 shows the provider's
 * message under the form: this is that message, in words a person reads, never a code such as
 * "auth/popup-closed-by-user"). Our own API's errors (saving the user) keep their sentences.
 */
const messages: Record<string, string> = {
  "auth/invalid-credential": "Wrong email or password.",
  "auth/invalid-login-credentials": "Wrong email or password.",
  "auth/wrong-password": "Wrong email or password.",
  "auth/user-not-found": "No account uses this email address.",
  "auth/email-already-in-use": "An account with this email address already exists.",
  "auth/account-exists-with-different-credential":
    "An account with this email address already exists. Log in with its email and password instead.",
  "auth/credential-already-in-use": "This Google account is already linked to another MotoMart account.",
  "auth/invalid-email": "This email address is not valid.",
  "auth/missing-email": "Email Address is required",
  "auth/missing-password": "Password is required",
  "auth/weak-password": "Passwords must be at least 6 characters",
  "auth/user-disabled": "This account was removed. Contact us if you think that is a mistake.",
  "auth/too-many-requests": "Too many attempts. Please wait a moment and try again.",
  "auth/quota-exceeded": "Too many attempts. Please wait a moment and try again.",
  "auth/network-request-failed": "Cannot reach the sign-in service. Check your connection and try again.",
  "auth/timeout": "The sign-in service took too long to answer. Please try again.",
  "auth/internal-error": "The sign-in service had a problem. Please try again in a moment.",
  "auth/popup-closed-by-user": "The Google window was closed before signing in finished.",
  "auth/user-cancelled": "Google sign-in was cancelled before it finished.",
  "auth/cancelled-popup-request": "Another Google sign-in window was opened. Finish signing in there, or try again.",
  "auth/popup-blocked": "The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.",
  "auth/web-storage-unsupported": "This browser blocks the storage sign-in needs. Allow site data for this site and try again.",
  "auth/operation-not-supported-in-this-environment":
    "Google sign-in does not work in this browser. Sign up with your email and password instead.",
  "auth/unauthorized-domain": "Google sign-in is not set up for this web address. Sign up with your email and password instead.",
  "auth/operation-not-allowed": "This way of signing in is turned off. Please use another one.",
  "auth/admin-restricted-operation": "This way of signing in is turned off. Please use another one.",
};

/** When Google's sign-in cannot even start: its loader or the sign-in service out of reach. */
export const GOOGLE_UNREACHABLE =
  "Google sign-in needs the sign-in service, which cannot be reached right now. Check your connection and try again, or sign up with your email and password.";

/** Codes a Google popup fails with when the sign-in service (or Google's loader) is out of reach. */
const googleUnreachable = new Set(["auth/network-request-failed", "auth/internal-error", "auth/timeout"]);

export const authErrorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

export function authErrorMessage(error: unknown, options: { google?: boolean } = {}): string {
  const code = authErrorCode(error);
  if (code && options.google && googleUnreachable.has(code)) return GOOGLE_UNREACHABLE;
  if (code && messages[code]) return messages[code];
  // Any other provider code: a sentence, not "Firebase: Error (auth/…)".
  const fromProvider = code?.startsWith("auth/") || (error instanceof Error && error.message.startsWith("Firebase:"));
  if (!fromProvider && error instanceof Error && error.message) return error.message;
  return options.google
    ? "Signing in with Google did not work. Please try again, or use your email and password."
    : "Signing in failed. Please try again.";
}
