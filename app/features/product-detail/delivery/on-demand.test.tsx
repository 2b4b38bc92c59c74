import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { tags, tagsWith } from "../../../../tests/helpers/html-tags";
import AcEstimatorForm from "../ac-estimator/ac-estimator-dialog";
import PolicyText from "./policy-dialog";
import ZipEstimateForm from "./zip-estimate-form";

// The delivery panel's pop-ups, zip form and location check load on demand (issue #3: the product
// page's first-load budget; first-load.test.ts checks the page's static imports). These tests fail
// when the panel stops loading them dynamically, and render each on-demand part directly to show
// it still carries its spec text.

const here = dirname(fileURLToPath(import.meta.url));

describe("the delivery panel loads its pop-ups, zip form and location check on demand", () => {
  it("imports each of them dynamically, and starts the pop-ups' loads on pointer or focus", () => {
    const panel = readFileSync(resolve(here, "delivery-panel.tsx"), "utf8");
    expect(panel).toContain('const loadPolicyDialog = onDemand(() => import("./policy-dialog"));');
    expect(panel).toContain(
      'const loadAcEstimator = onDemand(() => import("../ac-estimator/ac-estimator-dialog"));',
    );
    expect(panel).toContain('const loadZipForm = onDemand(() => import("./zip-estimate-form"));');
    expect(panel).toContain('const loadDetectedState = onDemand(() => import("./detected-state"));');
    expect(panel).toContain("preload={loadPolicyDialog.preload}");
    expect(panel).toContain("preload={loadAcEstimator.preload}");
    expect(panel).toContain("onPointerEnter={loadZipForm.preload}");
    expect(panel).toContain("onFocus={loadZipForm.preload}");
  });
});

describe("the parts loaded on demand still render their spec text", () => {
  const close = () => {};

  it("the policy pop-ups: delivery, warranty, return and pre-order texts (spec part 2 §9)", () => {
    const preorder = renderToString(<PolicyText kind="preorder" onTitle={close} />);
    expect(preorder).toContain("Coupons and points cannot be used on pre-order items.");
    expect(preorder).toContain("A $45 repackaging fee applies per item if the original packaging is lost.");
    expect(renderToString(<PolicyText kind="delivery" onTitle={close} />)).toContain(
      "We do not ship to FPO, APO or PO Box addresses.",
    );
    expect(renderToString(<PolicyText kind="returns" onTitle={close} />)).toContain(
      "Returns are accepted within 30 days of delivery.",
    );
    expect(renderToString(<PolicyText kind="warranty" onTitle={close} />)).toContain(
      "Plus+ members get an extra 1-year warranty on their purchases.",
    );
    // The titles reach the dialog once the text is there (on-demand-in-browser.test.ts shows it).
  });

  it("the AC estimator: the square feet field and Estimate", () => {
    const html = renderToString(<AcEstimatorForm />);
    expect(tagsWith(html, "input", { name: "squareFootage" })[0]).toHaveProperty("required");
    expect(html).toContain("Square Feet");
    expect(tagsWith(html, "input", { name: "heatingTemp", placeholder: "60-90°F" })).toHaveLength(1);
    expect(tagsWith(html, "button", { type: "submit" })).toHaveLength(1);
    expect(html).toContain("Estimate</button>");
  });

  it("the zip form: a labelled 5-digit zip field and Check", () => {
    const html = renderToString(
      <ZipEstimateForm
        fieldId="zip-field"
        productId={1}
        piid={2}
        zip="90602"
        onZip={close}
        onAnswer={close}
      />,
    );
    expect(tags(html, "label")[0]).toMatchObject({ for: "zip-field" });
    expect(html).toContain(">Zip code</label>");
    const [input] = tagsWith(html, "input", { id: "zip-field" });
    expect(input).toMatchObject({
      name: "zipcode",
      maxLength: "5",
      value: "90602",
      autoComplete: "postal-code",
    });
    expect(html).toContain("Check</button>");
  });
});
