// @vitest-environment node
import { describe, expect, it } from "vitest";
import { skipTargets } from "./skip-targets";

const hrefs = (ids: string[], error = false) => skipTargets(ids, error).map((t) => t.href);

describe("skipTargets", () => {
  it("offers content, menu and footer on pages with the full header", () => {
    expect(hrefs(["root", "layouts/default", "Home"])).toEqual(["#content", "#menu", "#footer"]);
    expect(hrefs(["root", "layouts/cms", "Cms"])).toEqual(["#content", "#menu", "#footer"]);
    expect(hrefs(["root", "PathLookup"])).toEqual(["#content", "#menu", "#footer"]);
  });

  it("leaves out the menu where the header has no navigation", () => {
    expect(hrefs(["root", "layouts/login", "Password"])).toEqual(["#content", "#footer"]);
  });

  it("offers only the content on chrome-less pages and the error page", () => {
    expect(hrefs(["root", "layouts/blank", "Oops"])).toEqual(["#content"]);
    expect(hrefs(["root", "layouts/default", "Home"], true)).toEqual(["#content"]);
  });
});
