import { Hono } from "hono";
import type { AppEnv } from "./env";
import { database } from "./middleware/database";
import { onError, onNotFound } from "./middleware/errors";
import { health } from "./routes/health";

/** The API: every path of SPEC §7 under /api, one sub-app per domain. */
export const app = new Hono<AppEnv>()
  .basePath("/api")
  .use(database)
  .route("/health", health);

app.onError(onError);
app.notFound(onNotFound);

export type AppType = typeof app;
