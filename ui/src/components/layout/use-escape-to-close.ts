import { useEffect, type RefObject } from "react";

/** While `open`, Escape calls `close` and puts focus back on the button that opened it (menus, drawers). */
export function useEscapeToClose(open: boolean, close: () => void, opener: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      opener.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close, opener]);
}
