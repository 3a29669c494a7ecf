import { Hono } from "hono";
import type { AppEnv } from "../env";
import { routeDocs } from "../lib/api/openapi";
import { validate } from "../lib/api/validate";
import { suggestPlaces } from "../lib/places/suggest-places";
import { placeById } from "../lib/places/place-by-id";
import { idParam } from "../lib/api/fields";
import { notFound } from "../lib/api/errors";
import { placesQuery } from "../schemas/place";

const docs = routeDocs("Places");

/** How many cities the Add product form offers while the seller types. */
const SUGGESTED_PLACES = 8;

/** The gazetteer (GeoNames, migrations/…_places.sql): the cities a listing can be in. */
export const places = new Hono<AppEnv>()
  // A country's cities closest to what is typed (typing errors and accents forgiven), largest first among equals.
  .get(
    "/",
    docs("Cities matching what is typed, in a country or in all", {
      200: `\`places\`: up to ${SUGGESTED_PLACES}, closest first, each with its coordinates`,
      400: "Unknown country, or nothing typed",
    }),
    validate("query", placesQuery),
    async (c) => {
      const { country, q } = c.req.valid("query");
      const found = await suggestPlaces(c.var.db, country, q, SUGGESTED_PLACES);
      // The gazetteer changes only when it is reloaded: a day in the browser, and a week at the edge.
      c.header("Cache-Control", "public, max-age=86400, s-maxage=604800");
      return c.json({ places: found });
    },
  )
  // One place, to name a search's "near" (its id is in the link).
  .get(
    "/:id{[0-9]+}",
    docs("One place", { 200: "The place and its coordinates", 404: "No such place" }),
    validate("param", idParam),
    async (c) => {
      const place = await placeById(c.var.db, c.req.valid("param").id);
      if (!place) throw notFound("Place");
      c.header("Cache-Control", "public, max-age=86400, s-maxage=604800");
      return c.json({ place });
    },
  );
