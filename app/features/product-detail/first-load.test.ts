import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue #3: the product page's first-load JavaScript. What only an opened pop-up or a press needs
// is loaded on demand; these tests fail when such a module is imported statically again (the
// bundler would then put it in the page's chunk).

const feature = dirname(fileURLToPath(import.meta.url));

/** The relative modules `file` imports statically (`import … from`, `export … from`; not `import type`). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"(\.[^"]+)";/gms)];
  return specifiers.map((m) => {
    const base = resolve(dirname(file), m[1]);
    const found = [".tsx", ".ts", "/index.ts"].map((ext) => base + ext).find(existsSync);
    if (!found) throw new Error(`cannot resolve ${m[1]} from ${file}`);
    return found;
  });
}

/** Every module of the product detail feature reached by static imports from `entry`. */
function staticModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file).filter((f) => f.startsWith(feature)));
  }
  return new Set([...seen].map((f) => f.slice(feature.length + 1)));
}

describe("the product page's first load leaves out what opens or runs on demand", () => {
  const firstLoad = staticModules(resolve(feature, "product-detail-page.tsx"));
  // The parts whose code loads when the shopper nears them (deferred-part.tsx): their own static
  // imports must leave the pop-ups out too.
  const nearLoad = new Set([
    ...staticModules(resolve(feature, "delivery/delivery-panel.tsx")),
    ...staticModules(resolve(feature, "below-fold/below-fold-sections.tsx")),
  ]);

  it("walks the real page (the buy column, the heart, the deferred parts' wrappers are in it)", () => {
    expect(firstLoad).toContain("gallery.tsx");
    expect(firstLoad).toContain("wish/wish-heart.tsx");
    expect(firstLoad).toContain("delivery/deferred-delivery-panel.tsx");
    expect(firstLoad).toContain("below-fold/below-fold.tsx");
    expect(firstLoad).toContain("back-in-stock/notify-me-button.tsx");
    expect(nearLoad).toContain("reviews/dialog-form.tsx");
    expect(nearLoad).toContain("extras/related-products.tsx");
  });

  it.each([
    "delivery/delivery-panel.tsx",
    "below-fold/below-fold-sections.tsx",
    "product-texts.tsx",
    "reviews/reviews-section.tsx",
    "faq/faq-section.tsx",
    "extras/product-extras.tsx",
  ])("%s loads when the shopper nears it, not with the page", (module) => {
    expect(firstLoad).not.toContain(module);
  });

  it.each([
    // Pop-ups, dialogs and drawers.
    "gallery-full-view.tsx",
    "delivery/policy-dialog.tsx",
    "ac-estimator/ac-estimator-dialog.tsx",
    "ac-estimator/btu.ts",
    "customization/customization-drawer.tsx",
    "coupons/coupons-drawer.tsx",
    "reviews/review-form.tsx",
    "faq/question-form.tsx",
    "back-in-stock/on-demand/notify-me-dialog.tsx",
    // What runs only after the shopper acts (or on a pickup product, the location check).
    "delivery/zip-estimate-form.tsx",
    "delivery/detected-state.ts",
    "delivery/nj-region.ts",
    "wish/wish-actions.ts",
    "wish/pending-wish.ts",
  ])("%s is not imported statically", (module) => {
    expect(firstLoad).not.toContain(module);
    expect(nearLoad).not.toContain(module);
  });

  it("the heart loads its calls with a press (or a signed-in page's first read), starting on pointer or focus", () => {
    const hook = readFileSync(resolve(feature, "wish/use-wish.ts"), "utf8");
    expect(hook).toContain('export const loadWishActions = onDemand(() => import("./wish-actions"));');
    const heart = readFileSync(resolve(feature, "wish/wish-heart.tsx"), "utf8");
    expect(heart).toContain("onPreload={loadWishActions.preload}");
    expect(heart).toContain("onPointerEnter={onPreload}");
    expect(heart).toContain("onFocus={onPreload}");
  });
});
