import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "./app";
import { boot, configOrExit } from "./boot";
import { fulfilmentDemoOn } from "./config";
import { createLogger } from "./http/logger";
import { projectRoot } from "./lib/project-root";
import { startHousekeeping } from "./modules/customer/housekeeping";
import { startDemoFulfilment } from "./modules/fulfilment/demo-fulfilment";
import { mailSiteOf } from "./modules/fulfilment/fulfilment-events";
import { startMailWorker } from "./modules/mail/mail-worker";
import { startSmsWorker } from "./modules/sms/sms-worker";
import { installShutdown } from "./shutdown";
import { superviseWorkers } from "./workers";

// Production entry: the built React Router server and client from `npm run build`. With
// WEB_CONCURRENCY > 1 this process supervises that many workers (server/workers.ts), each of which
// runs startServer.
const config = configOrExit();
if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.REDIS_URL)
    logger.warn("rate limits are counted per worker without REDIS_URL (each allows the full limit)");
  superviseWorkers({ cluster, workers: config.WEB_CONCURRENCY, logger });
} else {
  await startServer();
}

async function startServer(): Promise<void> {
  const root = projectRoot();
  const buildVersion = JSON.parse(readFileSync(join(root, "build/version.json"), "utf8")).version as string;
  const { deps, database, logger } = await boot(config, buildVersion);
  const mailWorker = startMailWorker(deps);
  const smsWorker = startSmsWorker(deps);
  const housekeeping = startHousekeeping(deps.db, logger, {
    pendingOrderMinutes: config.PENDING_ORDER_MINUTES,
    backInStockSite: mailSiteOf({ config }),
    storeName: config.STORE_NAME,
    publicOrigin: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  });
  // Paid orders move through shipped and delivered by themselves when the demo worker is on.
  const demoFulfilment = fulfilmentDemoOn(config)
    ? startDemoFulfilment(deps, config.FULFILMENT_DEMO_SECONDS)
    : null;
  // The background jobs finish what is in flight and stop before the database they write to closes.
  const closeDatabase = async () => {
    await Promise.all([mailWorker.stop(), smsWorker.stop(), housekeeping.stop(), demoFulfilment?.stop()]);
    await database.close();
  };

  const build = (await import(pathToFileURL(join(root, "build/server/index.js")).href)) as ServerBuild;
  const handleRequest = createRequestHandler(build, "production");
  const app = createApp({
    deps,
    clientDir: join(root, "build/client"),
    ssr: (request, context) => handleRequest(request, context),
  });

  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
    logger.info(`Storefront ready on http://${host}:${info.port}`, {
      version: buildVersion,
      database: database.kind,
    });
  });
  server.on("error", (err: NodeJS.ErrnoException) => {
    logger.error(
      err.code === "EADDRINUSE"
        ? `Port ${config.PORT} is already in use: stop the other server or set PORT.`
        : "server error",
      { error: err.message },
    );
    void closeDatabase().finally(() => process.exit(1));
  });
  installShutdown({
    server,
    database: { ...database, close: closeDatabase },
    logger,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  });
}
