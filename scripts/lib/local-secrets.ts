/**
 * Offline test mode's secrets (README, Payments): the one key the local Stripe server accepts
 * (scripts/lib/stripe-local.ts), the secret it signs webhooks with, and the one signing local mail's
 * unsubscribe links. Both are random, made on
 * first use and kept in a file only the owner may read (`npm start`: .data/local-secrets.json;
 * `npm test`: its temp directory, so fresh per run) — no secret is a constant in the repo.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export interface LocalSecrets {
  /** `sk_test_…`, the Worker's STRIPE_LOCAL_KEY. */
  stripeKey: string;
  /** `whsec_…`, the Worker's STRIPE_LOCAL_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** The Worker's MAIL_TOKEN_SECRET, signing the unsubscribe links in local mail. */
  mailTokenSecret: string;
}

const SHAPES: Record<keyof LocalSecrets, RegExp> = {
  stripeKey: /^sk_test_[0-9a-f]{48}$/,
  webhookSecret: /^whsec_[0-9a-f]{48}$/,
  mailTokenSecret: /^[0-9a-f]{48}$/,
};

const random = () => randomBytes(24).toString("hex");

function readKept(file: string): LocalSecrets | undefined {
  let kept: Partial<Record<keyof LocalSecrets, unknown>>;
  try {
    kept = JSON.parse(readFileSync(file, "utf8")) as typeof kept;
  } catch {
    return undefined;
  }
  const valid = (Object.keys(SHAPES) as Array<keyof LocalSecrets>).every((name) => {
    const value = kept[name];
    return typeof value === "string" && SHAPES[name].test(value);
  });
  return valid ? (kept as LocalSecrets) : undefined;
}

/** The secrets kept in `file`; new ones (written there, mode 0600) when it is missing or unreadable. */
export function loadOrCreateLocalSecrets(file: string): LocalSecrets {
  const kept = readKept(file);
  if (kept) return kept;
  const secrets: LocalSecrets = { stripeKey: `sk_test_${random()}`, webhookSecret: `whsec_${random()}`, mailTokenSecret: random() };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  // The mode above applies only to a new file; a damaged one being replaced keeps its own.
  chmodSync(file, 0o600);
  return secrets;
}
