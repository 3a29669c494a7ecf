import { describe, expect, it } from "vitest";
import { formatUsdCents } from "../../edge-api/src/lib/bikes/money";
import { formatDate, formatRecentDate, formatUsd } from "../../ui/src/lib/format";

/**
 * Prices and dates are written out without Intl (money.ts, ui/src/lib/format.ts: the first Intl
 * object of a page costs its first paint ~60 ms at 4× CPU). They must read exactly as Intl's
 * en-US prices and en-GB dates did, which is what readers, the pages' meta and the tests expect.
 */
const wholeDollars = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intlUsd = (cents: number) => `$${(cents % 100 === 0 ? wholeDollars : dollarsAndCents).format(cents / 100)}`;

describe("prices", () => {
  const cents = [0, 1, 5, 10, 99, 100, 101, 12_345, 99_999, 100_000, 245_050, 1_000_000, 12_345_678, 99_999_999_99, -50, -123_456];
  it.each(cents)("%i cents reads as Intl's en-US dollars", (amount) => {
    expect(formatUsdCents(amount)).toBe(intlUsd(amount));
  });

  it("the UI's dollar amounts are the same rule", () => {
    expect(formatUsd(2450.5)).toBe("$2,450.50");
    expect(formatUsd(123456)).toBe("$123,456");
    expect(formatUsd(0.1 + 0.2)).toBe("$0.30");
  });
});

describe("dates", () => {
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
  const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

  it("every month of the year reads as Intl's en-GB date", () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 1, 13, 5);
      const iso = `2026-${String(month + 1).padStart(2, "0")}-${String(month + 1).padStart(2, "0")}`;
      expect(formatDate(iso)).toBe(day.format(date));
      expect(formatDate(date.toISOString())).toBe(day.format(date));
    }
  });

  it("a date of this year leaves the year out, another keeps it", () => {
    const now = new Date();
    const thisYear = new Date(now.getFullYear(), 8, 3);
    expect(formatRecentDate(thisYear.toISOString())).toBe(dayMonth.format(thisYear));
    const lastYear = new Date(now.getFullYear() - 1, 10, 30);
    expect(formatRecentDate(lastYear.toISOString())).toBe(day.format(lastYear));
  });
});
