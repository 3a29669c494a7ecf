import { useSetAtom } from "jotai";
import { startTransition, useEffect } from "react";
import { loadAuth } from "../firebase/load-auth";
import { authLoadingAtom, sessionUserAtom } from "./atoms";
import { rememberSignedIn } from "./signed-in-hint";

/** Follows Firebase's auth state into the jotai atoms; Firebase loads after the first paint. */
export function useAuthWatcher() {
  const setUser = useSetAtom(sessionUserAtom);
  const setLoading = useSetAtom(authLoadingAtom);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    loadAuth().then(
      (sdk) => {
        if (!live) return;
        unsubscribe = sdk.onAuthStateChanged(sdk.auth, (user) => {
          rememberSignedIn(Boolean(user));
          // A transition: should it come while React is still taking over a page the Worker
          // rendered (app/main.tsx), React finishes that first instead of drawing those parts again.
          startTransition(() => {
            setUser(user ? { uid: user.uid, email: user.email, displayName: user.displayName, emailVerified: user.emailVerified } : null);
            setLoading(false);
          });
        });
      },
      (error: unknown) => {
        console.error("Firebase Auth failed to load", error);
        setLoading(false);
      },
    );
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [setUser, setLoading]);
}
