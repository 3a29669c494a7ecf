import type { ReactNode } from "react";
import type { INFO_ROUTES } from "../../../../../edge-api/src/seo/app-paths";

/** One of the footer's pages: its key in INFO_ROUTES (edge-api/src/seo/app-paths.ts), e.g. "faq". */
export type InfoPageKey = keyof typeof INFO_ROUTES;

/** What an info page says: its h1 and tab title, one lead sentence, and the page itself. */
export interface InfoPageContent {
  title: string;
  lead: string;
  body: ReactNode;
}

/** Some of the pages, as each content file gives them. */
export type InfoPages<Key extends InfoPageKey> = Record<Key, InfoPageContent>;
