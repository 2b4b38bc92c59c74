import type { Worker } from "node:cluster";
import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./http/logger";
import { type ClusterLike, superviseWorkers } from "./workers";

/** A stand-in for node:cluster: forks are objects that record the signals sent to them. */
class FakeCluster extends EventEmitter implements ClusterLike {
  forked: (Worker & { signals: string[] })[] = [];
  fork(): Worker {
    const signals: string[] = [];
    const w = { signals, process: { kill: (s: string) => signals.push(s) } } as unknown as Worker & {
      signals: string[];
    };
    this.forked.push(w);
    return w;
  }
  listen(w: Worker) {
    this.emit("listening", w);
  }
  die(w: Worker, code = 1) {
    this.emit("exit", w, code, null);
  }
}

function supervise(workers = 2) {
  const cluster = new FakeCluster();
  const exits: number[] = [];
  const signals = new Map<string, () => void>();
  superviseWorkers({
    cluster,
    workers,
    logger: createLogger("silent"),
    restartDelayMs: 1000,
    exit: (code) => exits.push(code),
    onSignal: (signal, handler) => signals.set(signal, handler),
  });
  return { cluster, exits, signal: (s: "SIGTERM" | "SIGINT") => signals.get(s)?.() };
}

afterEach(() => vi.useRealTimers());

describe("superviseWorkers (WEB_CONCURRENCY)", () => {
  it("forks one worker per WEB_CONCURRENCY and replaces one that dies after it was listening", () => {
    vi.useFakeTimers();
    const { cluster, exits } = supervise(3);
    expect(cluster.forked).toHaveLength(3);
    for (const w of cluster.forked) cluster.listen(w);
    cluster.die(cluster.forked[1]);
    expect(cluster.forked).toHaveLength(3); // not at once: after the restart delay
    vi.advanceTimersByTime(1000);
    expect(cluster.forked).toHaveLength(4);
    expect(exits).toEqual([]);
  });

  it("stops every worker and exits 1 when one dies before it ever listened (start-up fails)", () => {
    vi.useFakeTimers();
    const { cluster, exits } = supervise(2);
    const [a, b] = cluster.forked;
    cluster.listen(b);
    cluster.die(a);
    expect(b.signals).toEqual(["SIGTERM"]);
    vi.advanceTimersByTime(5000);
    expect(cluster.forked).toHaveLength(2); // nothing replaced
    expect(exits).toEqual([]);
    cluster.die(b, 0);
    expect(exits).toEqual([1]);
  });

  it("after start-up, a replacement that dies before it listened is replaced again; the others keep running", () => {
    vi.useFakeTimers();
    const { cluster, exits } = supervise(2);
    const [a, b] = cluster.forked;
    cluster.listen(a);
    cluster.listen(b);
    cluster.die(a);
    vi.advanceTimersByTime(1000);
    const replacement = cluster.forked[2];
    cluster.die(replacement); // e.g. the database briefly away
    expect(b.signals).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(cluster.forked).toHaveLength(4);
    expect(exits).toEqual([]);
  });

  it("passes SIGTERM to every worker, replaces none, and exits 0 when the last has drained", () => {
    vi.useFakeTimers();
    const { cluster, exits, signal } = supervise(2);
    const [a, b] = cluster.forked;
    cluster.listen(a);
    cluster.listen(b);
    signal("SIGTERM");
    expect(a.signals).toEqual(["SIGTERM"]);
    expect(b.signals).toEqual(["SIGTERM"]);
    cluster.die(a, 0);
    vi.advanceTimersByTime(5000);
    expect(cluster.forked).toHaveLength(2);
    expect(exits).toEqual([]);
    cluster.die(b, 0);
    expect(exits).toEqual([0]);
  });

  it("on SIGINT (Ctrl+C, which every worker receives from the terminal too) waits for the workers without signalling them again", () => {
    const { cluster, exits, signal } = supervise(2);
    const [a, b] = cluster.forked;
    cluster.listen(a);
    cluster.listen(b);
    signal("SIGINT");
    expect(a.signals).toEqual([]);
    cluster.die(a, 0);
    cluster.die(b, 0);
    expect(cluster.forked).toHaveLength(2);
    expect(exits).toEqual([0]);
  });
});
