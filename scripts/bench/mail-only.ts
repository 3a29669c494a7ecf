/**
 * `npm run bench:mail`: only the email steps of `npm run bench` (mail-digest.ts, mail-write.ts),
 * for working on them. Exits 1 on a missed target.
 */
import { exitWith, onBenchData } from "./bench-main";
import { nodeKysely } from "../lib/kysely-node";
import { digestMailSummaryRows, measureDigestMail } from "./mail-digest";
import { mailWriteSummaryRows, measureMailWrite } from "./mail-write";

const log = (line: string) => console.log(line);

exitWith(() =>
  onBenchData(log, async (databaseUrl) => {
    const db = nodeKysely(databaseUrl);
    try {
      const rows = [...digestMailSummaryRows(await measureDigestMail(db, log)), ...mailWriteSummaryRows(await measureMailWrite(db, log))];
      log(rows.join("\n"));
      return rows.some((row) => row.endsWith("❌ |")) ? 1 : 0;
    } finally {
      await db.destroy();
    }
  }),
);
