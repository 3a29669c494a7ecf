import { useMutation } from "@tanstack/react-query";
import type { Unsubscribed } from "../../../../../edge-api/src/schemas/email";
import { publicApi } from "../../../lib/api-client";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";
import { useRefresh } from "../../../lib/use-refresh";

/**
 * POST /api/email/unsubscribe?token=: switches off the kind of email the signed link came in. No
 * sign-in (the token says who), so the public client, which never waits for Firebase. Its failure
 * (a tampered or expired link) is the page's to show, not a toast's.
 */
export function useUnsubscribe() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (token: string): Promise<Unsubscribed> => unwrap(publicApi.api.email.unsubscribe.$post({ query: { token } })),
    // Someone signed in on this browser sees the kind off in Email settings.
    onSuccess: () => refresh([resource.emailPreferences]),
  });
}
