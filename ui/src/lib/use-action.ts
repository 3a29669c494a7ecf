import { useCallback, useRef, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "./api-error";

/**
 * Runs a server change with a pending flag. A failure is shown as a toast with the server's
 * message (and handed to `onError`, e.g. to put field messages under fields); `run` then
 * resolves to undefined so callers only continue on success.
 */
export function useAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
  onError?: (error: unknown) => void,
) {
  const [pending, setPending] = useState(false);
  const actionRef = useRef(action);
  actionRef.current = action;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const run = useCallback(async (...args: Args): Promise<Result | undefined> => {
    setPending(true);
    try {
      return await actionRef.current(...args);
    } catch (error) {
      toast.error(errorMessage(error));
      onErrorRef.current?.(error);
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);

  return { run, pending };
}
