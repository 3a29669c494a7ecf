import { resource } from "../../../lib/query-keys";

/** The blog feature's query keys. */
export const blogKeys = {
  list: [...resource.blogs, "list"] as const,
  recent: [...resource.blogs, "recent"] as const,
  one: (id: string) => [...resource.blogs, "one", id] as const,
};
