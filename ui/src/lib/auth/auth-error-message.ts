/** Firebase Auth error codes turned into sentences; unknown ones keep the provider's message. */
const messages: Record<string, string> = {
  "auth/invalid-credential": "Wrong email or password.",
  "auth/wrong-password": "Wrong email or password.",
  "auth/user-not-found": "No account uses this email address.",
  "auth/email-already-in-use": "An account with this email address already exists.",
  "auth/invalid-email": "This email address is not valid.",
  "auth/weak-password": "Passwords must be at least 6 characters",
  "auth/too-many-requests": "Too many attempts. Please wait a moment and try again.",
  "auth/popup-closed-by-user": "The Google window was closed before signing in finished.",
  "auth/network-request-failed": "Cannot reach the sign-in service. Check your connection and try again.",
};

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && messages[code]) return messages[code];
  if (error instanceof Error && error.message) return error.message;
  return "Signing in failed. Please try again.";
}
