import { describe, expect, it } from "vitest";
import { parseSlotList } from "#app/features/scheduling/slots.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import { landingEmailError } from "#app/features/leads/landing-email.ts";
import { tierEmailError } from "#app/features/pricing/tier-actions.ts";
import { campaignFromPath, ContactSchema, createLandingDemoSchema, createMeetingSchema, isEmailAddress, messages } from "./lead.schema.ts";

const rules = { slotMinutes: parseSlotList("11:00-21:00/30")!, horizonDays: 60, today: { year: 2026, month: 11, day: 23 } };

describe("Book a Meeting schema", () => {
  const schema = createMeetingSchema(rules);

  it("names every bad field with the spec's messages", () => {
    const result = schema.safeParse({ firstName: " ", lastName: "", email: "", date: "", time: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      email: messages.emailRequired,
      date: messages.dateRequired,
      time: messages.timeRequired,
    });
  });

  it("refuses free mail, weekends, past days and times off the list", () => {
    const result = schema.safeParse({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@Gmail.com",
      date: "Saturday, November 28, 2026",
      time: "10:30 AM",
    });
    expect(fieldErrors(result.error!)).toEqual({
      email: messages.corporateEmail,
      date: messages.dateNotBookable,
      time: messages.timeNotOffered,
    });
    expect(fieldErrors(schema.safeParse({ date: "Friday, November 20, 2026" }).error!).date).toBe(messages.dateNotBookable);
  });

  it("refuses a day beyond the booking horizon with its own message, in every date form", () => {
    const dateError = (date: string) => fieldErrors(schema.safeParse({ date }).error!).date;
    // Today is Monday, November 23, 2026; 60 days on is Friday, January 22, 2027.
    expect(dateError("Friday, January 22, 2027")).toBeUndefined();
    for (const date of ["Monday, January 25, 2027", "Jan 25, 2027", "2027-01-25", "9999-12-01", "Wednesday, December 1, 9999"]) {
      expect(dateError(date), date).toBe("Meetings can be booked up to 60 days ahead. Please select an earlier date.");
    }
    const shorter = createMeetingSchema({ ...rules, horizonDays: 7 });
    expect(fieldErrors(shorter.safeParse({ date: "2026-12-02" }).error!).date).toBe(messages.dateBeyondHorizon(7));
  });

  it("accepts a good booking and normalises date and time", () => {
    const result = schema.parse({
      firstName: " Ada ",
      lastName: "Lovelace",
      email: "ada@acme.example",
      date: "Monday, November 30, 2026",
      time: "2:30 PM",
    });
    expect(result).toMatchObject({ firstName: "Ada", date: "2026-11-30", time: 870, phone: "", comments: "" });
  });

  it("refuses line breaks in names", () => {
    const result = schema.safeParse({ firstName: "Ada\r\nBcc: x@y.z" });
    expect(fieldErrors(result.error!).firstName).toBe(messages.lineBreaks);
  });
});

describe("landing schema", () => {
  it("refuses disposable domains but allows free mail", () => {
    const schema = createLandingDemoSchema(rules);
    const base = { firstName: "A", lastName: "B", company: "Acme", date: "Nov 30, 2026", time: "11:00 AM" };
    expect(fieldErrors(schema.safeParse({ ...base, email: "x@maildrop.cc" }).error!).email).toBe(messages.disposableEmail);
    expect(schema.safeParse({ ...base, email: "x@gmail.com" }).success).toBe(true);
  });
});

describe("contact schema", () => {
  it("uses the contact messages", () => {
    const result = ContactSchema.safeParse({ firstName: "", lastName: "", workEmail: "nope", message: "" });
    expect(fieldErrors(result.error!)).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      workEmail: messages.emailInvalid,
      message: messages.messageRequired,
    });
  });
});

describe("campaignFromPath", () => {
  it("follows the spec's rule", () => {
    expect(campaignFromPath("/solutions/legal-ai-governance")).toBe("legal");
    expect(campaignFromPath("/solutions/telecom-ai-governance")).toBe("telecom");
    expect(campaignFromPath("/solutions/financial-services-ai-governance")).toBe("finserv");
    expect(campaignFromPath("/solutions/managed-service-provider")).toBe("msp");
  });
});

describe("hostile text", () => {
  it("refuses lone surrogates and address-list tricks in e-mails", () => {
    const result = ContactSchema.safeParse({ firstName: "Ada\ud800", lastName: "L", workEmail: "a,b@acme.example", message: "x\udc00" });
    expect(fieldErrors(result.error!)).toEqual({
      firstName: messages.notAllowed,
      workEmail: messages.emailInvalid,
      message: messages.notAllowed,
    });
    for (const address of ['"a"@acme.example', "a<b@acme.example>", "a@acme.example\u0000", "a;b@acme.example", "a\ud83d@acme.example"]) {
      expect(ContactSchema.safeParse({ firstName: "A", lastName: "B", workEmail: address, message: "m" }).success).toBe(false);
    }
    expect(ContactSchema.safeParse({ firstName: "Zoë 😀", lastName: "Ñúñez", workEmail: "zoe@acme.example", message: "Hi 👋\nthere" }).success).toBe(true);
  });

  it("says a missing field is required and a non-string is not text", () => {
    const result = ContactSchema.safeParse({ lastName: 7, workEmail: "a@acme.example", message: ["x"] });
    expect(fieldErrors(result.error!)).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.notText,
      message: messages.notText,
    });
  });
});

describe("the address rule", () => {
  const accepted = [
    "ada@acme.example",
    "ada.lovelace+demo@corp.example",
    "o'brien@sub.corp-name.co.uk",
    "x_y-z@a1.example",
    "ADA@ACME.EXAMPLE",
    "ada@xn--80akhbyknj4f.xn--p1ai",
    `${"a".repeat(64)}@acme.example`,
  ];
  const refused = [
    // The reproduction: a mailto query smuggled in the address.
    "lead@corp.example?cc=spy%40evil.example&bcc=x%40evil.example&body=Pay%20now",
    "lead?cc=spy@corp.example",
    "lead&x@corp.example",
    "lead%40evil@corp.example",
    "lead@corp.example#frag",
    "ada@corp",
    "ada@corp.c",
    "ada@corp.123",
    "ada@-corp.example",
    "ada@corp-.example",
    "ada@corp..example",
    "ada@.corp.example",
    ".ada@corp.example",
    "ada.@corp.example",
    "a..b@corp.example",
    "ada@corp_name.example",
    "ada@@corp.example",
    "ada!@corp.example",
    "zoë@acme.example",
    `${"a".repeat(65)}@acme.example`,
    `a@${"b".repeat(64)}.example`,
    `a@${Array.from({ length: 60 }, () => "abcd").join(".")}.example`,
  ];

  it.each(accepted)("accepts %s", (address) => {
    expect(isEmailAddress(address)).toBe(true);
    expect(ContactSchema.safeParse({ firstName: "A", lastName: "B", workEmail: address, message: "m" }).success).toBe(true);
  });

  it.each(refused)("refuses %s with the spec's message", (address) => {
    expect(isEmailAddress(address)).toBe(false);
    expect(fieldErrors(ContactSchema.safeParse({ firstName: "A", lastName: "B", workEmail: address, message: "m" }).error!).workEmail).toBe(
      address.length > 254 ? messages.tooLong(254) : messages.emailInvalid,
    );
  });

  it("is the rule of the pricing tier field and the landing page's live check too", () => {
    const smuggled = "lead@corp.example?cc=spy%40evil.example";
    expect(tierEmailError(smuggled)).toBe(messages.emailInvalid);
    expect(landingEmailError(smuggled)).toBe(messages.emailInvalid);
    expect(tierEmailError("ada@corp.example")).toBeUndefined();
    expect(landingEmailError("ada@corp.example")).toBeUndefined();
  });
});
