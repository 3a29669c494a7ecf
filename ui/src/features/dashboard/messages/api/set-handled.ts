import { api } from "../../../../lib/api-client";
import { resource } from "../../../../lib/query-keys";
import { unwrap } from "../../../../lib/unwrap";

/** Mark a contact message handled (someone answered it), or open again. */
export const setHandled = (id: number, handled: boolean) =>
  unwrap(api.api.contact[":id"].$put({ param: { id: String(id) }, json: { handled } }));

/** Both tabs change when a message moves between them. */
export const MESSAGE_RESOURCES = [resource.messages] as const;
