import { useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { MAIL_KINDS, type EmailPreferences, type MailKind } from "../../../../../edge-api/src/schemas/email";
import { api } from "../../../lib/api-client";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

/** What the server has saved (the page shows it with the changes still on their way). */
const preferencesKey = [...resource.emailPreferences, "mine"] as const;
const saveKey = [...resource.emailPreferences, "save"] as const;

/** One switch flipped on the Email settings page. */
interface SwitchChange {
  kind: MailKind;
  on: boolean;
}

/** The kinds switched off once `changes` are made, in order, to `off` (in MAIL_KINDS' order). */
export function switchedOff(off: readonly MailKind[], changes: readonly SwitchChange[]): MailKind[] {
  const kinds = new Set(off);
  for (const { kind, on } of changes) {
    if (on) kinds.delete(kind);
    else kinds.add(kind);
  }
  return MAIL_KINDS.filter((kind) => kinds.has(kind));
}

/** GET /api/email/preferences: the caller's address, the kinds they switched off, and whether mail to them bounced. */
export const useEmailPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: (): Promise<EmailPreferences> => unwrap(api.api.email.preferences.$get()),
  });

/**
 * Saves one switch at a time (PUT /api/email/preferences with the whole list): each change waits
 * for the one before it, then applies itself to what the server answered, so flipping switches
 * quickly loses none and a failed save undoes only its own switch. `pending`: the changes on
 * their way, oldest first, which the page shows at once.
 */
export function useSaveEmailSwitch() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationKey: saveKey,
    scope: { id: saveKey.join("/") },
    mutationFn: async (change: SwitchChange): Promise<EmailPreferences> => {
      // A reload answered after this save would show the switch as it was.
      await client.cancelQueries({ queryKey: preferencesKey });
      const saved = client.getQueryData<EmailPreferences>(preferencesKey);
      // Never a list built on nothing: it would switch every other kind back on.
      if (!saved) throw new Error("Your email settings have not loaded yet. Please try again.");
      return unwrap(api.api.email.preferences.$put({ json: { off: switchedOff(saved.off, [change]) } }));
    },
    // Before the next change in line runs: it builds on this answer.
    onSuccess: (answer) => client.setQueryData(preferencesKey, answer),
  });
  const pending = useMutationState({
    filters: { mutationKey: saveKey, status: "pending" },
    select: (queued) => queued.state.variables as SwitchChange,
  });
  return { save: mutation.mutateAsync, pending };
}
