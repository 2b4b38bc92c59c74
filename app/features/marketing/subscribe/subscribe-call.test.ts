import { describe, expect, it } from "vitest";
import { nextStep } from "./subscribe-call";

const result = (type: number) => ({ type, couponList: [], subTitle: "", couponExpireAt: 0, customerId: 0 });

describe("what the pop-up does with the answer (spec part 2 §4, §8)", () => {
  it("codes 200 and 400 are results: 1 the drawer, 2–4 the register-success pop-up, 5 a success toast", () => {
    expect(nextStep({ code: 200, message: "m", result: result(1) }).kind).toBe("drawer");
    for (const type of [2, 3, 4]) {
      expect(nextStep({ code: 200, message: "m", result: result(type) }).kind).toBe("result");
      expect(nextStep({ code: 400, message: "m", result: result(type) }).kind).toBe("result");
    }
    expect(nextStep({ code: 400, message: "Already.", result: result(5) })).toEqual({
      kind: "toast",
      message: "Already.",
    });
  });

  it("any other code: the server's message as an error (without the field's name); a cancelled call: nothing", () => {
    expect(
      nextStep({
        code: 422,
        message: "email: Please enter a valid email address. For example cs@nestora.com.",
        result: null,
      }),
    ).toEqual({ kind: "error", message: "Please enter a valid email address. For example cs@nestora.com." });
    expect(nextStep({ code: 429, message: "Too many requests.", result: null })).toEqual({
      kind: "error",
      message: "Too many requests.",
    });
    expect(nextStep({ code: 0, message: "", result: null })).toEqual({ kind: "nothing" });
  });
});
