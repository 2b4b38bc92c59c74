// The store's VAPID key pair (RFC 8292): from WEB_PUSH_VAPID_PUBLIC_KEY/PRIVATE_KEY when set, else
// generated once and kept in web_push_vapid_keys (decision 0041), so a fresh machine needs nothing
// and every process and restart signs with the same key: browsers subscribed with the public key,
// and a push signed by another key is refused by their push service.
import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { webPushVapidKeys } from "../../db/schema/web-push";
import type { Logger } from "../../http/logger";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: — who the push service may contact about our pushes. */
  subject: string;
  /** Where they came from: the environment, or the database (generated). */
  source: "env" | "database";
}

// One lookup per database handle (tests run several apps in one process, each with its own).
const known = new WeakMap<object, Promise<VapidKeys>>();

/** The key pair: configured, stored, or generated now and stored (one row; the first writer wins). */
export function vapidKeys(db: Db, config: Config, logger?: Logger): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = loadKeys(db, config, logger);
    known.set(db, keys);
    // A failed lookup (database down) is not remembered: the next call tries again.
    keys.catch(() => known.delete(db));
  }
  return keys;
}

async function loadKeys(db: Db, config: Config, logger?: Logger): Promise<VapidKeys> {
  const subject = config.WEB_PUSH_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  if (config.WEB_PUSH_VAPID_PUBLIC_KEY && config.WEB_PUSH_VAPID_PRIVATE_KEY)
    return {
      publicKey: config.WEB_PUSH_VAPID_PUBLIC_KEY,
      privateKey: config.WEB_PUSH_VAPID_PRIVATE_KEY,
      subject,
      source: "env",
    };
  const stored = async () =>
    (await db.select().from(webPushVapidKeys).where(eq(webPushVapidKeys.id, 1)).limit(1))[0];
  let row = await stored();
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    // Another process may be doing the same: the row that lands first is everyone's key.
    await db
      .insert(webPushVapidKeys)
      .values({ id: 1, publicKey: fresh.publicKey, privateKey: fresh.privateKey })
      .onConflictDoNothing();
    row = await stored();
    logger?.warn(
      "web push: no WEB_PUSH_VAPID_PUBLIC_KEY/PRIVATE_KEY set; using the key pair kept in the database (set them in production)",
    );
  }
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject, source: "database" };
}
