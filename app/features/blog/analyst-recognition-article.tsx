import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { Prose } from "#app/components/page/prose.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { brand, meetings } from "#app/config/site.ts";

/** Body of the analyst-recognition article. */
export function AnalystRecognitionArticle() {
  return (
    <Prose>
      <p>
        We are proud to share that {brand.name} has been named a Cool Vendor in the 2025 Gartner® Cool Vendors™ in AI
        Cybersecurity Governance report. Cool Vendor reports highlight emerging companies whose technology or approach
        the analyst firm considers innovative and worth watching in a fast-moving market.
      </p>
      <p>
        For a company founded to put a number on the risk of generative AI, this recognition lands at a meaningful moment.
        Enterprises are moving from AI pilots to AI in production, from chat assistants to autonomous agents, and from
        voluntary principles to binding regulation. Governance that lives only in policy documents is no longer enough.
      </p>

      <h2 id="why-this-matters">Why This Matters</h2>
      <p>
        Security and compliance leaders tell us the same thing in almost every first conversation: they are asked to approve
        AI systems they cannot measure. A business unit wants to launch a customer chatbot on a new model, a development
        team wants to connect an agent to the CRM, and the questions that matter have no ready answer. How often can this
        model be jailbroken? Will it leak customer data? Does it hallucinate regulated advice? Who sees the logs?
      </p>
      <p>
        {brand.name} answers those questions with evidence. The AI Trust Score measures models and agents across nine risk
        dimensions, from jailbreak resistance and privacy protection to hallucination control and regulatory compliance.
        Guardrails turn those findings into policies enforced on every prompt and response in under 50 ms, and
        observability gives security teams the audit trail they expect from any other critical system.
      </p>
      <p>
        We believe recognition of AI cybersecurity governance as its own category reflects a shift we see every day:
        organizations no longer ask whether to govern AI, but how to do it without slowing the teams that build with it.
      </p>

      <h2 id="mission">Our Mission</h2>
      <p>
        Our mission is to quantify the risk of generative AI for application developers and to give security and
        compliance teams the confidence to say yes. That means being model-agnostic, so customers can choose the best
        model for each job; cloud-agnostic, so regulated workloads can run in their own environment; and fast enough that
        developers never have a reason to route around the controls.
      </p>
      <blockquote>
        <p>
          “Every enterprise we work with wants to move faster with AI, and every one of them has someone responsible for
          saying whether it is safe. We built {brand.name} so those two people can look at the same numbers and agree.
          Being named a Cool Vendor tells us the market is ready for that conversation.”
        </p>
        <p className="text-sm text-muted-foreground">Maya Okafor, Co-founder and CEO, {brand.name}</p>
      </blockquote>

      <h2 id="looking-ahead">Looking Ahead</h2>
      <p>Over the coming year we are investing in three areas customers have asked for most:</p>
      <ul>
        <li>
          <strong>Agent and MCP security.</strong> Scoped credentials, tool-result inspection and action policies for
          agents that connect to business systems through the Model Context Protocol.
        </li>
        <li>
          <strong>Continuous red teaming.</strong> A weekly refresh of our attack library, so every model and release is
          re-scored against the newest jailbreak and injection techniques automatically.
        </li>
        <li>
          <strong>Regulatory evidence.</strong> Reports mapped to the EU AI Act, ISO/IEC 42001 and the NIST AI Risk
          Management Framework that compliance teams can hand directly to auditors.
        </li>
      </ul>

      <h2 id="a-shared-milestone">A Shared Milestone</h2>
      <p>
        This recognition belongs to our customers and partners as much as to our team. The security leaders who trusted us
        with their first production AI deployments shaped the product with every question they asked. Our channel and
        technology partners carried it into industries we could not have reached alone. And the engineers, researchers and
        red teamers at {brand.name} turned a hard problem into something measurable.
      </p>
      <p>
        Thank you. If you are working out how to govern AI in your organization, we would be glad to show you what we have
        built, starting with a free AI security risk audit worth {meetings.auditValue}.
      </p>

      <footer className="mt-12 border-t pt-6 text-xs leading-5 text-muted-foreground [&_p]:mt-3">
        <p>Source: Gartner, Cool Vendors in AI Cybersecurity Governance, 2025.</p>
        <p>
          GARTNER is a registered trademark and service mark, and COOL VENDORS is a registered trademark, of Gartner, Inc.
          and/or its affiliates in the U.S. and internationally, and are used herein with permission. All rights reserved.
        </p>
        <p>
          Gartner does not endorse any vendor, product or service depicted in its research publications, and does not
          advise technology users to select only those vendors with the highest ratings or other designation. Gartner
          research publications consist of the opinions of Gartner's research organization and should not be construed as
          statements of fact. Gartner disclaims all warranties, expressed or implied, with respect to this research,
          including any warranties of merchantability or fitness for a particular purpose.
        </p>
      </footer>
    </Prose>
  );
}

/** The discovery-call card: a sidebar on large screens, after the article on small ones. */
export function DiscoveryCallCard() {
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-sm">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Talk to us</p>
      <h2 className="mt-2 text-xl font-bold text-brand-ink">See why analysts are paying attention</h2>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">
        A {meetings.discoveryMinutes}-minute call with our team about your AI usage, risks and compliance goals. No slides
        unless you want them.
      </p>
      <Button asChild className="mt-5 w-full">
        <Link to="/schedule?type=discovery" prefetch="intent">
          <CalendarCheck aria-hidden="true" /> Book a Discovery Call
        </Link>
      </Button>
    </div>
  );
}
