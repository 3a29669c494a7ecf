import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

/** The subscribe strip: 201 for a new subscriber, 200 with `alreadySubscribed` for a known one. */
export const subscribeToNewsletter = (email: string) => unwrap(publicApi.api.newsletter.$post({ json: { email } }));
