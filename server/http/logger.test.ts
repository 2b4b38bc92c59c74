import { describe, expect, it } from "vitest";
import { createLogger, requestScope } from "./logger";

const collect = (level: Parameters<typeof createLogger>[0] = "debug") => {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, (line) => lines.push(JSON.parse(line)));
  return { lines, logger };
};

describe("createLogger", () => {
  it("writes one JSON object per line with time, level and message", () => {
    const { lines, logger } = collect();
    logger.info("hello", { n: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", msg: "hello", n: 1 });
    expect(Number.isNaN(Date.parse(String(lines[0].time)))).toBe(false);
  });

  it("stamps every line written while serving a request with its id, across awaits", async () => {
    const { lines, logger } = collect();
    await requestScope.run({ requestId: "req-abc-123" }, async () => {
      logger.info("first");
      await new Promise((r) => setTimeout(r, 5));
      logger.warn("after a timer");
      await Promise.resolve().then(() => logger.error("in a microtask"));
    });
    logger.info("outside");
    expect(lines.slice(0, 3).map((l) => l.requestId)).toEqual(["req-abc-123", "req-abc-123", "req-abc-123"]);
    expect(lines[3].requestId).toBeUndefined();
  });

  it("keeps concurrent requests apart", async () => {
    const { lines, logger } = collect();
    const serve = (id: string, delay: number) =>
      requestScope.run({ requestId: id }, async () => {
        await new Promise((r) => setTimeout(r, delay));
        logger.info(`done ${id}`);
      });
    await Promise.all([serve("aaaaaaaa", 10), serve("bbbbbbbb", 1)]);
    for (const line of lines) expect(String(line.msg)).toBe(`done ${line.requestId}`);
  });

  it("drops lines below its level and writes nothing when silent", () => {
    const warn = collect("warn");
    warn.logger.info("quiet");
    warn.logger.error("loud");
    expect(warn.lines.map((l) => l.msg)).toEqual(["loud"]);
    const silent = collect("silent");
    silent.logger.error("nothing");
    expect(silent.lines).toHaveLength(0);
  });
});
