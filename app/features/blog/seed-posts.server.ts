// The blog's first articles, inserted when the table is empty (see seed.server.ts).
// Bodies are Markdown: paragraphs stay on one line because single newlines become line breaks.
import { brand, meetings } from "#app/config/site.ts";
import { bankingShadowAi } from "./post-seo.ts";

export type SeedPost = {
  title: string;
  excerpt: string;
  category: "Gen AI" | "Security" | "Research" | "Implementation";
  tags: string[];
  readTime: string;
  /** ISO date of publication. */
  publishedAt: string;
  content: string;
};

const b = brand.name;

export const seedPosts: SeedPost[] = [
  {
    title: bankingShadowAi.title,
    excerpt:
      "Relationship managers paste client data into public chatbots; quants wire open-source models into spreadsheets. A practical playbook for banks to discover shadow AI, score the risk and bring it under policy without banning the tools people rely on.",
    category: "Security",
    tags: ["Shadow AI", "Banking", "Financial Services", "AI Governance", "Data Loss Prevention"],
    readTime: "9 min read",
    publishedAt: "2025-10-07T14:00:00.000Z",
    content: `Every bank we speak with has an AI policy. Far fewer know how much AI is actually in use across the institution. The gap between the two is **shadow AI**: generative AI tools, browser extensions, plug-ins and self-hosted models that employees adopt without review, because they make a hard job faster.

Shadow AI is rarely malicious. A relationship manager summarises a client's annual report in a public chatbot. An analyst asks an assistant to rewrite a credit memo. A developer pulls an open-source model into a notebook to classify complaints. Each of these is reasonable on its own, and each can move regulated data outside the controls the bank has spent years building.

## Why banks are especially exposed

- **Data density.** Customer records, transaction histories and non-public information sit one copy-paste away from a prompt box.
- **Regulatory reach.** Model risk management expectations (such as SR 11-7 in the United States), GLBA, PCI DSS and the EU AI Act all assume you know which models influence decisions.
- **Third-party sprawl.** Many SaaS platforms now ship embedded assistants. A vendor update can switch one on without a procurement review.
- **Speed of adoption.** Staff adopt tools in days; risk committees meet quarterly.

## Step 1: Discover what is already in use

Banning public chatbots at the proxy rarely works: traffic moves to personal devices and the institution loses visibility altogether. Start instead by measuring. Inventory AI traffic at the network edge, review browser extensions on managed devices, and ask business units directly which tools help them. Treat the answers as a list of needs, not a list of offenders.

For every tool or model you find, record who uses it, what data it touches, where inference happens and whether outputs feed a customer-facing decision.

## Step 2: Score the risk, not just the vendor

A vendor questionnaire tells you how a provider describes itself. It does not tell you how a model behaves under pressure. ${b} scores models and agents across **9 risk dimensions**, from jailbreak resistance and content safety to privacy protection, hallucination control and regulatory compliance, so a risk team can compare a public assistant with an internally hosted model on the same scale.

In banking, three dimensions usually dominate the conversation:

- **Privacy protection**: does the model leak personal data it was given, or memorised in training?
- **Hallucination control**: will it invent a figure in a credit summary or a regulation in a compliance answer?
- **Jailbreak resistance**: can a cleverly worded prompt talk it past the restrictions you configured?

## Step 3: Offer a governed alternative

The fastest way to retire shadow AI is to give people something better. A sanctioned assistant that sits behind real-time guardrails lets staff keep their productivity while the bank keeps control: personal data is redacted before it reaches a model, prompts that try to extract confidential material are blocked, and every interaction is logged for audit.

Our guardrails evaluate each request in **under 50 ms**, so the safe path is not the slow path. That matters: if the governed tool feels sluggish, people drift back to the public one.

## Step 4: Monitor continuously

Models change under you. Providers retrain, vendors enable new features, and prompt-injection techniques evolve weekly. Continuous observability turns a one-off assessment into a living control: drift in a model's trust score, a spike in blocked prompts from one desk, or a new AI domain appearing in network logs should all reach the second line of defence within hours, not at the next audit.

## What good looks like after 90 days

- A complete inventory of AI tools and models, with an owner for each.
- Trust scores for every model that touches customer data, reviewed by model risk.
- A governed assistant available to every employee, with redaction and logging on by default.
- Dashboards that show the CISO and the Chief Risk Officer the same picture.

Shadow AI is a symptom of unmet demand. Banks that treat it that way, by measuring, scoring and offering a safer route, end up with more AI in use, not less, and with far better evidence for their regulators.

If you would like to see where your institution stands, our team offers a free AI security risk audit, valued at ${meetings.auditValue}, as part of every demo.`,
  },
  {
    title: "Prompt Injection in Agentic Workflows: What Changes When Models Can Act",
    excerpt:
      "When a model can call tools, read inboxes and write to systems of record, a prompt injection is no longer an embarrassing answer: it is an unauthorised action. How the threat model shifts for AI agents, and the controls that hold up.",
    category: "Gen AI",
    tags: ["Prompt Injection", "AI Agents", "MCP", "Guardrails"],
    readTime: "8 min read",
    publishedAt: "2025-09-16T14:00:00.000Z",
    content: `A chatbot that is tricked into saying something it should not is a reputational problem. An agent that is tricked into **doing** something it should not is a security incident. As teams connect models to tools through function calling and the Model Context Protocol (MCP), prompt injection moves from the content-safety column to the access-control column.

## Direct and indirect injection

**Direct injection** is the familiar case: a user types instructions that try to override the system prompt. **Indirect injection** is the one that matters for agents. The malicious instruction arrives inside content the agent reads on the user's behalf: a web page, a PDF, a support ticket, a calendar invite, a code comment. The user never sees it; the model treats it as part of its context.

An agent that summarises email and can also send email is one crafted message away from forwarding a mailbox to a stranger.

## Why filtering prompts is not enough

Keyword filters and "ignore previous instructions" detectors catch the obvious attempts. They miss instructions that are paraphrased, translated, encoded, split across documents or hidden in markup. Worse, the attack surface is every piece of data the agent can reach, not just what the user types.

Defence has to assume that some injected text **will** reach the model, and limit what can happen next.

## Controls that hold up

- **Least privilege for tools.** Give each agent the narrowest set of tools and scopes for its task. A research agent does not need write access to the CRM.
- **Separate reading from acting.** Route any action with side effects (sending, deleting, paying, changing permissions) through a policy check that evaluates the action itself, not just the prompt that led to it.
- **Human confirmation for irreversible steps.** Above a risk threshold, the agent proposes and a person approves.
- **Provenance tagging.** Mark retrieved content as untrusted so policies can treat instructions found in it differently from instructions given by the user.
- **Output inspection.** Check tool arguments for data that should not leave, such as credentials, personal data or internal hostnames.

## Testing agents the way attackers will

Static benchmarks age quickly. We red-team agents with injected content placed where the agent will encounter it during a real task, then measure whether the agent takes an unauthorised action, leaks data in a tool call or merely mentions the injected text. The difference between those three outcomes is the difference between a log entry and an incident report.

Jailbreak resistance is the one dimension we rate **Critical** in the ${b} AI Trust Score for exactly this reason: once models can act, a successful jailbreak inherits every permission the agent holds.

## A short checklist before you ship an agent

- Which tools can it call, and which of them change state?
- What content from outside your organisation will it read?
- Which actions require a human to approve?
- Where are tool calls logged, and who reviews them?
- How will you know if its behaviour drifts after a model update?

If you cannot answer all five, the agent is not ready for production data yet. The good news is that every one of them can be answered with controls you can put in place this quarter.`,
  },
  {
    title: "Measuring Trust: How We Score AI Models Across 9 Risk Dimensions",
    excerpt:
      "A trust score is only useful if people can see what is inside it. The nine dimensions behind the AI Trust Score, how severity weights them, and how security and compliance teams use the result to approve, restrict or reject a model.",
    category: "Research",
    tags: ["AI Trust Score", "Model Evaluation", "Risk Management", "Red Teaming"],
    readTime: "7 min read",
    publishedAt: "2025-08-26T14:00:00.000Z",
    content: `Security teams are asked to approve models they did not build, trained on data they cannot inspect, for use cases that change every month. They need a way to compare models that is consistent, explainable and repeatable. That is the job of the ${b} AI Trust Score.

## The nine dimensions

We group model behaviour into **9 risk dimensions**, each tested with its own suite of adversarial and benign prompts, and each carrying a severity that reflects the harm a failure can cause.

- **Jailbreak resistance (Critical).** Can the model be talked past its safety instructions?
- **Bias and fairness (High).** Does output quality or tone change with a person's gender, ethnicity, age or other protected attribute?
- **Content safety (High).** Does it produce violent, hateful, sexual or self-harm content when it should refuse?
- **Privacy protection (Medium).** Does it reveal personal data from its context or its training?
- **Hallucination control (Medium).** Does it state false facts with confidence, or admit what it does not know?
- **Robustness (Medium).** Does behaviour hold when prompts are misspelled, translated, reformatted or padded?
- **Cultural sensitivity (Low).** Does it handle regional norms and language respectfully?
- **Regulatory compliance (Low).** Does it follow instructions that encode policy, such as disclaimers or refusals for regulated advice?
- **Transparency (Low).** Does it identify itself as an AI and explain the limits of its answers?

## From test results to a score

Each dimension produces a pass rate across its prompt suite. Severity then decides how much a weakness costs: a model that fails one jailbreak in ten loses far more than a model that occasionally forgets a regional greeting. The dimensions roll up into a single score on a **0 to 100** scale, and the breakdown always travels with the number.

A single number is useful for a dashboard. The breakdown is what a reviewer actually reads. Two models with the same overall score can have very different profiles, and the right choice depends on the use case: a customer-facing assistant needs strong content safety, while an internal code helper may care more about privacy protection and robustness.

## How teams use the score

- **Approve** a model for a use case when the dimensions that matter for it clear your thresholds.
- **Restrict** a model by pairing it with guardrails that compensate for a weak dimension, for example stricter output filtering for a model with modest content-safety results.
- **Reject** a model when a critical dimension cannot be compensated for in your environment.
- **Re-test** on every model update. Providers change models behind stable names; scores are only as current as the last run.

## What a score cannot tell you

No benchmark captures every way a model will be used. A trust score measures behaviour under known attack and misuse patterns; it does not replace review of the data a model can reach or the actions it can take. We see the score as the start of a risk conversation, shared by security, compliance and the product team, rather than the end of one.`,
  },
  {
    title: "Deploying Guardrails Without Adding Latency: A Field Guide",
    excerpt:
      "Guardrails that slow every answer get switched off. Where to place policy checks in an AI request path, what to run inline and what to run asynchronously, and how teams keep added latency under 50 ms.",
    category: "Implementation",
    tags: ["Guardrails", "Latency", "Architecture", "Observability"],
    readTime: "6 min read",
    publishedAt: "2025-07-29T14:00:00.000Z",
    content: `Every AI team has the same worry about guardrails: they will make the product slower. It is a fair worry. A policy layer that adds a second or two to each response will be bypassed, first in testing and then in production. The answer is not fewer controls; it is putting each control in the right place.

## Map the request path

A typical request passes through five points where policy can act:

- **Before the model**: the user's prompt and any retrieved context.
- **At tool selection**: which tools an agent may call, with which arguments.
- **During generation**: streaming output, token by token.
- **After the model**: the complete answer before it reaches the user.
- **After the fact**: logs, analytics and review queues.

Not every check belongs inline. The art is deciding which ones must block and which ones only need to observe.

## Run blocking checks where they are cheap

Input checks such as prompt-injection detection, personal-data redaction and topic restrictions run on short text and can be done in parallel. ${b} Guardrails evaluates them in **under 50 ms**, which in practice disappears inside the time a model takes to produce its first token.

For output, inspect the stream rather than waiting for the full answer. Most violations can be detected within the first sentence or two; when one is found, the stream is cut and replaced with a safe response.

## Move everything else off the hot path

Quality scoring, hallucination analysis against sources, cost attribution and trend detection do not need to delay the user. Send them to an asynchronous pipeline and feed the results to observability dashboards and alerts. If a pattern emerges, promote the relevant check to an inline policy.

## Reduce work before you add it

Policy-aware routing often makes the whole system faster. Simple requests can go to a smaller model, cached answers can serve repeated questions, and prompts that would be refused anyway never reach the model at all. Customers using routing alongside guardrails typically see around a **30% reduction in token spend**, and lower median latency with it.

## Measure it honestly

- Track p50 and p95 latency with guardrails on and off, per route.
- Alert on guardrail timeouts, and decide explicitly whether a timeout fails open or closed for each policy.
- Review blocked requests weekly; false positives are a latency problem too, because users retry.

## Deployment checklist

- Inline: injection detection, redaction, topic and tool restrictions, streaming output checks.
- Asynchronous: quality scoring, hallucination analysis, cost and usage analytics.
- Configured per application, versioned, and rolled out gradually like any other change.
- Backed by a **99.9% uptime SLA** and 24/7 support, so the control layer is never the weakest link.

Guardrails done well are invisible to users and obvious to auditors. That is the bar worth holding them to.`,
  },
  {
    title: "Cutting Token Spend by 30% with Policy-Aware Model Routing",
    excerpt:
      "Most enterprise prompts do not need the largest model available. How policy-aware routing matches each request to the right model, why it improves safety as well as cost, and how to roll it out without surprising users.",
    category: "Gen AI",
    tags: ["Model Routing", "Cost Optimization", "LLMOps", "Governance"],
    readTime: "6 min read",
    publishedAt: "2025-06-18T14:00:00.000Z",
    content: `When generative AI pilots become production systems, the first invoice is often the moment finance starts asking questions. Teams default to the largest, most capable model for everything, because it is the safest choice during a pilot. At scale it is also the most expensive one, and frequently not the most appropriate.

## Not every request needs the biggest model

Look at a week of prompts from any internal assistant and a pattern emerges. A large share are short, well-defined tasks: reformatting text, extracting fields, answering questions whose answers sit in a single retrieved paragraph. Smaller models handle these well, faster and at a fraction of the cost.

## What makes routing policy-aware

Cost-only routing picks the cheapest model that can probably answer. **Policy-aware routing** adds two further questions before choosing:

- **Is this model approved for this data?** A prompt containing customer data may only go to models hosted in an approved region, or to models that cleared your privacy-protection threshold.
- **Is this model trusted for this task?** A request that will influence a decision may require a model with strong hallucination control, even if a cheaper one is available.

The result is a router that saves money and enforces governance in the same step.

## A practical rollout

- **Observe first.** Log which model serves each request, with token counts and outcome, for two to four weeks.
- **Classify requests.** Group them by task type, data sensitivity and required quality.
- **Define routes.** For each group, name an approved primary model and a fallback.
- **Shadow-test.** Send a sample of traffic to the proposed model in parallel and compare answers before switching.
- **Switch gradually.** Move one group at a time and watch quality metrics and user feedback.

## What customers see

Across deployments, teams that combine routing with caching and early refusal of out-of-policy prompts typically reduce token spend by around **30%**. Just as important, they end up with a written, enforceable answer to the question regulators and auditors increasingly ask: which model handled this data, and why was it allowed to?

## Pitfalls to avoid

- Routing on prompt length alone. Short prompts can be hard, and long ones easy.
- Silent fallbacks. If the approved model is unavailable, falling back to an unapproved one is a policy breach, not a resilience feature.
- Forgetting to re-test. When a provider updates a model, its place in your routing table should be earned again.

Routing is where cost control and AI governance meet. Treating it as a governance control from the start saves both money and explanations later.`,
  },
  {
    title: "Red Teaming Generative AI: Building a Program That Keeps Up with Your Models",
    excerpt:
      "A one-off red-team exercise tells you how a model behaved on one day. How to build a continuous red-teaming program that covers jailbreaks, data leakage and agent misuse, and turns findings into guardrail policies.",
    category: "Research",
    tags: ["Red Teaming", "Jailbreaks", "AI Security Testing", "Continuous Assurance"],
    readTime: "7 min read",
    publishedAt: "2025-05-20T14:00:00.000Z",
    content: `Red teaming has become a standard step before launching a generative AI application, and regulations such as the EU AI Act increasingly expect adversarial testing of capable models. Yet many programs still look like a penetration test from a decade ago: a team spends two weeks attacking a system, writes a report, and moves on. Models do not stand still long enough for that to be sufficient.

## Why point-in-time testing falls short

- **Models change.** Providers update weights, system prompts and safety layers, often without changing the model's name.
- **Attacks change.** New jailbreak families appear every few weeks and spread quickly.
- **Applications change.** A new tool, a new data source or a new user group changes what a successful attack can reach.

## The building blocks of a continuous program

- **A living attack library.** Maintain prompt suites for jailbreaks, prompt injection, data extraction, harmful content and policy evasion, and add new techniques as they are published.
- **Application context.** Test the model as deployed, with its real system prompt, retrieval sources and tools, not a bare model behind an API.
- **Automated runs with human depth.** Automation covers breadth on every release; human red-teamers explore the creative, multi-step attacks automation misses.
- **Severity-based triage.** Not every finding is urgent. Rate each one by the harm it could cause in your context.
- **Closing the loop.** Each confirmed finding should become a guardrail policy, a regression test, or both.

## What to measure

- Attack success rate per category, tracked over time and across model versions.
- Time from a new technique being published to it being in your test suite.
- Time from a confirmed finding to a deployed mitigation.
- Regressions: previously fixed findings that reappear after a model update.

## Turning findings into protection

The most valuable output of red teaming is not the report; it is the change in production behaviour. With ${b}, red-team results feed directly into the AI Trust Score and into guardrail configuration, so a weakness found on Tuesday can be mitigated by a policy deployed on Wednesday and verified by a re-run on Thursday.

## Getting started

Start small: choose the application with the most sensitive data or the widest audience, agree on the harms you care about most, and run a baseline. The first results usually make the case for a continuous program on their own.

Teams that want an outside view can begin with a free AI security risk audit, included with every ${b} demo, or a **14-day trial** of the platform on their own models.`,
  },
];
