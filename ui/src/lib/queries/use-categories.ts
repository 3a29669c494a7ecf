import { useQuery } from "@tanstack/react-query";
import { publicApi } from "../api-client";
import { resource } from "../query-keys";
import { unwrap } from "../unwrap";

/** docs/product-spec.md §2: the home page (and Add product) loads the list of categories. */
export const useCategories = () => useQuery({ queryKey: resource.categories, queryFn: () => unwrap(publicApi.api.categories.$get()) });
