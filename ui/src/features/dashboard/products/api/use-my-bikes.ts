import { api } from "../../../../lib/api-client";
import { pageQuery } from "../../../../lib/keyset-pages";
import { unwrap } from "../../../../lib/unwrap";
import { useCursorList } from "../../../../lib/use-cursor-list";

/** SPEC §7 GET bikes/my?email=: the seller's own listings (sold ones too). */
export const useMyBikes = (email: string | null | undefined) =>
  useCursorList(email ? `my-bikes:${email}` : null, (cursor, limit) =>
    unwrap(api.api.bikes.my.$get({ query: { email: email ?? "", ...pageQuery(cursor, limit) } })),
  );
