import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "./api-error";

export interface QueryState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
  /** Replace the loaded data locally after a successful change on the server. */
  setData: (update: (data: T | undefined) => T | undefined) => void;
}

/**
 * Loads `load()` whenever `key` changes (null = do not load yet). A failure is kept for the
 * screen's error state and shown as a toast with the server's message.
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>): QueryState<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: key !== null });
  const loadedKey = useRef(key);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    // A reload keeps what is shown; a new key (other page, other filters) starts empty.
    const sameKey = loadedKey.current === key;
    loadedKey.current = key;
    setState((s) => ({ data: sameKey ? s.data : undefined, loading: true }));
    loadRef.current().then(
      (data) => live && setState({ data, loading: false }),
      (error: unknown) => {
        if (!live) return;
        const failure = error instanceof Error ? error : new Error(errorMessage(error));
        toast.error(failure.message, { id: `query:${key}` });
        setState({ error: failure, loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback((update: (data: T | undefined) => T | undefined) => {
    setState((s) => ({ ...s, data: update(s.data) }));
  }, []);
  return { data: state.data, error: state.error, loading: state.loading, reload, setData };
}
