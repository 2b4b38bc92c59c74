// Demo shoppers for trying what only some accounts see (decision 0044): old accounts of the
// previous store (customers.is_old_user) that the old-user pop-up asks to verify their address.
// Seeded with the catalog on the first start, and only where the development mailbox is on
// (development, test mode): their password is public, and their verification link is read there.
// Each starts with 1,000 store coins (decision 0047).
import { COIN_DEMO_GRANT } from "../../../contract/coin-constants";
import { grantDemoCoins } from "../../modules/coin/coin.service";
import { hashPassword } from "../../modules/customer/password-hash";
import type { Db } from "../client";
import { customers } from "../schema/customer";

export const DEMO_PASSWORD = "Garden-lamp-58";

/** Two, so the browser journeys verify one at each size. */
export const DEMO_OLD_USERS = [
  { email: "old.customer@example.com", firstname: "Olive", lastname: "Oldfield" },
  { email: "old.customer2@example.com", firstname: "Otto", lastname: "Oldfield" },
] as const;

export async function seedDemoAccounts(
  db: Db,
  opts: { now: Date; passwordHashCost: number },
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, opts.passwordHashCost);
  // Accounts of the previous store: their address last confirmed there, three years ago.
  const confirmedAt = new Date(opts.now.getTime() - 3 * 365 * 86_400_000);
  const rows = await db
    .insert(customers)
    .values(
      DEMO_OLD_USERS.map((u) => ({
        ...u,
        passwordHash,
        emailVerifiedAt: confirmedAt,
        isOldUser: true,
        createdAt: confirmedAt,
        updatedAt: confirmedAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: customers.id });
  // Welcome coins (decision 0047), so the coin page has something to send from the first start.
  await grantDemoCoins(
    db,
    rows.map((r) => r.id),
    COIN_DEMO_GRANT,
    opts.now,
  );
  return rows.length;
}
