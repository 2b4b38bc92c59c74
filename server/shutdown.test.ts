import { type ChildProcess, spawn } from "node:child_process";
import { Agent, request } from "node:http";
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
  }, 120_000);

  it("SIGINT does the same", async () => {
    const proc = startChild();
    await proc.waitFor("EVENT ready ");
    proc.child.kill("SIGINT");
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain("EVENT database-closed");
  }, 120_000);

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
  }, 120_000);

  it("keep-alive clients sending continuously: no request they sent is reset; readyz turns 503 at once", async () => {
    const proc = startChild();
    await proc.waitFor("EVENT ready ");
    const port = Number(/EVENT ready (\d+)/.exec(proc.output())?.[1]);
    // One keep-alive connection per client, as a browser tab or a health checker holds one.
    const agents = Array.from({ length: 50 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));

    interface Answer {
      status: number;
      connection: string | undefined;
      body: string;
    }
    const send = (agent: Agent, path: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
          let body = "";
          res.on("data", (d) => {
            body += d;
          });
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
          );
          res.on("error", reject);
        });
        req.on("error", (err: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
          err.reusedSocket = req.reusedSocket;
          reject(err);
        });
        req.end();
      });

    const workers: Answer[][] = [];
    const probes: Answer[][] = [];
    const failures: string[] = [];
    let refused = 0;
    // 50 keep-alive clients, each sending its next request the moment the last one is answered
    // (at most 300): 45 do work that reads the database, 5 are health checks asking /readyz.
    const client = async (n: number) => {
      const probe = n < 5;
      const mine: Answer[] = [];
      (probe ? probes : workers).push(mine);
      for (let i = 0; i < 300; i++) {
        try {
          const answer = await send(agents[n], probe ? "/readyz" : `/work?ms=${(n + i) % 7}`);
          mine.push(answer);
        } catch (err) {
          const { code, reusedSocket } = err as NodeJS.ErrnoException & { reusedSocket?: boolean };
          // A new connection after the listener closed: the request was never sent. A connection
          // the kernel had completed but the process had not yet taken in when the listener
          // closed is reset by the kernel, not by the drain: on a new socket that is the same
          // "never sent" (no byte of it was read). What the drain promises is about the
          // keep-alive sockets it holds: a request sent on a reused socket is never reset.
          if (code === "ECONNREFUSED" || (code === "ECONNRESET" && !reusedSocket)) refused++;
          else failures.push(`${code ?? ""} ${(err as Error).message} (reused socket: ${reusedSocket})`);
          return;
        }
      }
    };
    const clients = Array.from({ length: 50 }, (_, n) => client(n));
    // Let every client have a connection busy with requests, then stop the server under load.
    // Every worker must have been answered once: a client still waiting for its first answer when
    // the signal comes may find the listener closed and end with no answer at all.
    const answered = () => workers.reduce((n, mine) => n + mine.length, 0);
    const warm = () => workers.length === 45 && workers.every((mine) => mine.length > 0) && answered() >= 60;
    for (let waited = 0; !warm() && waited < 15_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    expect(warm(), "every worker answered once before the signal").toBe(true);
    const before = answered();
    proc.child.kill("SIGTERM");
    await Promise.all(clients);
    for (const agent of agents) agent.destroy();

    expect(await proc.exited).toBe(0);
    expect(failures).toEqual([]);
    // Traffic ran before and during the drain, and every client ended with a refused connection.
    expect(before).toBeGreaterThan(50);
    expect(refused).toBe(50);
    // Every request was answered; each connection's answer in the drain said Connection: close
    // and was its last (the answers of the first event-loop turns after the signal, before the
    // listener closes, keep the connection: a client that reconnected then could be reset).
    for (const mine of workers) {
      for (const a of mine) expect(a.status).toBe(200);
      const last = mine[mine.length - 1];
      expect([JSON.parse(last.body).draining, last.connection]).toEqual([true, "close"]);
      for (const a of mine.slice(0, -1)) expect(a.connection).toBe("keep-alive");
    }
    // Each health check saw "ready" until the signal and 503 from then on; the drain's answer
    // said Connection: close, and its next request found the listener closed. A probe whose
    // keep-alive socket sat idle at the signal (between an answer and its next request) has that
    // socket closed by the drain and finds the listener closed without ever asking during the
    // drain: it saw only "ready" (seen once in CI). At least one probe asks during the drain.
    const saw503 = probes.filter((mine) => mine.some((a) => a.status === 503));
    expect(saw503.length).toBeGreaterThan(0);
    for (const mine of probes) {
      const first503 = mine.findIndex((a) => a.status === 503);
      const ready = first503 === -1 ? mine : mine.slice(0, first503);
      for (const a of ready) expect([a.status, a.connection]).toEqual([200, "keep-alive"]);
      if (first503 === -1) continue;
      for (const a of mine.slice(first503))
        expect([a.status, JSON.parse(a.body)]).toEqual([503, { status: "shutting down" }]);
      expect(mine[mine.length - 1].connection).toBe("close");
    }
    const out = proc.output();
    expect(out.indexOf("EVENT database-closed")).toBeGreaterThan(out.indexOf('"msg":"shutting down"'));
    expect(out).not.toContain("did not finish in time");
  }, 120_000);

  it("closes a quiet keep-alive connection soon after SIGTERM instead of waiting for the timeout", async () => {
    const proc = startChild({ SHUTDOWN_TIMEOUT_MS: "8000" });
    await proc.waitFor("EVENT ready ");
    const port = Number(/EVENT ready (\d+)/.exec(proc.output())?.[1]);
    const agent = new Agent({ keepAlive: true });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/fast", agent }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(200);
    const started = Date.now();
    proc.child.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
    agent.destroy();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(proc.output()).not.toContain("did not finish in time");
  }, 120_000);

  it("stops by itself, draining as on SIGTERM, when the launcher that started it is gone", async () => {
    // A stand-in for scripts/start.mjs: a process whose pid the server is told, then killed outright.
    const launcher = spawn("sleep", ["120"], { stdio: "ignore" });
    children.push(launcher);
    const proc = startChild({ STOREFRONT_LAUNCHER_PID: String(launcher.pid) });
    await proc.waitFor("EVENT ready ");
    launcher.kill("SIGKILL");
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain('"msg":"shutting down","signal":"launcher exited"');
    expect(proc.output()).toContain("EVENT database-closed");
  }, 120_000);
});
