import type { Worker } from "node:cluster";
import type { Logger } from "./http/logger";

/** The part of node:cluster the supervisor uses (a fake in its tests). */
export interface ClusterLike {
  fork(): Worker;
  on(event: "exit", listener: (worker: Worker, code: number | null, signal: string | null) => void): unknown;
  on(event: "listening", listener: (worker: Worker) => void): unknown;
}

export interface SuperviseOptions {
  cluster: ClusterLike;
  workers: number;
  logger: Logger;
  /** Wait before replacing a worker that died, so a crash loop does not spin. */
  restartDelayMs?: number;
  /** process.exit, or the test's. */
  exit?: (code: number) => void;
  /** Registers the shutdown signals (process.on, or the test's). */
  onSignal?: (signal: "SIGTERM" | "SIGINT", handler: () => void) => void;
}

/**
 * WEB_CONCURRENCY > 1: this process runs no server itself; it forks that many workers, each a
 * whole server (its own database pool, caches and background jobs, all safe to run side by side:
 * the mail outbox and the order sweep lock what they work on) sharing the listening port.
 * - A worker that dies after it was listening is replaced (after `restartDelayMs`).
 * - A first worker that dies before every first worker has listened means start-up fails (bad
 *   port, database down at start): every worker is stopped and this process exits 1 instead of
 *   forking forever. After start-up, a replacement that dies early is replaced again.
 * - SIGTERM goes to every worker, which drains like a single server (server/shutdown.ts); this
 *   process exits 0 when the last worker has. SIGINT (Ctrl+C) already reaches every process of the
 *   terminal's process group, so it is not passed on: a worker takes a second signal as "exit now".
 */
export function superviseWorkers(opts: SuperviseOptions): void {
  const { cluster, workers, logger, restartDelayMs = 1000 } = opts;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const onSignal = opts.onSignal ?? ((signal, handler) => process.on(signal, handler));
  const live = new Set<Worker>();
  const listened = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;

  const stopAll = (signal: "SIGTERM" | "SIGINT") => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping workers", { signal, workers: live.size });
    if (signal === "SIGTERM") for (const w of live) w.process.kill(signal);
    if (live.size === 0) exit(exitCode);
  };

  // Until every first worker has listened, one that dies first means the server cannot start (bad
  // config, port taken): stop. Afterwards a replacement that dies early (the database briefly away)
  // is replaced again like any other, so it never takes the healthy workers down with it.
  let started = false;
  cluster.on("listening", (worker) => {
    listened.add(worker);
    if (listened.size >= workers) started = true;
  });
  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    const wasListening = listened.delete(worker);
    if (stopping) {
      if (live.size === 0) exit(exitCode);
      return;
    }
    if (!wasListening && !started) {
      logger.error("a worker stopped before it was listening; stopping", { code, signal });
      stopping = true;
      exitCode = 1;
      for (const w of live) w.process.kill("SIGTERM");
      if (live.size === 0) exit(exitCode);
      return;
    }
    logger.warn("a worker stopped; starting another", { code, signal });
    // Not unref'd: while no worker is alive, this timer is what keeps the supervisor running.
    setTimeout(() => {
      if (!stopping) live.add(cluster.fork());
    }, restartDelayMs);
  });

  for (let i = 0; i < workers; i++) live.add(cluster.fork());
  logger.info("workers started", { workers });
  onSignal("SIGTERM", () => stopAll("SIGTERM"));
  onSignal("SIGINT", () => stopAll("SIGINT"));
}
