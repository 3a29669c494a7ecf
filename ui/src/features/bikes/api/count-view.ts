import { useEffect } from "react";
import { api } from "../../../lib/api-client";

/**
 * Tells the API this bike's page was seen (POST /api/bikes/:id/views), once per page shown: the
 * seller's figures count it (a visitor once a day; the seller's own views are left out by the
 * token sent). Nobody waits for it and a failure is not the visitor's problem, so it is not shown.
 * Its small answer is still read: left unread, Chromium kept the request open, and the page never
 * went quiet for whoever waits on its network (a crawler rendering it, the bench's paint timing).
 */
export function useCountView(bikeId: number | undefined) {
  useEffect(() => {
    if (bikeId === undefined) return;
    void api.api.bikes[":id{[0-9]+}"].views
      .$post({ param: { id: String(bikeId) } })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }, [bikeId]);
}
