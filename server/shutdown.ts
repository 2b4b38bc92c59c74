import type { ServerType } from "@hono/node-server";
import type { Database } from "./db/client";
import type { Logger } from "./http/logger";

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (up to timeoutMs),
 * close the database, exit 0. A second signal forces the exit.
 */
export function installShutdown(opts: {
  server: ServerType;
  database: Database;
  logger: Logger;
  timeoutMs: number;
}) {
  const { server, database, logger, timeoutMs } = opts;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn("second signal, exiting now");
      process.exit(1);
    }
    stopping = true;
    logger.info("shutting down", { signal });
    const http = server as import("node:http").Server;
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    // Keep-alive connections become idle once their request ends; close them as they do.
    http.closeIdleConnections();
    const sweeper = setInterval(() => http.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time, closing connections");
      http.closeAllConnections();
    }, timeoutMs);
    timer.unref();
    await closed;
    clearTimeout(timer);
    clearInterval(sweeper);
    await database.close().catch((err) => logger.error("database close failed", { error: String(err) }));
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
