// `npm run ops -- <command> …`: the operator's command line. It drives the operator calls under
// /admin/api over HTTP with an operator token (OPS_TOKEN, else OPERATOR_TOKEN), against OPS_URL
// (default http://127.0.0.1:$PORT, PORT default 3000). `operator-add` instead writes an operator
// straight into the configured database (run it where the server's DATABASE_URL or DATA_DIR is;
// with the embedded database, while the server is stopped) and prints the new token once.
//
//   npm run ops -- orders [--status processing] [--order 100000012] [--limit 50]
//   npm run ops -- ship --order 100000012 --carrier UPS --tracking 1Z999AA10123456784 [--item 31:1 …]
//   npm run ops -- out-for-delivery (--shipment 7 | --tracking 1Z…) [--location "Newark, NJ"]
//   npm run ops -- deliver (--shipment 7 | --tracking 1Z…) [--location "Front porch"]
//   npm run ops -- support-requests [--status open|answered|closed|active] [--number CS-000123]
//   npm run ops -- support-reply --number CS-000123 --message "Your replacement ships today."
//   npm run ops -- support-close --number CS-000123
//   npm run ops -- notes-broadcast --title "…" [--content "<p>…</p>"] (--everyone | --group PLUS+ |
//                  --group-id 4 | --customer 42 | --email ada@example.com) [--url /path] [--image …] [--hot]
//   npm run ops -- web-push-send --title "…" [--body "…"] [--url /path] (--everyone | --customer 42 |
//                  --email ada@example.com)
//   npm run ops -- returns [--status requested] [--order 100000012]
//   npm run ops -- return-approve --rma R100000012-1
//   npm run ops -- return-refuse --rma R100000012-1 --reason "Outside the 30 days"
//   npm run ops -- return-receive --rma R100000012-1
//   npm run ops -- return-refund --rma R100000012-1
//   npm run ops -- plus-members [--status active|expired] [--limit 100]
//   npm run ops -- plus-expire-now --customer 42
//   npm run ops -- stock --product 123 [--variant 456] --qty 12 [--in-stock | --out-of-stock]
//   npm run ops -- game-gifts [--state to_ship|to_receive|reported]
//   npm run ops -- game-gift-ship --turn 7 --tracking 1Z999AA10123456784
//   npm run ops -- game-gift-deliver --turn 7
//   npm run ops -- game-gift-receive --turn 7
//   npm run ops -- operator-add --name dana
import { createHash, randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { AdminOrder } from "../contract/admin";
import type { ShipmentView } from "../contract/fulfilment";
import { CARRIER_NAMES } from "../contract/fulfilment-constants";
import type { GameAdminGift } from "../contract/game";
import type { ReturnView } from "../contract/returns";
import { RETURN_STATUSES } from "../contract/returns-constants";
import type { AdminSupportRequest } from "../contract/support";

interface AdminPlusMember {
  customer_id: number;
  email: string;
  customer_group: string;
  previous_group: string;
  started_at: string;
  expires_at: string;
  active: boolean;
  invite_code: string | null;
}

export const USAGE = `Usage: npm run ops -- <command> [options]

Commands (over HTTP, with OPS_TOKEN or OPERATOR_TOKEN, against OPS_URL):
  orders            [--status processing|shipped|complete|…] [--order <number>] [--limit <n>]
  ship              --order <number> --carrier <${CARRIER_NAMES.join("|")}> --tracking <number>
                    [--item <order item id>:<qty> …]   (no --item: everything not yet shipped)
  out-for-delivery  --shipment <id> | --tracking <number>  [--location <text>]
  deliver           --shipment <id> | --tracking <number>  [--location <text>]
  support-requests  [--status open|answered|closed|active] [--number <CS-000123>] [--limit <n>]
  support-reply     --number <CS-000123> --message <text>   (mails the customer, a note in their bell)
  support-close     --number <CS-000123>
  notes-broadcast   --title <text> [--content <html>] [--url <path or https>] [--image <path or https>]
                    [--hot] [--expires <ISO date-time>]
                    and one of: --everyone | --group <name> | --group-id <id> | --customer <id> | --email <e-mail>
  web-push-send     --title <text> [--body <text>] [--url <store path>]
                    and one of: --everyone | --customer <id> | --email <e-mail>
  returns           [--status ${RETURN_STATUSES.join("|")}] [--order <number>] [--limit <n>]
  return-approve    --rma <RMA number>   (the customer gets the label)
  return-refuse     --rma <RMA number> --reason <text>
  return-receive    --rma <RMA number>   (the parcel arrived)
  return-refund     --rma <RMA number>   (money, points and stock; once)
  plus-members      [--status active|expired] [--limit <n>]   (Plus+ memberships, soonest expiry first)
  plus-expire-now   --customer <id>   (ends the membership now: back to the previous group)
  stock             --product <id> [--variant <piid>] --qty <n> [--in-stock | --out-of-stock]
                    (sets a variant's stock; back in stock, its waiting shoppers are mailed once)
  game-gifts        [--state to_ship|to_receive|reported]   (Play to Win gifts; to_ship: oldest ship-by first)
  game-gift-ship    --turn <id> --tracking <number>   (a confirmed gift of a complete order; mails the shopper)
  game-gift-deliver --turn <id>
  game-gift-receive --turn <id>   (a gift sent back with its returned order: back in stock)
Local (writes the configured database directly):
  operator-add      --name <name>   prints the new operator's token once
`;

export interface OpsIo {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  env: Record<string, string | undefined>;
  out: (line: string) => void;
}

class UsageError extends Error {}

const OPTIONS = {
  status: { type: "string" },
  order: { type: "string" },
  limit: { type: "string" },
  carrier: { type: "string" },
  tracking: { type: "string" },
  item: { type: "string", multiple: true },
  shipment: { type: "string" },
  location: { type: "string" },
  name: { type: "string" },
  number: { type: "string" },
  message: { type: "string" },
  title: { type: "string" },
  content: { type: "string" },
  body: { type: "string" },
  url: { type: "string" },
  image: { type: "string" },
  hot: { type: "boolean" },
  expires: { type: "string" },
  everyone: { type: "boolean" },
  group: { type: "string" },
  "group-id": { type: "string" },
  customer: { type: "string" },
  email: { type: "string" },
  rma: { type: "string" },
  reason: { type: "string" },
  product: { type: "string" },
  variant: { type: "string" },
  qty: { type: "string" },
  "in-stock": { type: "boolean" },
  "out-of-stock": { type: "boolean" },
  state: { type: "string" },
  turn: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

function need(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`--${flag} is required.`);
  return value;
}

function items(values: string[] | undefined) {
  return values?.map((v) => {
    const m = /^(\d+):(\d+)$/.exec(v);
    if (!m) throw new UsageError(`--item must be <order item id>:<qty>, not "${v}".`);
    return { order_item_id: Number(m[1]), qty: Number(m[2]) };
  });
}

function shipmentRef(v: { shipment?: string; tracking?: string }) {
  if (Boolean(v.shipment) === Boolean(v.tracking))
    throw new UsageError("Give either --shipment or --tracking.");
  return v.shipment ? { shipment_id: Number(v.shipment) } : { tracking_number: v.tracking };
}

const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 16) : "");

function printShipment(s: ShipmentView, out: OpsIo["out"]) {
  out(`shipment ${s.shipment_id} of order ${s.increment_id}: ${s.status_label}`);
  out(`  ${s.carrier} ${s.tracking_number}${s.tracking_url ? `  ${s.tracking_url}` : ""}`);
  for (const i of s.items) out(`  ${i.qty} × ${i.name} (${i.sku}, item ${i.order_item_id})`);
  for (const e of s.events)
    out(`  ${when(e.at)}  ${e.status_label}  ${e.description}${e.location ? ` — ${e.location}` : ""}`);
}

function printOrders(list: AdminOrder[], out: OpsIo["out"]) {
  if (list.length === 0) out("No orders.");
  for (const o of list) {
    out(
      `order ${o.increment_id}  ${o.status} / ${o.fulfilment_status}  ${o.email}  placed ${when(o.created_at)}`,
    );
    for (const i of o.items)
      out(`  item ${i.order_item_id}: ${i.qty_shipped}/${i.qty} shipped  ${i.name} (${i.sku})`);
    for (const s of o.shipments)
      out(`  shipment ${s.shipment_id}: ${s.carrier} ${s.tracking_number} ${s.status}`);
  }
}

function printRequests(list: AdminSupportRequest[], out: OpsIo["out"]) {
  if (list.length === 0) out("No requests.");
  for (const r of list) {
    out(
      `${r.number}  ${r.status_label}  ${r.topic_label}  ${r.order_increment_id ? `order ${r.order_increment_id}` : "no order"}  ${r.customer_name ? `${r.customer_name} ` : ""}<${r.customer_email}>`,
    );
    for (const m of r.messages) {
      out(`  ${when(m.created_at)}  ${m.author_label}: ${m.body.replace(/\s+/g, " ")}`);
      for (const a of m.attachments) out(`    picture ${a.url}`);
    }
  }
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>["values"];

/** The broadcast's audience: exactly one of the flags. */
function audience(v: Values) {
  const given = [
    v.everyone ? { audience: "everyone" } : null,
    v.group ? { audience: "group", group: v.group } : null,
    v["group-id"] ? { audience: "group", customer_group_id: Number(v["group-id"]) } : null,
    v.customer ? { audience: "customer", customer_id: Number(v.customer) } : null,
    v.email ? { audience: "customer", email: v.email } : null,
  ].filter((x) => x !== null);
  if (given.length !== 1)
    throw new UsageError("Give exactly one of --everyone, --group, --group-id, --customer and --email.");
  return given[0];
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

function printGift(g: GameAdminGift, out: OpsIo["out"]) {
  const gift = g.gift ? `${g.gift.name} (${g.sku ?? ""}, ${money(g.gift.price)})` : "no gift yet";
  out(`turn ${g.turn_id} of order ${g.increment_id}: ${g.status}  ${gift}`);
  out(`  to ${g.ship_to}  (${g.customer_email})`);
  if (g.ship_by) out(`  ship by ${when(g.ship_by)}${new Date(g.ship_by) < new Date() ? "  OVERDUE" : ""}`);
  if (g.tracking_number) out(`  tracking ${g.tracking_number}`);
  if (g.reported) out("  quality issue reported (see support-requests)");
}

function printReturn(r: ReturnView, out: OpsIo["out"]) {
  out(`return ${r.rma_number} of order ${r.increment_id}: ${r.status_label}  (${r.reason_label})`);
  for (const i of r.items)
    out(
      `  ${i.qty} × ${i.name} (${i.sku}, item ${i.order_item_id})  refund ${money(i.refund_amount + i.plan_refund_amount)}`,
    );
  if (r.comment) out(`  comment: ${r.comment}`);
  if (r.refuse_reason) out(`  refused: ${r.refuse_reason}`);
  out(
    `  ${r.status === "refunded" ? "refunded" : "refund"} ${money(r.refund_amount)}` +
      (r.status === "refunded"
        ? `, ${r.points_refunded} points back, ${r.points_taken_back} points taken back`
        : ""),
  );
}

/** Runs one command; answers the process exit code (0 done, 1 refused or failed, 2 usage). */
export async function runOps(argv: string[], io: OpsIo): Promise<number> {
  try {
    const { positionals, values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
    const [command] = positionals;
    if (!command || values.help) {
      io.out(USAGE);
      return command ? 0 : 2;
    }
    if (command === "operator-add") return await operatorAdd(need(values.name, "name"), io);
    const base = (io.env.OPS_URL ?? `http://127.0.0.1:${io.env.PORT ?? "3000"}`).replace(/\/$/, "");
    const token = io.env.OPS_TOKEN ?? io.env.OPERATOR_TOKEN;
    if (!token) throw new UsageError("Set OPS_TOKEN (or OPERATOR_TOKEN) to an operator token.");
    const ask = async <T>(method: string, path: string, body?: unknown) => {
      let res: Response;
      try {
        res = await io.fetch(`${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { "content-type": "application/json" } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
      } catch (err) {
        throw new Error(
          `cannot reach the store at ${base} (${(err as Error).message}): is it running? OPS_URL names it.`,
        );
      }
      const envelope = (await res.json()) as { code: number; message: string; result: T };
      if (envelope.code !== 200)
        throw new Error(`${envelope.message} (HTTP ${res.status}, code ${envelope.code})`);
      return envelope.result;
    };
    switch (command) {
      case "orders": {
        const q = new URLSearchParams();
        if (values.status) q.set("status", values.status);
        if (values.order) q.set("increment_id", values.order);
        if (values.limit) q.set("limit", values.limit);
        printOrders(await ask<AdminOrder[]>("GET", `/admin/api/orders?${q}`), io.out);
        return 0;
      }
      case "ship":
        printShipment(
          await ask<ShipmentView>("POST", "/admin/api/order/ship", {
            increment_id: need(values.order, "order"),
            carrier: need(values.carrier, "carrier"),
            tracking_number: need(values.tracking, "tracking"),
            items: items(values.item),
          }),
          io.out,
        );
        return 0;
      case "out-for-delivery":
      case "deliver":
        printShipment(
          await ask<ShipmentView>(
            "POST",
            command === "deliver" ? "/admin/api/shipment/deliver" : "/admin/api/shipment/out-for-delivery",
            { ...shipmentRef(values), location: values.location },
          ),
          io.out,
        );
        return 0;
      case "support-requests": {
        const q = new URLSearchParams();
        if (values.status) q.set("status", values.status);
        if (values.number) q.set("number", values.number);
        if (values.limit) q.set("limit", values.limit);
        printRequests(await ask<AdminSupportRequest[]>("GET", `/admin/api/support/requests?${q}`), io.out);
        return 0;
      }
      case "support-reply":
      case "support-close": {
        const reply = command === "support-reply";
        const request = await ask<AdminSupportRequest>(
          "POST",
          reply ? "/admin/api/support/reply" : "/admin/api/support/close",
          reply
            ? { number: need(values.number, "number"), message: need(values.message, "message") }
            : { number: need(values.number, "number") },
        );
        io.out(reply ? `Replied to ${request.number}.` : `${request.number} is closed.`);
        printRequests([request], io.out);
        return 0;
      }
      case "notes-broadcast": {
        const written = await ask<{ note_ids: number[]; audience: string; customer_group_ids: number[] }>(
          "POST",
          "/admin/api/notes/broadcast",
          {
            ...audience(values),
            title: need(values.title, "title"),
            content: values.content ?? "",
            url: values.url,
            image: values.image,
            hot: values.hot ? 1 : undefined,
            expires_at: values.expires,
          },
        );
        io.out(
          `Note ${written.note_ids.join(", ")} written for ${
            written.audience === "group"
              ? `group id ${written.customer_group_ids.join(", ")}`
              : written.audience
          }.`,
        );
        return 0;
      }
      case "web-push-send": {
        const who = [values.everyone, values.customer, values.email].filter(Boolean).length;
        if (who !== 1) throw new UsageError("Give one of --everyone, --customer <id> or --email <e-mail>.");
        const sent = await ask<{ subscriptions: number; sent: number; removed: number; failed: number }>(
          "POST",
          "/admin/api/web-push/send",
          {
            ...(values.everyone
              ? { audience: "everyone" }
              : values.customer
                ? { audience: "customer", customer_id: Number(values.customer) }
                : { audience: "customer", email: values.email }),
            title: need(values.title, "title"),
            body: values.body ?? "",
            url: values.url,
          },
        );
        io.out(
          `Sent to ${sent.sent} of ${sent.subscriptions} subscriptions (${sent.removed} gone and removed, ${sent.failed} failed).`,
        );
        return 0;
      }
      case "returns": {
        const q = new URLSearchParams();
        if (values.status) q.set("status", values.status);
        if (values.order) q.set("increment_id", values.order);
        if (values.limit) q.set("limit", values.limit);
        const list = await ask<ReturnView[]>("GET", `/admin/api/returns?${q}`);
        if (list.length === 0) io.out("No returns.");
        for (const r of list) printReturn(r, io.out);
        return 0;
      }
      case "return-approve":
      case "return-receive":
      case "return-refund":
        printReturn(
          await ask<ReturnView>("POST", `/admin/api/return/${command.slice("return-".length)}`, {
            rma_number: need(values.rma, "rma"),
          }),
          io.out,
        );
        return 0;
      case "return-refuse":
        printReturn(
          await ask<ReturnView>("POST", "/admin/api/return/refuse", {
            rma_number: need(values.rma, "rma"),
            reason: need(values.reason, "reason"),
          }),
          io.out,
        );
        return 0;
      case "plus-members": {
        const q = new URLSearchParams();
        if (values.status) q.set("status", values.status);
        if (values.limit) q.set("limit", values.limit);
        const list = await ask<AdminPlusMember[]>("GET", `/admin/api/plus/members?${q}`);
        if (list.length === 0) io.out("No Plus+ memberships.");
        for (const m of list)
          io.out(
            `#${m.customer_id} ${m.email}  ${m.active ? "active" : "expired"}  ${m.started_at.slice(0, 10)} → ${m.expires_at.slice(0, 10)}  group ${m.customer_group} (back to ${m.previous_group})  code ${m.invite_code ?? "-"}`,
          );
        return 0;
      }
      case "plus-expire-now": {
        const done = await ask<{ customer_id: number; customer_group: string }>(
          "POST",
          "/admin/api/plus/expire-now",
          { customer_id: Number(need(values.customer, "customer")) },
        );
        io.out(
          `Customer #${done.customer_id}'s Plus+ membership has ended; group now ${done.customer_group}.`,
        );
        return 0;
      }
      case "stock": {
        if (values["in-stock"] && values["out-of-stock"])
          throw new UsageError("Give --in-stock or --out-of-stock, not both.");
        const qty = need(values.qty, "qty");
        if (!/^\d{1,7}$/.test(qty)) throw new UsageError("--qty must be a whole number from 0.");
        const done = await ask<{ child_id: number; qty: number; is_in_stock: boolean; notified: number }>(
          "POST",
          "/admin/api/product/stock",
          {
            product_id: Number(need(values.product, "product")),
            ...(values.variant ? { child_id: Number(values.variant) } : {}),
            qty: Number(qty),
            ...(values["in-stock"]
              ? { is_in_stock: true }
              : values["out-of-stock"]
                ? { is_in_stock: false }
                : {}),
          },
        );
        io.out(
          `Variant #${done.child_id}: ${done.qty} on hand, ${done.is_in_stock ? "in stock" : "out of stock"}; ${done.notified} back-in-stock mail(s) written.`,
        );
        return 0;
      }
      case "game-gifts": {
        const q = new URLSearchParams({ state: values.state ?? "to_ship" });
        const { gifts } = await ask<{ gifts: GameAdminGift[] }>("GET", `/admin/api/game/gifts?${q}`);
        if (gifts.length === 0) io.out("No gifts.");
        for (const g of gifts) printGift(g, io.out);
        return 0;
      }
      case "game-gift-ship":
      case "game-gift-deliver":
      case "game-gift-receive": {
        const turn = need(values.turn, "turn");
        if (!/^\d{1,9}$/.test(turn)) throw new UsageError("--turn must be a turn id.");
        const step = command.slice("game-gift-".length);
        const { gift } = await ask<{ gift: GameAdminGift }>(
          "POST",
          `/admin/api/game/gifts/${turn}/${step}`,
          step === "ship" ? { tracking_number: need(values.tracking, "tracking") } : {},
        );
        printGift(gift, io.out);
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (err) {
    const usage = err instanceof UsageError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    io.out(`ops: ${(err as Error).message}`);
    if (usage) io.out(USAGE);
    return usage ? 2 : 1;
  }
}

/** Adds an operator to the configured database (only its token's SHA-256 is kept). */
async function operatorAdd(name: string, io: OpsIo): Promise<number> {
  if (!/^[A-Za-z0-9._-]{1,40}$/.test(name))
    throw new UsageError("--name must be 1–40 letters, digits, dots, dashes or underscores.");
  const { loadConfig } = await import("../server/config");
  const { openDatabase } = await import("../server/db/client");
  const { operators } = await import("../server/db/schema/fulfilment");
  const config = loadConfig(io.env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    const token = randomBytes(32).toString("base64url");
    const added = await database.db
      .insert(operators)
      .values({ name, tokenHash: createHash("sha256").update(token).digest("hex") })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (added.length === 0) {
      io.out(`ops: an operator named ${name} exists already.`);
      return 1;
    }
    io.out(`Operator ${name} added. Its token (shown once, keep it secret):`);
    io.out(token);
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await runOps(process.argv.slice(2), {
    fetch: (url, init) => fetch(url, init),
    env: process.env,
    out: (line) => console.log(line),
  });
}
