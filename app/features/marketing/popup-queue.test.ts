import { describe, expect, it } from "vitest";
import { blocksAutoPopups, PopupQueue } from "./popup-queue";

function harness(path = "/furniture.html") {
  let modalOpen = false;
  const modalListeners = new Set<() => void>();
  const deferred: (() => void)[] = [];
  const env = {
    otherModalOpen: () => modalOpen,
    onModalsChange: (l: () => void) => {
      modalListeners.add(l);
      return () => modalListeners.delete(l);
    },
    defer: (fn: () => void) => deferred.push(fn),
    pathname: () => path,
  };
  const queue = new PopupQueue(env);
  return {
    queue,
    /** Ends the current moment: the deferred decisions run. */
    tick() {
      while (deferred.length) deferred.shift()?.();
    },
    setModal(open: boolean) {
      modalOpen = open;
      for (const l of [...modalListeners]) l();
    },
    go(next: string) {
      path = next;
      queue.newPageView();
    },
  };
}

describe("marketing pop-up queue", () => {
  it("shows an automatic pop-up that falls due on a free page", () => {
    const h = harness();
    h.queue.requestAuto("subscribe");
    expect(h.queue.current()).toBeNull();
    h.tick();
    expect(h.queue.current()).toMatchObject({ kind: "subscribe", manual: false });
  });

  it("several due in the same moment: the highest priority shows, the others are dropped for this page view", () => {
    const h = harness();
    h.queue.requestAuto("web_push");
    h.queue.requestAuto("subscribe");
    h.queue.requestAuto("old_user");
    h.tick();
    expect(h.queue.current()?.kind).toBe("old_user");
    h.queue.close("old_user");
    h.tick();
    expect(h.queue.current()).toBeNull();
    // Still due: the next page view shows the next one asked for.
    h.go("/decor.html");
    h.queue.requestAuto("web_push");
    h.queue.requestAuto("subscribe");
    h.tick();
    expect(h.queue.current()?.kind).toBe("subscribe");
  });

  it("one automatic pop-up per page view", () => {
    const h = harness();
    h.queue.requestAuto("subscribe");
    h.tick();
    h.queue.close("subscribe");
    h.queue.requestAuto("web_push");
    h.tick();
    expect(h.queue.current()).toBeNull();
    h.go("/outdoor.html");
    h.queue.requestAuto("web_push");
    h.tick();
    expect(h.queue.current()?.kind).toBe("web_push");
  });

  it("waits while another modal is open, then shows the highest of those waiting", () => {
    const h = harness();
    h.setModal(true);
    h.queue.requestAuto("web_push");
    h.tick();
    h.queue.requestAuto("subscribe");
    h.tick();
    expect(h.queue.current()).toBeNull();
    h.setModal(false);
    h.tick();
    expect(h.queue.current()?.kind).toBe("subscribe");
  });

  it("a pop-up the shopper asks for shows at once, in place of an automatic one", () => {
    const h = harness();
    h.queue.requestAuto("subscribe");
    h.tick();
    h.queue.show("birthday");
    expect(h.queue.current()).toMatchObject({ kind: "birthday", manual: true });
    // The closed automatic one does not come back on this page view.
    h.queue.close("birthday");
    h.queue.requestAuto("subscribe");
    h.tick();
    expect(h.queue.current()).toBeNull();
  });

  it("closing a kind that is not shown changes nothing", () => {
    const h = harness();
    h.queue.show("subscribe_result", { type: 2 });
    h.queue.close("subscribe");
    expect(h.queue.current()).toMatchObject({ kind: "subscribe_result", payload: { type: 2 } });
  });

  it("no automatic pop-up on checkout and payment pages; asked-for ones still show", () => {
    for (const path of [
      "/checkout/shipping-address",
      "/checkout/payment",
      "/pay",
      "/Payresult",
      "/plus/pay/P1",
    ]) {
      const h = harness(path);
      h.queue.requestAuto("subscribe");
      h.tick();
      expect(h.queue.current(), path).toBeNull();
      h.queue.show("subscribe");
      expect(h.queue.current()?.kind).toBe("subscribe");
    }
    expect(blocksAutoPopups("/checkout/cart")).toBe(true);
    expect(blocksAutoPopups("/cart")).toBe(false);
    expect(blocksAutoPopups("/payment-methods")).toBe(false);
  });

  it("a page that became checkout while the request waited drops it", () => {
    const h = harness();
    h.setModal(true);
    h.queue.requestAuto("subscribe");
    h.tick();
    h.go("/checkout/shipping-address");
    h.setModal(false);
    h.tick();
    expect(h.queue.current()).toBeNull();
  });
});
