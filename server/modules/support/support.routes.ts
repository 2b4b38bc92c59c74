import { Hono } from "hono";
import {
  createSupportRequest,
  supportFollowUp,
  supportPhotoUpload,
  supportRequests,
} from "../../../contract/support";
import type { Deps } from "../../http/context";
import { customerRoute } from "../../http/route";
import { readPhoto } from "../reviews/reviews.routes";
import { createRequest, followUp, listMyRequests, uploadSupportPhoto } from "./support.service";

// Exclusive Customer Service, the customer's calls (contract/support.ts): signed-in customers only,
// personal answers (no-store). The operator's calls are mounted in fulfilment/admin.routes.ts.
export function supportRoutes(deps: Deps): Hono {
  const app = new Hono();
  customerRoute(app, deps, supportRequests, async (ctx, customerId, _input) => {
    return listMyRequests(ctx, customerId);
  });
  customerRoute(app, deps, createSupportRequest, async (ctx, customerId, { body }) => {
    return createRequest(ctx, customerId, body);
  });
  customerRoute(app, deps, supportFollowUp, async (ctx, customerId, { params, body }) => {
    return followUp(ctx, customerId, params.number, body);
  });
  // A file, as the review photo upload: the one multipart field `photo`.
  customerRoute(app, deps, supportPhotoUpload, async (ctx, customerId, _input, c) => {
    return uploadSupportPhoto(ctx, customerId, await readPhoto(c.req.raw));
  });
  return app;
}
