import { ArrowRight, CalendarCheck, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { Prose } from "#app/components/page/prose.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";

const industries = [
  {
    title: "Higher Education",
    text: "Universities run some of the most open collaboration environments anywhere: shared drives that span departments, research groups with rotating members and student records governed by FERPA. An assistant that can summarize \"everything about this applicant\" or \"the latest grant budget\" will find files that were shared with a whole faculty years ago. Research data under export controls or sponsor agreements adds a second layer of exposure.",
  },
  {
    title: "Healthcare",
    text: "Protected health information lives in e-mail threads, referral letters and scanned forms, not only in the electronic health record. A clinician asking an assistant to draft a discharge letter may pull identifiers into a prompt that is logged, cached or processed outside the covered environment. HIPAA's minimum-necessary standard is hard to demonstrate when the assistant decides what context to include.",
  },
  {
    title: "Financial Services",
    text: "Material non-public information, customer account data and model risk documentation all sit within reach of a typical analyst. Regulators expect information barriers between teams and a defensible record of how AI-generated advice was produced. An assistant that crosses a wall because a folder was mis-shared creates a conduct risk, not just a data risk.",
  },
  {
    title: "Legal",
    text: "Privilege and client confidentiality depend on strict matter-level separation. Document management systems enforce ethical walls, but an assistant indexing a collaboration suite may not respect them the same way. A single summary that blends two clients' files can waive privilege or breach a conflict screen.",
  },
  {
    title: "Manufacturing",
    text: "Product designs, supplier pricing and process recipes are the crown jewels, and they are shared widely with engineering partners. Assistants make this intellectual property easy to extract in bulk, while prompt injection hidden in supplier documents or e-mails can steer an assistant that has access to procurement workflows.",
  },
  {
    title: "Enterprise",
    text: "Every large organization carries years of permission drift: \"anyone with the link\" sharing, all-company groups and departed owners. HR investigations, M&A plans and compensation data are the usual casualties. The assistant does not create these exposures, but it removes the obscurity that kept them quiet.",
  },
];

/** The long-form article served at /copilot-security-gap and /copilot-replacement-blog. */
export function CopilotSecurityGapArticle() {
  return (
    <Prose>
      <p>
        Office assistants have become the fastest route to generative AI for most enterprises. They arrive inside tools
        employees already use, they are licensed per seat, and they promise to turn every inbox, chat and document library
        into something you can simply ask questions of. For many organizations the pilot went well, and the rollout
        conversation began before the security review had finished.
      </p>
      <p>
        That is where the gap opens. A default assistant answers with whatever the signed-in user can reach, runs on the
        model its vendor chose, and applies the content filters its vendor tuned for everyone. Security teams are left to
        govern a system whose most important decisions (what context to retrieve, what to send to the model, what to show
        in the answer) happen out of sight. This article looks at where that risk concentrates, and how a governed co-pilot
        built on {brand.name} closes it without taking the assistant away from the people who rely on it.
      </p>

      <h2 id="risks">The Risks of a Default Deployment</h2>
      <p>
        None of these risks is exotic. Each one follows from how retrieval-based assistants work, and each has appeared in
        real deployments and published security research.
      </p>
      <ul>
        <li>
          <strong>Oversharing, amplified.</strong> Assistants respect existing permissions, which is exactly the problem:
          most tenants grant far more access than anyone intends. What used to require knowing where a file lived now takes
          one natural-language question.
        </li>
        <li>
          <strong>Prompt injection through content.</strong> Any e-mail, shared document or web page the assistant reads
          can carry instructions. Researchers have repeatedly shown hidden text that makes an assistant exfiltrate data
          through links or images, or quietly change the answer it gives.
        </li>
        <li>
          <strong>Sensitive data in prompts and answers.</strong> Employees paste customer records, source code and contract
          terms into prompts to save time. Without inspection and redaction, that data flows to the model, into logs and
          sometimes back out in answers to other questions.
        </li>
        <li>
          <strong>Coarse policy controls.</strong> Built-in filters are designed for the average customer. A hospital, a
          bank and a law firm need different rules, enforced differently for different teams, and most default assistants
          offer little more than on or off.
        </li>
        <li>
          <strong>Thin audit trails.</strong> When an incident happens, investigators need to know which prompt retrieved
          which document and what the assistant returned. Default logging is often built for usage reporting, not for
          forensics.
        </li>
        <li>
          <strong>Single-model lock-in.</strong> The assistant runs on the vendor's model of the moment. You cannot score it,
          swap it for a model that performs better on your risk profile, or keep regulated workloads on a model hosted in
          your own region.
        </li>
      </ul>

      <h2 id="industry-exposure">Industry Exposure</h2>
      <p>
        The same assistant carries very different risk depending on what it can reach. These are the patterns we see most
        often in AI risk audits.
      </p>
      {industries.map((industry) => (
        <section key={industry.title} aria-labelledby={`industry-${industry.title.toLowerCase().replace(/\s+/g, "-")}`}>
          <h3 id={`industry-${industry.title.toLowerCase().replace(/\s+/g, "-")}`}>{industry.title}</h3>
          <p>{industry.text}</p>
        </section>
      ))}

      <h2 id="security-principles">Security Principles for an Enterprise Co-pilot</h2>
      <p>
        Replacing a default assistant is not about building a worse version of it. It is about putting the decisions that
        matter under your control. Six principles guide every {brand.name} co-pilot deployment:
      </p>
      <ol>
        <li>
          <strong>Least-privilege retrieval.</strong> The co-pilot retrieves only from sources approved for the use case,
          checks the user's entitlement on every document at query time, and honours sensitivity labels and ethical walls.
        </li>
        <li>
          <strong>Inspect every prompt and every answer.</strong> Input and output pass through the same policy engine, so
          personal data, secrets and regulated content are caught in both directions.
        </li>
        <li>
          <strong>Treat content as untrusted.</strong> Retrieved documents, e-mails and tool results are scanned for
          injected instructions before they enter the model's context, following zero-trust principles.
        </li>
        <li>
          <strong>Choose the model per workload.</strong> Models are scored with the AI Trust Score across nine risk
          dimensions, and routing rules send each request to a model approved for its data classification.
        </li>
        <li>
          <strong>Make every decision auditable.</strong> Each interaction produces a record of the user, the sources, the
          policies applied and the outcome, exportable to your SIEM.
        </li>
        <li>
          <strong>Keep data where it belongs.</strong> The co-pilot can run in our cloud or in your own Kubernetes cluster,
          with prompts and logs kept in the region you choose.
        </li>
      </ol>

      <h2 id="copilot-pipeline">Inside the {brand.name} Co-pilot Pipeline</h2>
      <p>
        Every request to the {brand.name} co-pilot takes the same path. The whole pipeline adds less than 50 ms of policy
        latency, and it runs on a platform backed by a 99.9% uptime SLA.
      </p>
      <ol>
        <li>
          <strong>Identity and context.</strong> The user is authenticated through your identity provider; their groups,
          clearance and the application they are using select the policy set.
        </li>
        <li>
          <strong>Input guardrails.</strong> The prompt is scanned for personal data, credentials and confidential markers,
          which are redacted or blocked according to policy, and for jailbreak and injection attempts.
        </li>
        <li>
          <strong>Permission-aware retrieval.</strong> Only approved sources are searched, and each candidate document is
          checked against the user's entitlements and scanned for hidden instructions before it is used.
        </li>
        <li>
          <strong>Context optimization.</strong> Duplicate and irrelevant context is trimmed before the model call, which
          typically reduces token spend by around 30% while improving answer quality.
        </li>
        <li>
          <strong>Model routing.</strong> The request goes to the highest-scoring model approved for its data
          classification, whether that is a hosted frontier model or an open-weight model in your own environment.
        </li>
        <li>
          <strong>Output guardrails.</strong> The answer is checked for leaked data, unsafe content and unsupported claims;
          citations are verified against the retrieved sources before anything reaches the user.
        </li>
        <li>
          <strong>Observability.</strong> The interaction, the policies that fired and the sources used are logged to the
          {brand.name} console and streamed to your security tools.
        </li>
      </ol>

      <h2 id="mcp-data-protection">MCP Server Data Protection</h2>
      <p>
        Co-pilots are becoming agents. Through the Model Context Protocol (MCP) they connect to ticketing systems, code
        repositories, CRMs and databases, and every MCP server extends both what the assistant can read and what it can do.
        That makes MCP traffic the new perimeter, and {brand.name} protects it the same way it protects prompts:
      </p>
      <ul>
        <li>
          <strong>Server allow-lists.</strong> Only registered, approved MCP servers can be connected, each with an owner and
          a risk rating.
        </li>
        <li>
          <strong>Scoped, short-lived credentials.</strong> Tokens are issued per user and per tool call with the narrowest
          scope the action needs, so the agent never holds a standing admin key.
        </li>
        <li>
          <strong>Tool-result inspection.</strong> Data returned by an MCP server is scanned for sensitive fields and
          injected instructions before it reaches the model, and redacted according to the caller's policy.
        </li>
        <li>
          <strong>Action policies.</strong> High-impact operations, such as sending external e-mail, changing records or
          running code, can require human approval or be blocked outright for certain roles.
        </li>
        <li>
          <strong>Rate and volume limits.</strong> Unusual bulk reads are throttled and alerted on, which stops an abused
          agent from quietly exporting a database one page at a time.
        </li>
      </ul>

      <h2 id="making-the-switch">Making the Switch</h2>
      <p>
        Most customers move in three steps. First, a free AI risk audit maps which sources the current assistant can reach
        and where sensitive data is overshared. Second, a pilot group moves to the {brand.name} co-pilot with policies tuned
        for their work, while the default assistant stays available to everyone else. Third, once the audit trail and
        adoption numbers satisfy both security and the business, the rollout widens team by team.
      </p>
      <p>
        Employees keep a fast, capable assistant. Security teams get what they were missing: control over what it can see,
        proof of what it did, and a score for the model behind it.
      </p>

      <aside aria-labelledby="copilot-cta-title" className="not-prose mt-12 rounded-2xl bg-gradient-to-br from-brand-ink to-primary p-8 text-white">
        <h2 id="copilot-cta-title" className="!mt-0 !text-white">
          Close your co-pilot security gap
        </h2>
        <p className="text-white/85">
          See the {brand.name} co-pilot on your own data, or talk to us about an AI risk audit of your current assistant.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-brand-amber text-brand-ink no-underline hover:bg-brand-amber/90">
            <Link to="/book-demo" prefetch="intent" className="!text-brand-ink !no-underline">
              <CalendarCheck aria-hidden="true" /> Book a Demo
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/contact-us" prefetch="intent" className="!text-secondary-foreground !no-underline">
              <MessageSquare aria-hidden="true" /> Contact Us <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </aside>
    </Prose>
  );
}
