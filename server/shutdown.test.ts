import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const children: ChildProcess[] = [];

/** Starts the child server and resolves once it listens, with a way to await its events. */
function startChild(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/shutdown-child.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  const waiters: { text: string; resolve: () => void }[] = [];
  const check = () => {
    for (const w of waiters.filter((w) => out.includes(w.text))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };
  child.stdout.on("data", (d) => {
    out += d;
    check();
  });
  child.stderr.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      waiters.push({ text, resolve });
      check();
      exited.then(() => setTimeout(() => reject(new Error(`child exited before "${text}":\n${out}`)), 50));
    });
  return { child, exited, waitFor, output: () => out };
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
});

describe("graceful shutdown (real process)", () => {
  it("on SIGTERM finishes the in-flight request, refuses new ones, closes the database and exits 0", async () => {
    const proc = startChild();
    await proc.waitFor("EVENT ready ");
    const port = Number(/EVENT ready (\d+)/.exec(proc.output())?.[1]);

    const inFlight = get(port, "/slow?ms=1500").catch((err: Error) => err);
    await proc.waitFor("EVENT slow-started");
    proc.child.kill("SIGTERM");
    await proc.waitFor('"msg":"shutting down"');

    // The listener is closed: a new request gets no answer while the slow one still runs
    // (refused, or reset if it raced the close and was swept as an idle connection).
    await new Promise((r) => setTimeout(r, 200));
    await expect(get(port, "/fast")).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);

    expect(await inFlight).toEqual({ status: 200, body: JSON.stringify({ finished: true, answer: 42 }) });
    expect(await proc.exited).toBe(0);
    const out = proc.output();
    expect(out).toContain("EVENT database-closed");
    // The database closes only after the in-flight request answered.
    expect(out.indexOf("EVENT database-closed")).toBeGreaterThan(out.indexOf('"msg":"shutting down"'));
    expect(out).toContain('"msg":"stopped"');
  }, 30_000);

  it("SIGINT does the same", async () => {
    const proc = startChild();
    await proc.waitFor("EVENT ready ");
    proc.child.kill("SIGINT");
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain("EVENT database-closed");
  }, 30_000);

  it("does not wait forever: a request slower than the timeout is cut off and the process still exits 0", async () => {
    const proc = startChild({ SHUTDOWN_TIMEOUT_MS: "300" });
    await proc.waitFor("EVENT ready ");
    const port = Number(/EVENT ready (\d+)/.exec(proc.output())?.[1]);
    const stuck = get(port, "/slow?ms=20000").catch((err: Error) => err);
    await proc.waitFor("EVENT slow-started");
    const started = Date.now();
    proc.child.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stuck).toBeInstanceOf(Error);
    expect(proc.output()).toContain("did not finish in time");
  }, 30_000);
});
