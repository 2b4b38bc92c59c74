import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app";
import { boot, configOrExit } from "./boot";
import { fulfilmentDemoOn } from "./config";
import { startHousekeeping } from "./modules/customer/housekeeping";
import { startDemoFulfilment } from "./modules/fulfilment/demo-fulfilment";
import { mailSiteOf } from "./modules/fulfilment/fulfilment-events";
import { startMailWorker } from "./modules/mail/mail-worker";
import { startSmsWorker } from "./modules/sms/sms-worker";
import { installShutdown } from "./shutdown";

// `npm run dev`: Vite serves the app with hot reload; API changes restart this process (tsx watch).
process.env.NODE_ENV ??= "development";
// The client bundle and /version.json must agree, or the route guard would reload every navigation.
process.env.BUILD_VERSION ??= "dev";
const config = configOrExit();
const { deps, database, logger } = await boot(
  { ...config, NODE_ENV: "development" },
  process.env.BUILD_VERSION,
);
const mailWorker = startMailWorker(deps);
const smsWorker = startSmsWorker(deps);
const housekeeping = startHousekeeping(deps.db, logger, {
  pendingOrderMinutes: config.PENDING_ORDER_MINUTES,
  backInStockSite: mailSiteOf({ config }),
  storeName: config.STORE_NAME,
  publicOrigin: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
});
// Paid orders move through shipped and delivered by themselves (FULFILMENT_DEMO, config.ts).
const demoFulfilment = fulfilmentDemoOn({ ...config, NODE_ENV: "development" })
  ? startDemoFulfilment(deps, config.FULFILMENT_DEMO_SECONDS)
  : null;
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const handleRequest = createRequestHandler(
  () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  "development",
);
const app = createApp({
  deps: { ...deps, config: { ...deps.config, NODE_ENV: "development" } },
  ssr: handleRequest,
});
const honoListener = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => honoListener(req, res)));
server.listen(config.PORT, config.HOST, () => {
  logger.info(`Storefront (dev) ready on http://localhost:${config.PORT}`);
});
// The outbox worker finishes a send in flight and stops before the database it writes to closes.
const closeDatabase = async () => {
  await Promise.all([mailWorker.stop(), smsWorker.stop(), housekeeping.stop(), demoFulfilment?.stop()]);
  await database.close();
};
installShutdown({ server, database: { ...database, close: closeDatabase }, logger, timeoutMs: 2_000 });
