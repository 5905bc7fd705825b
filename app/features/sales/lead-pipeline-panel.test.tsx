import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LeadPipelinePanel, PIPELINE_INTENTS, type PipelineError } from "./lead-pipeline-panel.tsx";

function render(error: PipelineError) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <LeadPipelinePanel leadId="l1" status="new" ownerId={null} owners={[]} notes={[]} hasUpcomingMeeting={false} sameAddressHref="/admin/leads?q=ada%40acme.example" csrfToken="t" error={error} />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the pipeline panel", () => {
  it("shows a refusal that names no field under the form that was sent", () => {
    for (const intent of [PIPELINE_INTENTS.status, PIPELINE_INTENTS.owner, PIPELINE_INTENTS.note]) {
      expect(render({ intent, message: "That lead no longer exists.", fields: {} })).toContain("That lead no longer exists.");
    }
  });

  it("leads from the erase form to the person's other leads", () => {
    expect(render({ intent: PIPELINE_INTENTS.status, message: "", fields: {} })).toContain('href="/admin/leads?q=ada%40acme.example"');
  });

  it("shows a field's own error rather than the general message", () => {
    const html = render({ intent: PIPELINE_INTENTS.note, message: "Check the note.", fields: { body: "Write a note first." } });
    expect(html).toContain("Write a note first.");
    expect(html).not.toContain("Check the note.");
  });
});
