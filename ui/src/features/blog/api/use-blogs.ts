import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";
import { useCursorList } from "../../../lib/use-cursor-list";

const PAGE_SIZE = "9";

/** SPEC §2 blog list, newest first, more by cursor. */
export const useBlogs = () =>
  useCursorList("blogs", (cursor) => unwrap(publicApi.api.blogs.$get({ query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } })));
