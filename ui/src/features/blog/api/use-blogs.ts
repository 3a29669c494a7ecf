import { publicApi } from "../../../lib/api-client";
import { pageQuery } from "../../../lib/keyset-pages";
import { unwrap } from "../../../lib/unwrap";
import { useKeysetList } from "../../../lib/use-keyset-list";
import { blogKeys } from "./blog-keys";

const PAGE_SIZE = 9;

/** docs/product-spec.md §2 blog list, newest first, more by cursor. */
export const useBlogs = () =>
  useKeysetList({
    queryKey: blogKeys.list,
    loadPage: (cursor, limit = PAGE_SIZE) => unwrap(publicApi.api.blogs.$get({ query: pageQuery(cursor, limit) })),
  });
