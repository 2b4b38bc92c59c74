// @vitest-environment node
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { showOnly, TOAST_MAX_VISIBLE, TOAST_TOP_OFFSET_PX } from "./toast-rules";

// The real toast library's state, not a stand-in: what it counts as active is what the viewport shows.
const active = () => toast.getToasts();

describe("showOnly", () => {
  afterEach(() => {
    toast.dismiss();
  });

  it("keeps at most one toast active", () => {
    showOnly(toast, "success", "Added to My Wishlists");
    showOnly(toast, "error", "Min qty is 2");
    showOnly(toast, "warning", "The network connection has been disconnected, please check the network");
    const shown = active();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      type: "warning",
      title: "The network connection has been disconnected, please check the network",
    });
  });

  it("passes the kind and the description through", () => {
    showOnly(toast, "info", "Saved", { description: "Your changes are saved." });
    expect(active()[0]).toMatchObject({
      type: "info",
      title: "Saved",
      description: "Your changes are saved.",
    });
  });
});

describe("toast placement", () => {
  it("is one toast, 185 px from the top", () => {
    expect(TOAST_MAX_VISIBLE).toBe(1);
    expect(TOAST_TOP_OFFSET_PX).toBe(185);
  });
});
