import { publicApi } from "../api-client";
import { unwrap } from "../unwrap";
import { useQuery } from "../use-query";

/** SPEC §2: the home page loads the list of categories. */
export const useCategories = () => useQuery("categories", () => unwrap(publicApi.api.categories.$get()));
