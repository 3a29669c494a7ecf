import { useEffect } from "react";

/** Sets the document title to "<title> · MotoMart". */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · MotoMart` : "MotoMart — Buy and sell used motorcycles";
  }, [title]);
}
