import { AsyncLocalStorage } from "node:async_hooks";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** The request id of the request being served, carried across awaits. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

/** One JSON object per line; every line written while serving a request carries its id. */
export function createLogger(
  level: Level | "silent" = "info",
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const log = (lvl: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < order[level]) return;
    const requestId = requestScope.getStore()?.requestId;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, requestId, ...fields }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
