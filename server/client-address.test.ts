import { describe, expect, it } from "vitest";
import { clientIdentity } from "./client-address.ts";

describe("clientIdentity", () => {
  it("keeps IPv4 addresses, also IPv4-mapped ones", () => {
    expect(clientIdentity("198.51.100.7")).toBe("198.51.100.7");
    expect(clientIdentity("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientIdentity("::FFFF:127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const network = "2001:db8:85a3:8d3::/64";
    for (const address of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0db8:85a3:08d3:0000:0000:0000:0001",
      "2001:db8:85a3:8d3::1",
      "2001:db8:85a3:8d3::",
      "2001:db8:85a3:8d3::1%eth0",
      "2001:db8:85a3:8d3::192.0.2.1",
    ]) {
      expect(clientIdentity(address), address).toBe(network);
    }
    expect(clientIdentity("::1")).toBe("0:0:0:0::/64");
    expect(clientIdentity("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientIdentity("2001:db8:85a3:8d4::1")).not.toBe(network);
  });

  it("leaves anything else as it is", () => {
    expect(clientIdentity("unknown")).toBe("unknown");
  });
});
