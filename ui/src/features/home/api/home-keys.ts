import { resource } from "../../../lib/query-keys";

/** The home page's query keys. */
export const homeKeys = {
  ads: [...resource.ads, "slider"] as const,
  latestBlogs: [...resource.blogs, "latest"] as const,
  // Top sellers count the bikes for sale: a change to bikes or users changes them.
  topSellers: [...resource.users, "top-sellers"] as const,
};
