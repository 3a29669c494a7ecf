import { useLocation } from "react-router-dom";

interface FromState {
  from?: { pathname?: string; search?: string; hash?: string };
  needsRole?: string;
}

/** Where the user came from (set by the guards and the header's Login link), or "/". */
export function useReturnPath() {
  const state = useLocation().state as FromState | null;
  const from = state?.from;
  const path = from?.pathname ? `${from.pathname}${from.search ?? ""}${from.hash ?? ""}` : "/";
  return { path: path.startsWith("/login") || path.startsWith("/signUp") ? "/" : path, needsRole: state?.needsRole };
}
