import { jwtVerify, SignJWT } from "jose";
import { MAIL_KINDS, type MailKind } from "../../schemas/email";

/** How long a mail's unsubscribe link works: long enough for an old mail, not forever. */
const VALID_DAYS = 90;
const AUDIENCE = "motomart-unsubscribe";

const key = (secret: string) => new TextEncoder().encode(secret);

/** The signed token of a mail's unsubscribe links: whose mail of which kind, until when. */
export const unsubscribeToken = (secret: string, userId: number, kind: MailKind, now = new Date()) =>
  new SignJWT({ kind })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + VALID_DAYS * 86_400)
    .sign(key(secret));

/** Why a token is refused: its signature or content is wrong, or it is too old. */
export type TokenProblem = "invalid" | "expired";

/** The user and kind a token unsubscribes, or why it is refused. */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
): Promise<{ userId: number; kind: MailKind } | { problem: TokenProblem }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { audience: AUDIENCE, algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    const kind = MAIL_KINDS.find((k) => k === payload.kind);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !kind) return { problem: "invalid" };
    return { userId, kind };
  } catch (error) {
    return { problem: (error as { code?: string }).code === "ERR_JWT_EXPIRED" ? "expired" : "invalid" };
  }
}
