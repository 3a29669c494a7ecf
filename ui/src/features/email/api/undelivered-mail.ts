import { useQuery } from "@tanstack/react-query";
import type { UndeliveredMail } from "../../../../../edge-api/src/schemas/email";
import { api } from "../../../lib/api-client";
import { resource } from "../../../lib/query-keys";
import { unwrap } from "../../../lib/unwrap";

/** GET /api/email/undelivered (admins): mail that kept failing and was given up. */
export const useUndeliveredMail = () =>
  useQuery({
    queryKey: [...resource.undeliveredEmail, "list"],
    queryFn: (): Promise<{ items: UndeliveredMail[] }> => unwrap(api.api.email.undelivered.$get()),
  });

/** POST /api/email/undelivered/:id/retry: sends it once more (404 when it is gone). */
export const retryUndelivered = (id: UndeliveredMail["id"]) =>
  unwrap(api.api.email.undelivered[":id"].retry.$post({ param: { id: String(id) } }));
