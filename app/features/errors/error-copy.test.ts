// @vitest-environment node
import { describe, expect, it } from "vitest";
import { errorCopy, errorStatus } from "./error-copy";

describe("errorCopy", () => {
  it("explains each status in plain words", () => {
    expect(errorCopy(404).title).toBe("Page not found");
    expect(errorCopy(429).title).toBe("Too many requests");
    expect(errorCopy(503).title).toBe("We'll be right back");
  });

  it("uses the spec's generic message for server errors", () => {
    expect(errorCopy(500)).toEqual({
      title: "Something went wrong",
      message: "An error occurred, please try again later",
    });
    expect(errorCopy(418).title).toBe("Something went wrong");
  });
});

describe("errorStatus", () => {
  it("keeps HTTP error statuses and turns anything else into 500", () => {
    expect(errorStatus(404)).toBe(404);
    expect(errorStatus(503)).toBe(503);
    expect(errorStatus(200)).toBe(500);
    expect(errorStatus(0)).toBe(500);
  });
});
