import { useRouteLoaderData } from "react-router";
import type { RootLoaderData } from "../../root";

export type MenuCategory = RootLoaderData["menu"][number];
export type PopularKeyword = RootLoaderData["popular"][number];

/**
 * The root loader's header data (menu, popular searches, store name, year), or undefined when
 * the root loader failed (the error page). A type-only import keeps root.tsx out of this
 * module's runtime imports (root.tsx imports the header, not the other way round).
 */
export function useShellData(): RootLoaderData | undefined {
  return useRouteLoaderData("root") as RootLoaderData | undefined;
}

export const DEFAULT_STORE_NAME = "Nestora";
