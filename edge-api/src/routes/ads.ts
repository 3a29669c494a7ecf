import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth, requireRole } from "../middleware/auth";
import { advertiseOwnBikes } from "../lib/bikes/advertise";
import { selectBikes } from "../lib/bikes/bike-query";
import { conflict } from "../lib/api/errors";
import { id } from "../lib/api/fields";
import { validate } from "../lib/api/validate";
import { bikeView } from "../lib/api/views";
import { routeDocs } from "../lib/api/openapi";
import { ADS_SLIDER_SIZE } from "../lib/bikes/ads-slider";
import { purgeBikes } from "../cache/purge";

const docs = routeDocs("Ads");

export const ads = new Hono<AppEnv>()
  // The home slider: available advertised bikes, most recently advertised first.
  .get("/", docs("The home slider's advertised bikes"), async (c) => {
    const rows = await selectBikes(c.var.db)
      .where("bikes.advertised", "=", true)
      .where("bikes.status", "=", "available")
      .orderBy("bikes.advertised_at", "desc")
      .orderBy("bikes.id", "desc")
      .limit(ADS_SLIDER_SIZE)
      .execute();
    return c.json(rows.map((row) => ({ ...bikeView(row), id: row.id })));
  })
  // the spec's (docs/product-spec.md) "post the bike to the ads list": the body's id names the seller's own bike.
  .post(
    "/",
    docs("Advertise one of the seller's bikes", { 201: "Advertised", 409: "Already advertised" }),
    requireAuth,
    requireRole("seller"),
    validate("json", z.object({ id: id("Bike") })),
    async (c) => {
      const bikeId = c.req.valid("json").id;
      const modified = await advertiseOwnBikes(c.var.db, c.var.user!, bikeId);
      if (modified === 0) throw conflict("This bike is already advertised.");
      await purgeBikes(c, [bikeId], { alsoAds: true });
      return c.json({ acknowledged: true, insertedId: bikeId }, 201);
    },
  );
