// The registration form's fields and their rules, shared by the page action (which checks every
// field before it asks the API, so each wrong field gets its message at once) and the view.
import {
  purchaseDateError,
  REGISTER_MESSAGES,
  retailerError,
  serialError,
} from "../../../contract/warranty-constants";

export type RegisterField =
  | "order_item_id"
  | "product_id"
  | "retailer"
  | "serial_number"
  | "purchase_date"
  | "proof";
export type RegisterErrors = Partial<Record<RegisterField, string>>;

export interface RegisterValues {
  source: "here" | "elsewhere";
  order_item_id: string;
  product_id: string;
  retailer: string;
  serial_number: string;
  purchase_date: string;
  proof: string;
}

export function registerValues(form: FormData): RegisterValues {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  return {
    source: text("source") === "here" ? "here" : "elsewhere",
    order_item_id: text("order_item_id"),
    product_id: text("product_id"),
    retailer: text("retailer"),
    serial_number: text("serial_number"),
    purchase_date: text("purchase_date"),
    proof: text("proof"),
  };
}

export function registerErrors(v: RegisterValues, today: Date): RegisterErrors {
  const errors: RegisterErrors = {};
  const put = (field: RegisterField, message: string | null) => {
    if (message) errors[field] = message;
  };
  put("serial_number", serialError(v.serial_number, v.source === "elsewhere"));
  if (v.source === "here") {
    put("order_item_id", v.order_item_id ? null : REGISTER_MESSAGES.itemRequired);
    return errors;
  }
  put("product_id", v.product_id ? null : REGISTER_MESSAGES.productRequired);
  put("retailer", retailerError(v.retailer));
  put("purchase_date", purchaseDateError(v.purchase_date, today));
  put("proof", v.proof ? null : REGISTER_MESSAGES.proofRequired);
  return errors;
}

/** Which field an API refusal belongs to (the rest are shown above the form). */
export function fieldOfMessage(message: string): RegisterField | null {
  const byMessage: Record<string, RegisterField> = {
    [REGISTER_MESSAGES.duplicateSerial]: "serial_number",
    [REGISTER_MESSAGES.duplicateItem]: "order_item_id",
    [REGISTER_MESSAGES.itemNotBought]: "order_item_id",
    [REGISTER_MESSAGES.productUnknown]: "product_id",
    [REGISTER_MESSAGES.proofUnknown]: "proof",
  };
  return byMessage[message] ?? null;
}
