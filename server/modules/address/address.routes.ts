import { Hono } from "hono";
import {
  addCustomerAddress,
  countryRegionList,
  customerAddressList,
  deleteCustomerAddress,
  editCustomerAddress,
} from "../../../contract/address";
import { ADDRESS_COUNTRY_ID, ADDRESS_MESSAGES, US_REGIONS } from "../../../contract/address-constants";
import { requireCustomer } from "../../http/auth";
import type { Deps } from "../../http/context";
import { Reply, route } from "../../http/route";
import { addAddress, deleteAddress, editAddress, listAddresses } from "./address.service";

/** The region list and the signed-in customer's address book (contract/address.ts). */
export function addressRoutes(deps: Deps): Hono {
  const app = new Hono();
  route(app, deps, countryRegionList, (_ctx, { query }) =>
    query.country_id === ADDRESS_COUNTRY_ID ? [...US_REGIONS] : new Reply(400, ADDRESS_MESSAGES.country, []),
  );
  route(app, deps, customerAddressList, async (ctx) => {
    const { customerId } = await requireCustomer(ctx);
    return listAddresses(ctx.db, customerId);
  });
  route(app, deps, addCustomerAddress, async (ctx, { body }) => {
    const { customerId } = await requireCustomer(ctx);
    return addAddress(ctx, customerId, body);
  });
  route(app, deps, editCustomerAddress, async (ctx, { params, body }) => {
    const { customerId } = await requireCustomer(ctx);
    return editAddress(ctx, customerId, params.id, body);
  });
  route(app, deps, deleteCustomerAddress, async (ctx, { params }) => {
    const { customerId } = await requireCustomer(ctx);
    return deleteAddress(ctx, customerId, params.id);
  });
  return app;
}
