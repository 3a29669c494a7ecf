import { describe, expect, it } from "vitest";
import { parseFeeRule, platformFeeCents, sellerNetCents, sellerReceives, type FeeRule } from "../../edge-api/src/payments/platform-fee";

const fivePercent: FeeRule = { basisPoints: 500, minimumCents: 500 };
const twoAndAHalf: FeeRule = { basisPoints: 250, minimumCents: 0 };

/** The one fee function the API charges with and the UI shows (edge-api/src/payments/platform-fee.ts). */
describe("the platform fee", () => {
  it.each([
    [100_000, 5_000],
    [12_345, 617], // 617.25 → 617
    [12_350, 618], // 617.5 → 618: half up
    [12_349, 617], // 617.45 → 617
    [10_000, 500], // exactly the minimum
    [9_990, 500], // 499.5 → 500: rounding reaches the minimum
    [5_000, 500], // 250 → the minimum
    [300, 300], // below the minimum: never more than the amount, the seller's net is never negative
    [0, 0],
  ])("5 %% at least $5 of %i cents is %i cents", (amount, fee) => {
    expect(platformFeeCents(amount, fivePercent)).toBe(fee);
    expect(sellerNetCents(amount, fivePercent)).toBe(amount - fee);
  });

  it.each([
    [10_020, 251], // 250.5 → 251
    [10_019, 250], // 250.475 → 250
    [20, 1], // 0.5 → 1
    [19, 0], // 0.475 → 0
    [99_999_999, 2_500_000], // 2,499,999.975 → 2,500,000: integers only, no float drift
  ])("2.5 %% with no minimum of %i cents is %i cents", (amount, fee) => {
    expect(platformFeeCents(amount, twoAndAHalf)).toBe(fee);
  });

  it("refuses amounts that are not whole cents", () => {
    for (const amount of [1.5, -1, Number.NaN]) expect(() => platformFeeCents(amount, fivePercent)).toThrow(RangeError);
  });

  it("reads the rule from wrangler.toml's vars, and nothing malformed", () => {
    expect(parseFeeRule("5", "500")).toEqual({ basisPoints: 500, minimumCents: 500 });
    expect(parseFeeRule("2.5", "0")).toEqual({ basisPoints: 250, minimumCents: 0 });
    expect(parseFeeRule("2.50", "99")).toEqual({ basisPoints: 250, minimumCents: 99 });
    expect(parseFeeRule("0.05", "1")).toEqual({ basisPoints: 5, minimumCents: 1 });
    for (const [percent, minimum] of [
      [undefined, "500"],
      ["5", undefined],
      ["five", "500"],
      ["-1", "500"],
      ["5.125", "500"],
      ["51", "500"],
      ["5", "-1"],
      ["5", "5.5"],
      ["5", "100001"],
      // A minimum fee of the lowest listing price or more would leave that sale's seller nothing.
      ["5", "1000"],
      ["", ""],
    ]) {
      expect(parseFeeRule(percent, minimum), `${percent} / ${minimum}`).toBeNull();
    }
  });

  it("the Add product form's 'you receive' is the same arithmetic on the typed dollars", () => {
    const fee = { percent: 5, minimum: 5 };
    expect(sellerReceives({ percent: 2.5, minimum: 0 }, "100.20")).toBe(97.69); // 250.5 → 251 cents
    expect(sellerReceives(fee, "123.45")).toBe(117.28);
    expect(sellerReceives(fee, "1,650.50")).toBe(1567.97); // 8252.5 cents → 8253 fee
    expect(sellerReceives(fee, "50")).toBe(45);
    expect(sellerReceives(fee, "abc")).toBeNull();
    expect(sellerReceives(fee, "0")).toBeNull();
  });
});
