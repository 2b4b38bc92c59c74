import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallResult } from "../../../contract/call";
import type { cmsPage } from "../../../contract/cms";
import type { pathLookup } from "../../../contract/site";
import { callJson } from "../../../tests/helpers/call-json";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { cmsPages, urlRewrites } from "../../db/schema/site";

type Page = CallResult<typeof cmsPage>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 12 });
});
afterAll(() => t?.close());

async function pageAt(path: string) {
  const found = await callJson<CallResult<typeof pathLookup>>(
    t.app,
    `/api/path?path=${encodeURIComponent(path)}`,
  );
  expect(found.body.code, path).toBe(200);
  expect(found.body.result.type, path).toBe("cms");
  return callJson<Page>(t.app, `/api/cms/${found.body.result.id}`);
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("GET /api/cms/:id", () => {
  it("serves the shipping guide with the spec's shipping rules", async () => {
    const res = await pageAt("/shipping-guide");
    expect(res.status).toBe(200);
    const page = res.body.result;
    expect(page.identifier).toBe("shipping-guide");
    expect(page.url).toBe("/shipping-guide");
    expect(page.title).toMatch(/shipping/i);
    expect(page.meta_description.length).toBeGreaterThan(0);
    const body = text(page.content);
    expect(body).toMatch(/free standard shipping/i);
    expect(body).toMatch(/2[–-]5 (business )?days/i);
    // Not to AK, GU, HI or PR (by code or by name); no FPO, APO or PO Box addresses.
    for (const [code, name] of [
      ["AK", "Alaska"],
      ["GU", "Guam"],
      ["HI", "Hawaii"],
      ["PR", "Puerto Rico"],
    ]) {
      expect(body).toMatch(new RegExp(`\\b(${code}|${name})\\b`));
    }
    for (const refused of ["FPO", "APO", "PO Box"]) expect(body).toContain(refused);
  });

  it("serves the return policy with its 30 days", async () => {
    const res = await pageAt("/cancel-return-policy");
    expect(text(res.body.result.content)).toMatch(/30[- ]days?/i);
  });

  it.each(["/about-us", "/our-guarantee", "/privacy-policy", "/terms-and-conditions", "/nestoraplus-rules"])(
    "%s is a real page with text",
    async (path) => {
      const res = await pageAt(path);
      expect(res.body.result.title.length).toBeGreaterThan(0);
      expect(text(res.body.result.content).length).toBeGreaterThan(200);
    },
  );

  it("answers 404 for an id that does not exist", async () => {
    const res = await callJson(t.app, "/api/cms/987654");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: "This page is not available.", result: null });
  });

  it("answers 422 for an id that is not a positive whole number", async () => {
    for (const bad of ["abc", "-1", "0", "1.5"]) {
      const res = await callJson(t.app, `/api/cms/${bad}`);
      expect(res.status, bad).toBe(422);
      expect(res.body.message, bad).toMatch(/^id: /);
    }
  });

  it("answers 404 for a page the operator switched off", async () => {
    const [page] = await t.database.db
      .insert(cmsPages)
      .values({
        identifier: "retired-offer",
        title: "Retired offer",
        contentHtml: "<p>Old</p>",
        isActive: false,
      })
      .returning();
    const res = await callJson(t.app, `/api/cms/${page.id}`);
    expect(res.status).toBe(404);
  });

  it("sanitises operator HTML: no scripts, handlers or javascript: links reach the shopper", async () => {
    const [page] = await t.database.db
      .insert(cmsPages)
      .values({
        identifier: "pasted-html",
        title: "Pasted",
        contentHtml: [
          "<h2>Care</h2>",
          "<script>alert(1)</script>",
          '<p onclick="steal()">Wipe with a damp cloth.</p>',
          '<a href="javascript:alert(2)">click</a>',
          '<a href="/shipping-guide" target="_blank">Shipping</a>',
          '<img src="/media/x.svg" onerror="alert(3)" width="10" height="10">',
          '<iframe src="https://evil.example"></iframe>',
        ].join(""),
      })
      .returning();
    await t.database.db
      .insert(urlRewrites)
      .values({ requestPath: "pasted-html", targetType: "cms", targetId: page.id });
    const html = (await pageAt("/pasted-html")).body.result.content;
    expect(html).toContain("<h2>Care</h2>");
    expect(html).toContain("Wipe with a damp cloth.");
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('loading="lazy"');
    await t.database.db.delete(urlRewrites).where(eq(urlRewrites.requestPath, "pasted-html"));
  });
});
