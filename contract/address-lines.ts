// An order's destination as lines of text, the same in the confirmation e-mail and on the order
// pages: a shipping address ("name", "street", "unit", "City, ST 00000", "phone"), or the pickup
// store (its name, street and "City, ST 00000"). Addresses are stored as loose records (the
// address book's or checkout's fields), so every field is read defensively. No zod: browser-safe.

const textOf = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";

/** The shipping address as lines; empty parts are left out. */
export function addressLines(address: Record<string, unknown>): string[] {
  const name = [textOf(address.firstname), textOf(address.lastname)].filter(Boolean).join(" ");
  const region = textOf(address.region_code) || textOf(address.region);
  const cityLine = [textOf(address.city), [region, textOf(address.postcode)].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [
    name,
    textOf(address.street),
    textOf(address.apartment_unit_suite),
    cityLine,
    textOf(address.telephone),
  ].filter(Boolean);
}

/** The pickup store (an order's address when it is picked up) as lines: its name and place, no person or phone. */
export function pickupStoreLines(address: Record<string, unknown>): string[] {
  const place = addressLines({ ...address, firstname: "", lastname: "", telephone: "" });
  const name = textOf(address.company);
  return name ? [name, ...place] : place;
}
