import { api } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

export interface SaveUserInput {
  name: string;
  email: string;
  role: "buyer" | "seller";
}

/** docs/product-spec.md §7 PUT /users: saves the signed-in user's record after sign-up. */
export const saveUser = (json: SaveUserInput) => unwrap(api.api.users.$put({ json }));
