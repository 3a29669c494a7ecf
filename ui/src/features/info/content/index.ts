import { COMPANY_PAGES } from "./company";
import { HELP_PAGES } from "./help";
import { LEGAL_PAGES } from "./legal";
import { SELLING_PAGES } from "./selling";
import type { InfoPageContent, InfoPageKey } from "./types";

export type { InfoPageContent, InfoPageKey } from "./types";

/** Every footer page's content, by its INFO_ROUTES key (edge-api/src/seo/app-paths.ts); a missing page does not compile. */
export const INFO_PAGES: Record<InfoPageKey, InfoPageContent> = {
  ...SELLING_PAGES,
  ...HELP_PAGES,
  ...COMPANY_PAGES,
  ...LEGAL_PAGES,
};
