import { Hono } from "hono";
import { sql } from "kysely";
import { z } from "zod";
import type { Role } from "../db/database";
import type { AppEnv } from "../env";
import { ACCOUNT_REMOVED, requireAuth, requireRole, requireVerifiedEmail } from "../middleware/auth";
import { ApiError, conflict, forbidden } from "../lib/api/errors";
import { email, idParam, requiredText } from "../lib/api/fields";
import { decodeCursor, pageQuery, toPage } from "../lib/api/pagination";
import { validate } from "../lib/api/validate";
import { topSellers } from "../lib/users/top-sellers";
import { usersPage } from "../lib/admin/user-lists";
import { sellerSetup, storedSellerFacts } from "../lib/users/seller-setup";
import { withArticle } from "../lib/api/english";
import { adminSearchQuery } from "../lib/admin/admin-search";
import { userView } from "../lib/api/views";
import { removeUsers } from "../lib/users/user-removal";
import { disableSignIn } from "../auth/sign-in-accounts";
import { accountState, unfinishedSignUpsPage, unfinishedView } from "../lib/users/accounts";
import { sameEmail } from "../lib/api/email";
import { verifySellers } from "../lib/users/seller-verification";
import { routeDocs } from "../lib/api/openapi";

const docs = routeDocs("Users");

const saveUserBody = z.object({
  name: requiredText("Name", 100),
  email: email(),
  role: z.enum(["buyer", "seller", "admin"], { error: "Role must be buyer or seller" }).default("buyer"),
});

const emailParam = z.object({ email: email() });

/** `GET users/{role}/{email}`: the user themself or an admin may ask. */
const roleLookup = (role: Role, flag: "isAdmin" | "isSeller" | "isBuyer") =>
  new Hono<AppEnv>().get(
    "/:email",
    docs(`Whether this email's user is ${withArticle(role)}`, { 200: `{ ${flag}: boolean }` }),
    requireAuth,
    validate("param", emailParam),
    async (c) => {
      const { email } = c.req.valid("param");
      const self = sameEmail(c.var.identity.email, email);
      if (!self && c.var.user?.role !== "admin") throw forbidden("You can only look up your own role.");
      const user = self
        ? c.var.user
        : await c.var.db
            .selectFrom("users")
            .selectAll()
            .where(sql`lower(email)`, "=", email.toLowerCase())
            .executeTakeFirst();
      return c.json({ [flag]: user?.role === role } as Record<typeof flag, boolean>);
    },
  );

const listByRole = (role: Role) =>
  new Hono<AppEnv>().get(
    "/",
    docs(`Every ${role}, a page at a time; \`q\`: whose name or email contains it`),
    requireAuth,
    requireRole("admin"),
    validate("query", z.object({ ...pageQuery, ...adminSearchQuery })),
    async (c) => {
      const { cursor, limit, q } = c.req.valid("query");
      const rows = await usersPage(c.var.db, role, decodeCursor(cursor)?.id, limit + 1, q).execute();
      return c.json(toPage(rows, limit, userView));
    },
  );

const TOP_SELLER_COUNT = 6;

export const users = new Hono<AppEnv>()
  // Who the signed-in caller is, with all three role flags in one answer, and whether the account
  // is ready, still has no profile (the UI asks to finish signing up) or was removed.
  .get(
    "/me",
    docs("The signed-in caller, their role flags and their account's state", {
      200: "`account`: ready, unfinished (no profile yet: PUT /api/users) or removed (by an admin)",
    }),
    requireAuth,
    async (c) => {
      const user = c.var.user;
      return c.json({
        user: user ? userView(user) : null,
        account: await accountState(c.var.db, c.var.identity, user),
        isAdmin: user?.role === "admin",
        isSeller: user?.role === "seller",
        isBuyer: user?.role === "buyer",
      });
    },
  )
  // A seller's dashboard home lists what still keeps buyers from finding or paying them (#33 point 10).
  .get(
    "/me/seller-setup",
    docs("What a seller still has to do before buyers can find and pay them", {
      200: "`steps`: verify_email, first_listing, connect_payouts, each done or not",
    }),
    requireAuth,
    requireRole("seller"),
    async (c) => {
      const stored = await storedSellerFacts(c.var.db, c.var.user!.id);
      return c.json(sellerSetup({ emailVerified: c.var.identity.emailVerified, ...stored }));
    },
  )
  // "Start selling" (#33 point 3): a buyer becomes a seller, and keeps buying. Sellers list bikes
  // only with a verified email address, so the upgrade asks for one too.
  .put(
    "/me/seller",
    docs("Start selling: a buyer's account becomes a seller's", {
      200: "A seller now (`modifiedCount` 0: was one already)",
      403: "An admin account, or the email address is not verified yet (email_unverified)",
    }),
    requireAuth,
    requireRole("buyer", "seller"),
    requireVerifiedEmail,
    async (c) => {
      const updated = await c.var.db
        .updateTable("users")
        .set({ role: "seller" })
        .where("id", "=", c.var.user!.id)
        .where("role", "=", "buyer")
        .returningAll()
        .executeTakeFirst();
      return c.json({ acknowledged: true, modifiedCount: updated ? 1 : 0, user: userView(updated ?? c.var.user!) });
    },
  )
  // Sign-in accounts with no profile yet: sign-ups whose profile save failed (lib/users/accounts.ts).
  .get(
    "/unfinished",
    docs("Sign-in accounts that have not finished signing up, newest first"),
    requireAuth,
    requireRole("admin"),
    validate("query", z.object(pageQuery)),
    async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const rows = await unfinishedSignUpsPage(c.var.db, decodeCursor(cursor)?.id, limit + 1).execute();
      return c.json(toPage(rows, limit, unfinishedView));
    },
  )
  // Home's top sellers: verified sellers with the most bikes for sale (public, cached briefly).
  .get("/top-sellers", docs("The home page's top sellers"), async (c) => {
    const rows = await topSellers(c.var.db, TOP_SELLER_COUNT).execute();
    c.header("Cache-Control", "public, max-age=300");
    return c.json(rows.map((r) => ({ _id: r.id, name: r.name, verified: r.verified, bikesForSale: r.bikes_for_sale })));
  })
  // Saves the signed-in user after sign-up. Identity comes from the token, never the body.
  .put(
    "/",
    docs("Save the signed-in user after sign-up", { 201: "Saved", 200: "Already saved", 409: "Another account has this email" }),
    requireAuth,
    validate("json", saveUserBody),
    async (c) => {
      const body = c.req.valid("json");
      const identity = c.var.identity;
      if (!sameEmail(identity.email, body.email)) throw forbidden("You can only save your own account.");
      if (body.role === "admin") throw forbidden("The admin role cannot be chosen at sign-up.");
      if (c.var.user) {
        return c.json({ acknowledged: true, upsertedId: null, matchedCount: 1, user: userView(c.var.user) });
      }
      const db = c.var.db;
      const deleted = await db
        .selectFrom("deleted_accounts")
        .select("firebase_uid")
        .where((eb) => eb.or([eb("firebase_uid", "=", identity.uid), eb(sql`lower(email)`, "=", body.email.toLowerCase())]))
        .executeTakeFirst();
      if (deleted) throw new ApiError(403, "account_removed", ACCOUNT_REMOVED);
      // Google sign-ups are always buyers (docs/product-spec.md §3).
      const role: Role = identity.provider === "google.com" ? "buyer" : body.role;
      const inserted = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto("users")
            .values({ firebase_uid: identity.uid, name: body.name, email: body.email, role })
            .onConflict((oc) => oc.column("firebase_uid").doNothing())
            .returningAll()
            .executeTakeFirst();
          // Signing up is finished: the account leaves the admin's "Not finished signing up" list.
          await trx.deleteFrom("unfinished_sign_ups").where("firebase_uid", "=", identity.uid).execute();
          return row;
        })
        .catch((error: { code?: string }) => {
          if (error?.code === "23505") throw conflict("An account with this email already exists.");
          throw error;
        });
      if (!inserted) {
        // A concurrent PUT from the same user won the insert; answer with that record.
        const existing = await db.selectFrom("users").selectAll().where("firebase_uid", "=", identity.uid).executeTakeFirstOrThrow();
        return c.json({ acknowledged: true, upsertedId: null, matchedCount: 1, user: userView(existing) });
      }
      return c.json({ acknowledged: true, upsertedId: inserted.id, matchedCount: 0, user: userView(inserted) }, 201);
    },
  )
  .route("/admin", roleLookup("admin", "isAdmin"))
  .route("/buyer", listByRole("buyer"))
  .route("/buyer", roleLookup("buyer", "isBuyer"))
  .route("/seller", listByRole("seller"))
  .route("/seller", roleLookup("seller", "isSeller"))
  // An admin verifies a seller.
  .put("/seller/:id", docs("Verify a seller"), requireAuth, requireRole("admin"), validate("param", idParam), async (c) => {
    const modifiedCount = await verifySellers(c.var.db, c.req.valid("param").id);
    return c.json({ acknowledged: true, matchedCount: 1, modifiedCount });
  })
  // An admin deletes a user; their listings, bookings and reports go with them in one transaction,
  // and the account is remembered so signing in again cannot recreate it.
  .delete("/:id", docs("Delete a user and everything theirs"), requireAuth, requireRole("admin"), validate("param", idParam), async (c) => {
    const deletedCount = await removeUsers(c.var.db, c.req.valid("param").id, (uids) => disableSignIn(c.env, uids));
    return c.json({ acknowledged: true, deletedCount });
  });
