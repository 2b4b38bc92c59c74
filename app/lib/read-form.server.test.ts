// @vitest-environment node
// A page action posted something that is not a form: 400 with a clear message, never a 500
// (issue 15 §3). Every page action reads its form through readForm.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loginAction } from "../features/login/login-action.server";
import { readForm } from "./read-form.server";

const MESSAGE = "The form could not be read: send it as a form (urlencoded or multipart).";

const post = (body: string, type: string) =>
  new Request("http://store.test/customer/account/login", {
    method: "POST",
    body,
    headers: { "content-type": type },
  });

/** The Response a page action threw (React Router answers with it), or fails. */
async function thrown(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (err) {
    if (err instanceof Response) return err;
    throw err;
  }
  throw new Error("nothing was thrown");
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect((await readForm(post("email=a%40b.c", "application/x-www-form-urlencoded"))).get("email")).toBe(
      "a@b.c",
    );
    const multipart = new Request("http://store.test/", { method: "POST", body: new FormData() });
    expect([...(await readForm(multipart)).keys()]).toEqual([]);
  });

  it("answers 400 for a body that is not a form", async () => {
    for (const [body, type] of [
      ['{"email":"a@b.c"}', "application/json"],
      ["not a multipart body", "multipart/form-data; boundary=x"],
      ['--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', "multipart/form-data; boundary=x"],
      ["email=a", "text/plain"],
    ]) {
      const res = await thrown(() => readForm(post(body, type)));
      expect([res.status, await res.text()], type).toEqual([400, MESSAGE]);
    }
  });

  it("a page action (sign-in) posted JSON answers 400, not 500", async () => {
    const context = {} as AppLoadContext;
    const res = await thrown(() =>
      loginAction({ request: post('{"intent":"login"}', "application/json"), context }),
    );
    expect([res.status, await res.text()]).toEqual([400, MESSAGE]);
  });

  it("no page code reads a form any other way", () => {
    const appDir = join(import.meta.dirname, "..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.testing\.tsx?$/.test(entry.name)) {
          if (path.endsWith("read-form.server.ts")) continue;
          if (/request\.formData\(\)/.test(readFileSync(path, "utf8")))
            offenders.push(relative(appDir, path));
        }
      }
    };
    walk(appDir);
    expect(offenders).toEqual([]);
  });
});
