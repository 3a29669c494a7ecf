import { useId } from "react";
import { useMutation } from "@tanstack/react-query";
import { toast } from "./toast";
import { errorMessage } from "./api-error";
import type { ResourceKey } from "./query-keys";
import { useRefresh } from "./use-refresh";

export interface ActionOptions {
  /** E.g. to put the server's field messages under the form's fields. */
  onError?: (error: unknown) => void;
  /** The cached lists this change makes stale (lib/query-keys.ts); they reload before `run` resolves. */
  refreshes?: readonly ResourceKey[];
}

/**
 * Runs a server change with a pending flag. A failure is shown as a toast with the server's
 * message (and handed to `onError`); `run` then resolves to undefined so callers only continue
 * on success. After a success the lists in `refreshes` reload first, so the screen already shows
 * the change when the button stops being busy. The error toast has this hook's own id: sending
 * again takes it down, so a fixed form never shows a stale error beside its success toast.
 */
export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>, options: ActionOptions = {}) {
  const refresh = useRefresh();
  const errorToast = `action-error:${useId()}`;
  const { refreshes = [], onError } = options;
  const mutation = useMutation({
    mutationFn: (args: Args) => action(...args),
    onSuccess: () => refresh(refreshes),
  });

  const run = async (...args: Args): Promise<Result | undefined> => {
    toast.remove(errorToast);
    try {
      return await mutation.mutateAsync(args);
    } catch (error) {
      toast.error(errorMessage(error), { id: errorToast });
      onError?.(error);
      return undefined;
    }
  };

  return { run, pending: mutation.isPending };
}
