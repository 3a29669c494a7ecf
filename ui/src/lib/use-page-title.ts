import { useEffect } from "react";
import { pageTitle } from "../../../edge-api/src/seo/page-text";

/** Sets the document title to "<title> · MotoMart", the wording the Worker writes into the page's <head> too. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
