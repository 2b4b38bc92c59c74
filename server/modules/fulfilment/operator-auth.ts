// Who may call /admin/api: an operator's bearer token, nothing else. Cookies are not read at all (a
// shopper's browser session never reaches an operator call, and no cross-site form can use one); a
// bearer token that is a shopper's live session is refused 403, any other unknown token 401.
// Operators: OPERATOR_TOKEN of the configuration (as OPERATOR_NAME), and the rows of the operators
// table, which keep only the SHA-256 of each token (`npm run ops -- operator-add`).
import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { ADMIN_MESSAGES } from "../../../contract/admin";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { operators } from "../../db/schema/fulfilment";
import { AppError } from "../../http/errors";
import { findSession, hashToken } from "../../http/session";

/** Longer than any token we issue or accept. */
const MAX_TOKEN_LENGTH = 200;

export function bearerOf(c: Context): string | null {
  const header = c.req.header("authorization");
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));

/** The operator's name for a bearer token, or throws 401/403 (nothing else happens). */
export async function requireOperator(
  db: Db,
  config: Config,
  token: string | null,
  now: Date,
): Promise<string> {
  if (!token) throw new AppError(401, 401, ADMIN_MESSAGES.noCredentials);
  if (token.length > MAX_TOKEN_LENGTH) throw new AppError(401, 401, ADMIN_MESSAGES.unknownToken);
  const hash = hashToken(token);
  if (config.OPERATOR_TOKEN && sameHash(hash, hashToken(config.OPERATOR_TOKEN))) return config.OPERATOR_NAME;
  const [row] = await db
    .select({ name: operators.name })
    .from(operators)
    .where(and(eq(operators.tokenHash, hash), isNull(operators.revokedAt)))
    .limit(1);
  if (row) return row.name;
  if (await findSession(db, token, now)) throw new AppError(403, 403, ADMIN_MESSAGES.shopperToken);
  throw new AppError(401, 401, ADMIN_MESSAGES.unknownToken);
}
