// `npm run serve` / `npm start` / `npm run dev` leave no orphaned server (issue 15 §2): a SIGTERM or
// SIGINT sent to the npm process (what a container runtime or a terminal sends), or npm killed
// outright, stops the server. Runs the real npm and the real launcher (scripts/start.mjs) with our
// own serve script, over a stand-in server entry, so no build is needed.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<
  string,
  string
>;
const dir = mkdtempSync(join(tmpdir(), "launcher-test-"));
// Our serve script, with the launcher and the stand-in entry as absolute paths.
writeFileSync(
  join(dir, "package.json"),
  JSON.stringify({
    name: "launcher-test",
    private: true,
    scripts: {
      serve: scripts.serve
        .replace("scripts/start.mjs", join(root, "scripts/start.mjs"))
        .replace("build/server/main.js", join(root, "tests/fixtures/launched-server.mjs")),
    },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const started: ChildProcess[] = [];
const serverPids: number[] = [];
afterEach(() => {
  for (const p of started.splice(0)) if (p.exitCode === null) p.kill("SIGKILL");
  // A server a failed test left running (the fault under test) must not outlive the test.
  for (const pid of serverPids.splice(0)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone, as it should be.
    }
  }
});

async function startServe() {
  const npm = spawn("npm", ["run", "--silent", "serve"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  started.push(npm);
  let out = "";
  npm.stdout.on("data", (d) => {
    out += d;
  });
  npm.stderr.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => npm.on("exit", (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  while (!/EVENT ready (\d+) launcher=(\d*) pid=(\d+)/.test(out)) {
    if (Date.now() > deadline || npm.exitCode !== null) throw new Error(`serve did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const [, port, launcher, pid] = /EVENT ready (\d+) launcher=(\d*) pid=(\d+)/.exec(out) ?? [];
  serverPids.push(Number(pid));
  return { npm, exited, port: Number(port), launcher: Number(launcher), output: () => out };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(true));
    });
    req.on("error", () => resolve(false));
    req.end();
  });
}

async function stopsAnswering(port: number): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!(await answers(port))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe("the launcher behind npm start / serve / dev", () => {
  it("every way of starting the server goes through the launcher, with no shell left in between", () => {
    expect(scripts.start).toBe(
      "exec node scripts/start.mjs --build --max-semi-space-size=32 build/server/main.js",
    );
    expect(scripts.serve).toBe("exec node scripts/start.mjs --max-semi-space-size=32 build/server/main.js");
    expect(scripts.dev.startsWith("exec node scripts/start.mjs node_modules/tsx/dist/cli.mjs watch ")).toBe(
      true,
    );
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`${signal} to the npm process stops the server, which gets the signal once`, async () => {
      const serve = await startServe();
      expect(await answers(serve.port)).toBe(true);
      serve.npm.kill(signal);
      expect(await stopsAnswering(serve.port)).toBe(true);
      await serve.exited;
      expect(serve.output().match(/EVENT signal \w+/g)).toEqual([`EVENT signal ${signal}`]);
    }, 60_000);
  }

  it("npm killed outright: the launcher notices and stops the server", async () => {
    const serve = await startServe();
    serve.npm.kill("SIGKILL");
    expect(await stopsAnswering(serve.port)).toBe(true);
    expect(serve.output()).toContain("EVENT signal SIGTERM");
  }, 60_000);

  it("tells the server the launcher's pid, so the server stops by itself if the launcher is killed outright", async () => {
    // The stand-in does not watch the launcher; server/shutdown.ts does (shutdown.test.ts).
    const serve = await startServe();
    expect(serve.launcher).toBeGreaterThan(0);
    expect(() => process.kill(serve.launcher, 0)).not.toThrow();
    expect(serve.launcher).not.toBe(serve.npm.pid);
  }, 60_000);
});
