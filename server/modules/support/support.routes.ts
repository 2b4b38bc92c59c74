import { Hono } from "hono";
import {
  createSupportRequest,
  supportFollowUp,
  supportPhotoUpload,
  supportRequests,
} from "../../../contract/support";
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { readPhoto } from "../reviews/reviews.routes";
import { createRequest, followUp, listMyRequests, uploadSupportPhoto } from "./support.service";

// Exclusive Customer Service, the customer's calls (contract/support.ts): signed-in customers only,
// personal answers (no-store). The operator's calls are mounted in fulfilment/admin.routes.ts.
export function supportRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, supportRequests, async (ctx, _input, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return listMyRequests(ctx, customerId);
  });
  route(app, deps, createSupportRequest, async (ctx, { body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return createRequest(ctx, customerId, body);
  });
  route(app, deps, supportFollowUp, async (ctx, { params, body }, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return followUp(ctx, customerId, params.number, body);
  });
  // A file, as the review photo upload: the one multipart field `photo`.
  route(app, deps, supportPhotoUpload, async (ctx, _input, c) => {
    const { customerId } = await requireCustomer(ctx);
    c.header("Cache-Control", "no-store");
    return uploadSupportPhoto(ctx, customerId, await readPhoto(c.req.raw));
  });
  return app;
}
