import { describe, expect, it } from "vitest";
import { business } from "./business";
import { defaultAvailability } from "./scheduling";
import { zoneForAddress } from "./scheduling-zones";

describe("the booking zone the business's address implies (issue 43)", () => {
  it("Austin, Texas: the calls are offered in Central time until the owner saves another zone", () => {
    expect(business.contact.address).toMatchObject({ city: "Austin", region: "Texas", country: "USA" });
    expect(defaultAvailability.timeZone).toBe("America/Chicago");
  });

  it("reads US states and Canadian provinces by name or code, a city that keeps another zone, and a few countries", () => {
    const cases: [Parameters<typeof zoneForAddress>[0], string][] = [
      [{ city: "Austin", region: "TX", country: "United States" }, "America/Chicago"],
      [{ city: "El Paso", region: "Texas", country: "USA" }, "America/Denver"],
      [{ city: "Brooklyn", region: "New York", country: "US" }, "America/New_York"],
      [{ city: "Phoenix", region: "Arizona", country: "USA" }, "America/Phoenix"],
      [{ city: "Honolulu", region: "HI" }, "Pacific/Honolulu"],
      [{ city: "San Francisco", region: "California", country: "USA" }, "America/Los_Angeles"],
      [{ city: "Toronto", region: "Ontario", country: "Canada" }, "America/Toronto"],
      [{ city: "Vancouver", region: "BC", country: "Canada" }, "America/Vancouver"],
      [{ city: "Montréal", region: "Québec", country: "Canada" }, "America/Toronto"],
      [{ city: "London", region: "", country: "United Kingdom" }, "Europe/London"],
      [{ city: "Berlin", country: "Germany" }, "Europe/Berlin"],
      [{ city: "Bengaluru", country: "India" }, "Asia/Kolkata"],
    ];
    for (const [address, zone] of cases) expect(zoneForAddress(address), JSON.stringify(address)).toBe(zone);
  });

  it("a place the table does not know gives UTC, which the owner changes on the Scheduling page", () => {
    expect(zoneForAddress({ city: "São Paulo", country: "Brazil" })).toBe("UTC");
    expect(zoneForAddress({ city: "Austin", region: "Nowhere", country: "USA" })).toBe("UTC");
    expect(zoneForAddress({})).toBe("UTC");
  });
});
