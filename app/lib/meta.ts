import type { MetaDescriptor } from "react-router";

export interface RootData {
  storeName: string;
}

/** Page titles end with the store name (spec part 1 §2). */
export function titleFor(storeName: string | undefined, title?: string): string {
  const store = storeName ?? "Nestora";
  return `${title ?? "Furniture, Outdoor, Kitchen & Home Goods"} | ${store}`;
}

/** Reads the store name from the root match inside a `meta` function. */
export function storeNameFrom(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): string | undefined {
  const root = matches.find((m) => m?.id === "root");
  return (root?.data as RootData | undefined)?.storeName;
}

export function pageMeta(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
  title?: string,
  description?: string,
): MetaDescriptor[] {
  const out: MetaDescriptor[] = [{ title: titleFor(storeNameFrom(matches), title) }];
  if (description) out.push({ name: "description", content: description });
  return out;
}
