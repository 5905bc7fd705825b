import { describe, expect, it } from "vitest";
import { deferredBody, readyToSend } from "./email-content.server.tsx";
import { renderEmail } from "./render-email.server.ts";
import { ContactAcknowledgementEmail } from "./templates/contact-acknowledgement-email.tsx";

const envelope = { from: "Lumenguard <no-reply@lumenguard.example>", to: "ada@engines.example", subject: "We received your message" };
const props = { firstName: "Ada", salesEmail: "sales@lumenguard.example", siteUrl: "https://www.lumenguard.example" };

describe("readyToSend", () => {
  it("renders a stored template and props exactly as the request used to", async () => {
    const queued = { ...envelope, ...deferredBody({ template: "contact-acknowledgement", props }) };
    // What is stored is plain JSON: it survives the jsonb round trip.
    const stored = JSON.parse(JSON.stringify(queued));
    const sent = await readyToSend(stored);
    expect(sent).toEqual({ ...envelope, ...(await renderEmail(<ContactAcknowledgementEmail {...props} />)) });
    expect("body" in sent).toBe(false);
  });

  it("sends an already rendered message as it is", async () => {
    const rendered = { ...envelope, html: "<p>hi</p>", text: "hi" };
    expect(await readyToSend(rendered)).toBe(rendered);
  });

  it("fails, rather than sending a blank e-mail, for a template it does not know", async () => {
    await expect(readyToSend({ ...envelope, body: { template: "gone", props: {} } })).rejects.toThrow('unknown e-mail template "gone"');
  });
});
