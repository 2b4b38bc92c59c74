import { describe, expect, it } from "vitest";
import { NOT_SHIPPED_REGIONS, shippingZone, ZIP3_RANGES, zipArea, zipCityLabel } from "./zip-regions";

const region = (zip: string) => zipArea(zip)?.region ?? null;

describe("zip → state", () => {
  it("maps prefixes to their states", () => {
    expect(region("90602")).toBe("CA");
    expect(region("08817")).toBe("NJ");
    expect(region("07001")).toBe("NJ");
    expect(region("10001")).toBe("NY");
    expect(region("19103")).toBe("PA");
    expect(region("60601")).toBe("IL");
    expect(region("73301")).toBe("TX");
    expect(region("20500")).toBe("DC");
    expect(region("98101")).toBe("WA");
    expect(region("90602-1234")).toBe("CA");
  });

  it("knows the excluded areas: AK 995–999, HI 967–968, PR 006–009, GU 969, military 090–098, 340, 962–966", () => {
    for (const zip of ["99501", "99999", "99500"]) expect(region(zip)).toBe("AK");
    for (const zip of ["96701", "96898"]) expect(region(zip)).toBe("HI");
    for (const zip of ["00601", "00795", "00901"]) expect(region(zip)).toBe("PR");
    expect(region("96910")).toBe("GU");
    for (const zip of ["09001", "09898", "34001", "96201", "96601"]) {
      expect(NOT_SHIPPED_REGIONS[region(zip) ?? ""]).toBe("military APO/FPO/DPO addresses");
    }
    expect(region("96601")).toBe("AP");
    expect(region("09012")).toBe("AE");
    expect(region("34002")).toBe("AA");
    for (const r of ["AK", "HI", "PR", "GU"]) expect(NOT_SHIPPED_REGIONS[r]).toBeTruthy();
    expect(NOT_SHIPPED_REGIONS.CA).toBeUndefined();
    // Bordering ranges stay in their states.
    expect(region("99499")).toBe("WA");
    expect(region("96199")).toBe("CA");
    expect(region("97001")).toBe("OR");
    expect(region("08999")).toBe("NJ");
    expect(region("09901")).toBeNull(); // 099 is not allocated
  });

  it("refuses what is not a US zip code", () => {
    for (const zip of ["00000", "00401", "21301", "abcde", "1234", "", "999999"]) {
      expect(zipArea(zip), zip).toBeNull();
    }
  });

  it("ranges are ascending and do not overlap", () => {
    for (let i = 1; i < ZIP3_RANGES.length; i++) {
      expect(ZIP3_RANGES[i].from).toBeGreaterThan(ZIP3_RANGES[i - 1].to);
      expect(ZIP3_RANGES[i].to).toBeGreaterThanOrEqual(ZIP3_RANGES[i].from);
    }
  });

  it("labels with the principal city when known", () => {
    expect(zipCityLabel(zipArea("90602") as NonNullable<ReturnType<typeof zipArea>>)).toBe(
      "Whittier, CA 90602",
    );
    expect(zipCityLabel(zipArea("59001") as NonNullable<ReturnType<typeof zipArea>>)).toBe("MT 59001");
  });

  it("puts states in distance zones from the New Jersey warehouse", () => {
    expect(shippingZone("NJ")).toBe(0);
    expect(shippingZone("NY")).toBe(0);
    expect(shippingZone("IL")).toBe(1);
    expect(shippingZone("CA")).toBe(2);
  });
});
