import { Hono } from "hono";
import { productDetail, productList } from "../../../contract/catalog";
import { categoryMenu } from "../../../contract/site";
import type { Deps } from "../../http/context";
import { route } from "../../http/route";
import { getCategoryMenu } from "./catalog.service";
import { getProductDetail } from "./product-detail.service";
import { listCategoryProducts } from "./product-list.service";

export function catalogRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, categoryMenu, (ctx) => getCategoryMenu(ctx));
  route(app, deps, productList, (ctx, { query }) => listCategoryProducts(ctx, query));
  route(app, deps, productDetail, (ctx, { params, query }) => getProductDetail(ctx, params.id, query.piid), {
    // A running Drop Price counts down in seconds from when the answer was made: never shared.
    shareable: (product) => product.spkie_special_time === null,
  });
  return app;
}
