import { describe, expect, it } from "vitest";
import { inTransaction } from "../../edge-api/src/db/transaction";
import { createCategory, db } from "./support/fixtures";

/**
 * Write transactions run again when Postgres makes them a deadlock's victim (edge-api/src/db/transaction.ts):
 * a seller editing while the ratings' recompute swaps its table in once answered 500.
 */
const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });

describe("write transactions", () => {
  it("run again after a deadlock, keeping only the attempt that committed", async () => {
    const categoryId = await createCategory();
    let attempts = 0;
    const name = await inTransaction(db(), async (trx) => {
      attempts++;
      const row = await trx
        .updateTable("categories")
        .set({ name: `Retried ${attempts} ${categoryId}` })
        .where("id", "=", categoryId)
        .returning("name")
        .executeTakeFirstOrThrow();
      if (attempts < 3) throw deadlock();
      return row.name;
    });
    expect(attempts).toBe(3);
    expect(name).toBe(`Retried 3 ${categoryId}`);
    expect((await db().selectFrom("categories").select("name").where("id", "=", categoryId).executeTakeFirstOrThrow()).name).toBe(name);
  });

  it("give up after three attempts, and never retry other errors", async () => {
    let attempts = 0;
    await expect(inTransaction(db(), async () => (attempts++, Promise.reject(deadlock())))).rejects.toThrow("deadlock detected");
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(inTransaction(db(), async () => (attempts++, Promise.reject(new Error("other"))))).rejects.toThrow("other");
    expect(attempts).toBe(1);
  });
});
