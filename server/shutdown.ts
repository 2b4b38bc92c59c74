import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import type { ServerType } from "@hono/node-server";
import type { Database } from "./db/client";
import type { Logger } from "./http/logger";

/**
 * How long a keep-alive socket, and the whole server, must stay quiet during the drain (no request
 * in flight or arriving on any socket) before the socket is closed. A client that just had an answer sends its next request within
 * moments; closing its socket in between is what reset requests clients had already sent (issue
 * 15 §2). Bounded by the drain timeout.
 */
const IDLE_GRACE_MS = 500;
/**
 * The same signal arriving again this soon is the same stop request delivered twice (a terminal's
 * Ctrl+C reaches the whole process group, and npm or the launcher pass it on as well), not an
 * operator asking to skip the drain.
 */
const REPEAT_WINDOW_MS = 1_000;
/** How often a server started by scripts/start.mjs checks that the launcher still runs. */
const LAUNCHER_POLL_MS = 1_000;

/** At most this many event-loop turns are spent taking in queued connections before the listener closes. */
const MAX_ACCEPT_TURNS = 20;

let draining = false;

/** True once a stop signal arrived: /readyz answers 503 from then on, so load balancers move on. */
export function isDraining(): boolean {
  return draining;
}

interface SocketState {
  /** Requests received on this socket and not yet answered. */
  open: Set<ServerResponse>;
  /** While draining and quiet: the timer that closes it. */
  idleTimer?: NodeJS.Timeout;
}

/**
 * Every socket of `server` and the requests on it, so the drain can answer each request already
 * received and close a socket only between answers. Node's closeIdleConnections (which
 * http.Server#close calls) closes a keep-alive socket whose next request is still in the kernel's
 * buffer, and the client sees a reset; this never closes a socket that has read a byte it has not
 * answered.
 */
function trackConnections(server: Server) {
  const sockets = new Map<Socket, SocketState>();
  let stopping = false;
  let accepted = 0;
  /** Requests received and not yet answered, on every socket. */
  let inFlight = 0;
  let lastRequestAt = 0;

  const closeWhenQuiet = (socket: Socket, state: SocketState) => {
    clearTimeout(state.idleTimer);
    const bytesRead = socket.bytesRead;
    state.idleTimer = setTimeout(() => {
      // Timers run before the event loop reads sockets: after a long synchronous stretch (a PGlite
      // query) a request may be waiting in this socket's buffer unread. setImmediate runs after
      // the next read of every ready socket, so what arrived by then has been counted.
      setImmediate(() => {
        state.idleTimer = undefined;
        if (state.open.size > 0 || socket.destroyed) return;
        // While any request is being answered or one came in lately, clients are still active
        // and may pick this socket from their pool at any moment (a client whose own socket just
        // closed takes an idle one); closing it then would race their next request.
        if (inFlight > 0 || Date.now() - lastRequestAt < IDLE_GRACE_MS) return closeWhenQuiet(socket, state);
        // Bytes arrived since: a request is being parsed; its answer will close the socket.
        if (socket.bytesRead !== bytesRead) return closeWhenQuiet(socket, state);
        socket.destroy();
      });
    }, IDLE_GRACE_MS);
  };

  server.on("connection", (socket: Socket) => {
    accepted++;
    const state: SocketState = { open: new Set() };
    sockets.set(socket, state);
    socket.once("close", () => {
      clearTimeout(state.idleTimer);
      sockets.delete(socket);
    });
    if (stopping) closeWhenQuiet(socket, state);
  });

  // Before the app's own listener, so the answer's headers are not written yet.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (!state) return;
    clearTimeout(state.idleTimer);
    state.open.add(res);
    inFlight++;
    lastRequestAt = Date.now();
    // Node then sends "Connection: close" and ends the socket once this answer is written.
    if (stopping) res.shouldKeepAlive = false;
    const done = () => {
      if (!state.open.delete(res)) return;
      inFlight--;
      if (stopping && state.open.size === 0 && !req.socket.destroyed) closeWhenQuiet(req.socket, state);
    };
    res.once("finish", done);
    res.once("close", done);
  });

  return {
    /**
     * Resolves once a turn of the event loop accepted no new connection: closing the listener
     * resets every connection still waiting in the kernel's accept queue, whose clients may well
     * have sent their request already (a busy event loop leaves many there). Bounded.
     */
    acceptQueued(): Promise<void> {
      return new Promise((resolve) => {
        let seen = accepted;
        let turns = 0;
        // The first check runs before the loop has polled again; from the second on, each
        // follows a poll, which accepts everything the kernel holds for the listener.
        const check = () => {
          turns++;
          if ((turns >= 2 && accepted === seen) || turns >= MAX_ACCEPT_TURNS) return resolve();
          seen = accepted;
          setImmediate(check);
        };
        setImmediate(check);
      });
    },
    /** From now on every answer closes its socket; quiet sockets close after IDLE_GRACE_MS. */
    drain() {
      stopping = true;
      for (const [socket, state] of sockets) {
        for (const res of state.open) if (!res.headersSent) res.shouldKeepAlive = false;
        if (state.open.size === 0) closeWhenQuiet(socket, state);
      }
    },
    destroyAll() {
      for (const socket of sockets.keys()) socket.destroy();
    },
  };
}

/**
 * SIGTERM/SIGINT: /readyz turns 503, the listener closes (new connections are refused), every
 * request already received on an open connection is answered with `Connection: close`, quiet
 * keep-alive sockets close, then the database closes and the process exits 0 — all within
 * timeoutMs, after which the remaining connections are cut and the process still exits 0. A second
 * signal (not the same one delivered twice) forces the exit.
 */
export function installShutdown(opts: {
  server: ServerType;
  database: Database;
  logger: Logger;
  timeoutMs: number;
}) {
  const { server, database, logger, timeoutMs } = opts;
  const http = server as Server;
  const connections = trackConnections(http);
  let stoppedAt = 0;
  const stop = async (signal: string) => {
    if (stoppedAt) {
      if (Date.now() - stoppedAt < REPEAT_WINDOW_MS) return;
      logger.warn("second signal, exiting now");
      process.exit(1);
    }
    stoppedAt = Date.now();
    draining = true;
    logger.info("shutting down", { signal });
    const timer = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time, closing connections");
      connections.destroyAll();
    }, timeoutMs);
    timer.unref();
    await connections.acceptQueued();
    // net.Server#close, not http.Server#close: that one also closes keep-alive sockets that look
    // idle but may hold a request the client already sent. Answers carry "Connection: close" only
    // from here on, so a client that reconnects finds the listener closed (refused, never reset).
    const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(http, () => resolve()));
    connections.drain();
    await closed;
    clearTimeout(timer);
    await database.close().catch((err) => logger.error("database close failed", { error: String(err) }));
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  watchLauncher(() => void stop("launcher exited"));
}

/**
 * scripts/start.mjs passes its pid: if the launcher goes away without passing a signal on (it was
 * killed outright), the server stops by itself instead of living on as an orphan on the port.
 */
function watchLauncher(onGone: () => void) {
  const pid = Number(process.env.STOREFRONT_LAUNCHER_PID);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ESRCH") return;
      clearInterval(timer);
      onGone();
    }
  }, LAUNCHER_POLL_MS);
  timer.unref();
}
