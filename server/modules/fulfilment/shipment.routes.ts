import { Hono } from "hono";
import {
  confirmShipment,
  orderItemsRead,
  orderShipmentsRead,
  trackShipment,
} from "../../../contract/fulfilment";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import * as track from "./shipment-track.service";

/** The shopper's fulfilment calls (contract/fulfilment.ts), mounted on the API app. */
export function shipmentRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, orderItemsRead, (ctx, { params }) => track.ownOrderItems(ctx, params.increment_id));
  route(app, deps, orderShipmentsRead, (ctx, { params }) =>
    track.ownOrderShipments(ctx, params.increment_id),
  );
  route(app, deps, trackShipment, (ctx, { body }) => track.trackShipment(ctx, body));
  route(app, deps, confirmShipment, (ctx, { body }) => track.confirmShipment(ctx, body));
  return app;
}
