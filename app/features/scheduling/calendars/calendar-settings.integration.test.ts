// A host's calendar settings as the Availability page saves them, on both databases: addresses
// checked with an error per field, a feed's address shown masked, a CalDAV password encrypted (and
// kept when left blank, on the same server only), a changed address due for a read, a removed
// calendar gone with its busy times. And the password's encryption itself: a round trip with the
// generated key or CALENDAR_ENCRYPTION_KEY, and no opening it with another key or on another host.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostBusyTimes, hostCalendars } from "#db/schema.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { addHost } from "#tests/support/hosts.ts";
import { decryptPassword, encryptPassword } from "./calendar-secrets.server.ts";
import { calendarStatuses, saveCaldavAccount, saveIcalFeed } from "./calendar-settings.server.ts";

const GENERATED = { CALENDAR_ENCRYPTION_KEY: undefined };
const CONFIGURED = { CALENDAR_ENCRYPTION_KEY: randomBytes(32).toString("base64") };
const GOOGLE = "https://calendar.google.com/calendar/ical/dana%40lumenguard.example/private-4f0c9a7e1b2d/basic.ics";

describe.each(testDatabaseTargets())("hosts' calendar settings on $name", ({ name, open }) => {
  let handle: TestDatabaseHandle;
  let dana: string;
  let erin: string;

  beforeAll(async () => {
    handle = await open();
    dana = await addHost(handle.db, { email: `dana-${name}@lumenguard.example` });
    erin = await addHost(handle.db, { email: `erin-${name}@lumenguard.example`, timeZone: "Europe/Paris" });
  });
  afterAll(() => handle.close());

  const rowOf = async (adminId: string, kind: string) =>
    (await handle.db.select().from(hostCalendars).where(eq(hostCalendars.adminId, adminId))).find((row) => row.kind === kind);

  it("refuses feed addresses that are not https (or http to this machine), with the reason", async () => {
    const errorOf = async (url: string) => {
      const result = await saveIcalFeed(handle.db, dana, url);
      return result.ok ? null : result.errors.url;
    };
    expect(await errorOf("http://calendar.example.com/feed.ics")).toBe("Use the https:// address: over http:// it would cross the network unencrypted.");
    expect(await errorOf("ftp://calendar.example.com/feed.ics")).toBe("Enter the calendar feed's full address, starting with https:// or webcal://.");
    expect(await errorOf("calendar.google.com/basic.ics")).toBe("Enter the calendar feed's full address, starting with https:// or webcal://.");
    expect(await errorOf("https://dana:secret@calendar.example.com/feed.ics")).toBe("Leave the user name and password out of the address.");
    expect(await errorOf(`https://calendar.example.com/${"x".repeat(2100)}`)).toBe("An address of at most 2048 characters, please.");
    expect(await rowOf(dana, "ical")).toBeUndefined();
    expect(await errorOf("http://127.0.0.1:8080/feed.ics")).toBeNull();
    expect(await errorOf("webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Nj")).toBeNull();
  });

  it("shows a saved feed's address masked, its secret path never", async () => {
    expect(await saveIcalFeed(handle.db, dana, `  ${GOOGLE}  `)).toEqual({ ok: true, calendarId: expect.any(String) });
    expect((await rowOf(dana, "ical"))!.url).toBe(GOOGLE);
    const [feed] = (await calendarStatuses(handle.db, [dana])).get(dana)!;
    expect(feed).toMatchObject({ kind: "ical", urlShown: "https://calendar.google.com/…/basic.ics", lastReadAt: null, lastError: null });
    await saveIcalFeed(handle.db, erin, "webcal://p52-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Nj");
    expect((await calendarStatuses(handle.db, [erin])).get(erin)![0]!.urlShown).toBe("webcal://p52-caldav.icloud.com/…");
  });

  it("forgets the old feed's validators when the address changes, keeping its busy times until a good read", async () => {
    const feed = (await rowOf(dana, "ical"))!;
    const readAt = new Date("2026-03-02T12:00:00Z");
    await handle.db.update(hostCalendars).set({ etag: '"v1"', lastModified: "Sun, 01 Mar 2026 10:00:00 GMT", lastAttemptAt: readAt, lastReadAt: readAt }).where(eq(hostCalendars.id, feed.id));
    await handle.db.insert(hostBusyTimes).values({ calendarId: feed.id, startsAt: new Date("2026-03-04T15:00:00Z"), endsAt: new Date("2026-03-04T16:00:00Z") });
    // Saving the same address changes nothing.
    expect(await saveIcalFeed(handle.db, dana, GOOGLE)).toEqual({ ok: true, calendarId: feed.id });
    expect(await rowOf(dana, "ical")).toMatchObject({ etag: '"v1"', lastAttemptAt: readAt });
    expect(await saveIcalFeed(handle.db, dana, GOOGLE.replace("private-4f0c9a7e1b2d", "private-99aa"))).toEqual({ ok: true, calendarId: feed.id });
    expect(await rowOf(dana, "ical")).toMatchObject({ etag: null, lastModified: null, lastAttemptAt: null, lastReadAt: readAt });
    expect(await handle.db.select().from(hostBusyTimes).where(eq(hostBusyTimes.calendarId, feed.id))).toHaveLength(1);
  });

  it("removes a feed with its busy times", async () => {
    const feed = (await rowOf(dana, "ical"))!;
    expect(await saveIcalFeed(handle.db, dana, null)).toEqual({ ok: true, calendarId: null });
    expect(await rowOf(dana, "ical")).toBeUndefined();
    expect(await handle.db.select().from(hostBusyTimes).where(eq(hostBusyTimes.calendarId, feed.id))).toEqual([]);
  });

  it("checks a CalDAV account field by field and encrypts its password", async () => {
    expect(await saveCaldavAccount(handle.db, GENERATED, dana, { url: "http://caldav.example.com/", username: " ", password: "" })).toEqual({
      ok: false,
      errors: {
        url: "Use the https:// address: over http:// it would cross the network unencrypted.",
        username: "Enter the user name you sign in to the calendar server with.",
      },
    });
    expect(await saveCaldavAccount(handle.db, GENERATED, dana, { url: "https://caldav.fastmail.com/dav/", username: "dana@fastmail.example", password: "  " })).toEqual({
      ok: false,
      errors: { password: "Enter the app password." },
    });
    expect(await saveCaldavAccount(handle.db, GENERATED, dana, { url: "https://caldav.fastmail.com/dav/", username: "dana@fastmail.example", password: "abcd-efgh-ijkl" })).toMatchObject({ ok: true });
    const account = (await rowOf(dana, "caldav"))!;
    expect(account.passwordEncrypted).not.toContain("abcd-efgh-ijkl");
    expect(await decryptPassword(handle.db, GENERATED, dana, account.passwordEncrypted!)).toBe("abcd-efgh-ijkl");
    const [status] = (await calendarStatuses(handle.db, [dana])).get(dana)!;
    expect(status).toMatchObject({ kind: "caldav", urlShown: "https://caldav.fastmail.com/dav/", username: "dana@fastmail.example", hasPassword: true });
    expect(JSON.stringify(status)).not.toContain("abcd-efgh-ijkl");
  });

  it("keeps the saved password when left blank on the same server, and asks for it again on another", async () => {
    const before = (await rowOf(dana, "caldav"))!.passwordEncrypted;
    expect(await saveCaldavAccount(handle.db, GENERATED, dana, { url: "https://caldav.fastmail.com/dav/calendars/user/dana/", username: "dana@fastmail.example" })).toMatchObject({ ok: true });
    expect((await rowOf(dana, "caldav"))!.passwordEncrypted).toBe(before);
    expect(await saveCaldavAccount(handle.db, GENERATED, dana, { url: "https://attacker.example/dav/", username: "dana@fastmail.example", password: "" })).toEqual({
      ok: false,
      errors: { password: "Enter the app password again: the server has changed." },
    });
    expect((await rowOf(dana, "caldav"))!.url).toBe("https://caldav.fastmail.com/dav/calendars/user/dana/");
  });

  it("opens a password only with the key and for the host it was sealed for", async () => {
    const generated = await encryptPassword(handle.db, GENERATED, erin, "p4ss wörd");
    const configured = await encryptPassword(handle.db, CONFIGURED, erin, "p4ss wörd");
    expect(generated).toMatch(/^v1\.app\./);
    expect(configured).toMatch(/^v1\.env\./);
    // A fresh IV each time: the same password never seals to the same text.
    expect(await encryptPassword(handle.db, CONFIGURED, erin, "p4ss wörd")).not.toBe(configured);
    expect(await decryptPassword(handle.db, GENERATED, erin, generated)).toBe("p4ss wörd");
    expect(await decryptPassword(handle.db, CONFIGURED, erin, configured)).toBe("p4ss wörd");
    // Setting CALENDAR_ENCRYPTION_KEY later still opens the passwords saved before it.
    expect(await decryptPassword(handle.db, CONFIGURED, erin, generated)).toBe("p4ss wörd");

    const unreadable = "The saved app password can no longer be read (the encryption key has changed): enter it again.";
    await expect(decryptPassword(handle.db, GENERATED, erin, configured)).rejects.toThrow(unreadable);
    await expect(decryptPassword(handle.db, { CALENDAR_ENCRYPTION_KEY: randomBytes(32).toString("base64") }, erin, configured)).rejects.toThrow(unreadable);
    await expect(decryptPassword(handle.db, CONFIGURED, dana, configured)).rejects.toThrow(unreadable);
    const [format, ref, iv, tag, sealed] = configured.split(".");
    const altered = [format, ref, iv, tag, Buffer.from(Buffer.from(sealed!, "base64url").map((byte, i) => (i === 0 ? byte ^ 1 : byte))).toString("base64url")].join(".");
    await expect(decryptPassword(handle.db, CONFIGURED, erin, altered)).rejects.toThrow(unreadable);
  });
});
