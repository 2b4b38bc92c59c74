import { Hono } from "hono";
import { PHOTO_MAX_BYTES, UPLOAD_MESSAGES } from "../../../contract/uploads-constants";
import {
  productRegister,
  registeredProducts,
  warranties,
  warrantyClaim,
  warrantyPhotoUpload,
  warrantySuccess,
} from "../../../contract/warranty";
import type { Deps } from "../../http/context";
import { AppError } from "../../http/errors";
import { customerRoute } from "../../http/route";
import {
  fileClaim,
  listRegistered,
  listWarranties,
  registerProduct,
  warrantySuccess as success,
  uploadWarrantyPhoto,
} from "./warranty.service";

/** My Products and My Warranty (issue 17): every call needs a signed-in customer; answers are personal (no-store). */
export function warrantyRoutes(deps: Deps): Hono {
  const app = new Hono();
  customerRoute(app, deps, registeredProducts, async (ctx, customerId, { query }) => {
    return listRegistered(ctx, customerId, query.q);
  });
  customerRoute(app, deps, productRegister, async (ctx, customerId, { body }) => {
    return registerProduct(ctx, customerId, body);
  });
  customerRoute(app, deps, warranties, async (ctx, customerId, _input) => {
    return listWarranties(ctx, customerId);
  });
  customerRoute(app, deps, warrantyClaim, async (ctx, customerId, { body }) => {
    return fileClaim(ctx, customerId, body);
  });
  customerRoute(app, deps, warrantySuccess, async (ctx, customerId, { query }) => {
    return success(ctx, customerId, query.type, query.id);
  });
  // A file, so not the JSON/form body route() reads: the one multipart field `photo`, read here.
  customerRoute(app, deps, warrantyPhotoUpload, async (ctx, customerId, _input, c) => {
    return uploadWarrantyPhoto(ctx, customerId, await readPhoto(c.req.raw));
  });
  return app;
}

/** The bytes of the multipart field `photo`; a clear 4xx for anything else (as the review photo upload). */
async function readPhoto(req: Request): Promise<Uint8Array> {
  if (!(req.headers.get("content-type") ?? "").toLowerCase().includes("multipart/form-data"))
    throw new AppError(415, 415, "Send the photo as multipart/form-data in the field photo.");
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError(400, 400, "The request body is not a valid form.");
  }
  const file = form.get("photo");
  if ([...form.keys()].some((k) => k !== "photo") || form.getAll("photo").length > 1)
    throw new AppError(422, 422, "Send one photo in the field photo, and nothing else.");
  if (!(file instanceof File) || file.size === 0) throw new AppError(422, 422, UPLOAD_MESSAGES.missing);
  if (file.size > PHOTO_MAX_BYTES) throw new AppError(413, 413, UPLOAD_MESSAGES.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}
