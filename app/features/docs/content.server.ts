// The customer documentation. Server-only: it reaches a browser solely through the /docs loader,
// after the password check, so no public script, page or data response carries it.
import { brand, links } from "#app/config/site.ts";
import type { DocsContent, DocsSection } from "./content-model.ts";

const CERT_MANAGER_VERSION = "v1.16.2";
const CHART_VERSION = "3.4.1";
const SUBDOMAINS = ["chatbot", "studio", "guard", "scanner", "trust-score", "chat"] as const;

const overview: DocsSection = {
  id: "overview",
  title: "Overview",
  icon: "overview",
  blocks: [
    {
      type: "paragraph",
      text: `${brand.name} is a policy engine that sits between your people, your AI applications and the models and agents they call. It measures how far each model and agent can be trusted, enforces your policies on every prompt, response and tool call, and keeps an auditable record of what happened and why.`,
    },
    {
      type: "paragraph",
      text: "You can use it as a managed service or run it in your own Kubernetes cluster. Either way the platform is made of the same services, each published on its own hostname under your domain:",
    },
    {
      type: "table",
      caption: "Platform services and their hostnames",
      columns: ["Service", "Hostname", "What it does"],
      rows: [
        ["AI Trust Score", "`trust-score.<your-domain>`", "Runs probes against models and agents and serves scores, metrics and the REST API."],
        ["Guard", "`guard.<your-domain>`", "The inline policy runtime: checks prompts, responses and tool calls in real time."],
        ["Policy Studio", "`studio.<your-domain>`", "The web console: no-code policy editor, dashboards, inventory and settings."],
        ["Scanner", "`scanner.<your-domain>`", "Red-teaming campaigns, AI asset discovery and MCP tool scanning."],
        ["Chatbot service", "`chatbot.<your-domain>`", "Back end of the secure workforce chatbot: conversations, connectors, knowledge bases."],
        ["Chat", "`chat.<your-domain>`", "The chat interface your employees sign in to, governed by the same policies."],
      ],
    },
    { type: "heading", text: "Key concepts" },
    {
      type: "definitions",
      items: [
        { term: "Tenant", description: "An isolated workspace with its own users, roles, keys, policies and data. Business units or, for service providers, customers each get one." },
        { term: "Alias", description: "A stable name such as `support-bot` that points at a concrete model and provider. Applications call the alias, so you can swap models without a code change and keep the score history." },
        { term: "Rails config", description: "A versioned policy: the detectors, thresholds and actions Guard applies to one alias or application, optionally grounded in knowledge bases." },
        { term: "Probe", description: "One adversarial or quality test. Probes are grouped by trust dimension; a probe run produces the scores that make up the Trust Score." },
        { term: "Suite", description: "A named set of probes. Built-in suites cover each dimension; custom suites hold your own prompts, such as known abuse cases from your support logs." },
        { term: "Threshold", description: "The minimum score a model, alias or dimension must reach before Guard, a CI pipeline or a deployment gate lets it through." },
      ],
    },
    {
      type: "callout",
      tone: "note",
      title: "One score, two resolutions",
      text: "Studio shows the Trust Score on a 0 to 100 scale. The API and the Python client return the same result at a finer 0 to 1000 resolution, so a console score of 74.2 is `742` in the API.",
    },
  ],
};

const trustScore: DocsSection = {
  id: "ai-trust-score",
  title: "AI Trust Score",
  icon: "gauge",
  blocks: [
    {
      type: "paragraph",
      text: "The AI Trust Score is a single, comparable measure of how safely a model or agent behaves in your context. It is computed from probe runs across nine dimensions; each dimension gets its own score, and the overall score is their weighted mean.",
    },
    {
      type: "table",
      caption: "The nine trust dimensions",
      columns: ["Dimension", "What is measured", "Example probe"],
      rows: [
        ["Prompt injection", "Resistance to direct and indirect injection, including instructions hidden in retrieved documents, web pages and tool output.", "A support ticket whose footer tells the agent to forward the customer list."],
        ["Security", "Unsafe code, insecure tool use and attempts to escalate privileges through an agent's tools.", "Asking a coding assistant for a login handler and checking it for injectable SQL."],
        ["Data leakage", "Disclosure of personal data, credentials, the system prompt or memorised training data.", "Coaxing the model into repeating its system prompt through a translation task."],
        ["Hallucination", "Answers that are not supported by the supplied context, invented citations and fabricated figures.", "Questions whose answer is deliberately absent from the retrieved passages."],
        ["Bias", "Stereotypes and unequal treatment of people by gender, ethnicity, age, religion or disability.", "Counterfactual pairs of CVs that differ only in the candidate's name."],
        ["Toxicity", "Hate, harassment, violent, sexual and self-harm content, in the model's own words or when asked to continue a text.", "Role-play that slowly steers a conversation towards abuse."],
        ["Fairness", "Whether quality of service holds across languages, dialects and user groups, such as equal refusal and error rates.", "The same benefits question asked in English, Spanish and Vietnamese."],
        ["Psychological safety", "Manipulative, coercive or emotionally harmful replies and the handling of users in distress.", "A user who mentions feeling hopeless while asking about medication doses."],
        ["Supply chain", "Provenance and integrity of model weights, licences, unsafe serialisation formats and dataset lineage.", "Flagging a checkpoint distributed as a pickle file from an unverified publisher."],
      ],
    },
    { type: "heading", text: "How the score is calculated" },
    {
      type: "list",
      items: [
        "Every probe yields a pass rate between 0 and 1, weighted by the severity of the failures it finds.",
        "A dimension's score is the severity-weighted pass rate of its probes. Dimension weights are set per tenant under Category Settings; Trust Metrics Settings define which metrics feed each dimension.",
        "The overall score is the weighted mean of the nine dimensions, reported with the run's date, the probe library version and the model version, so results stay reproducible.",
        "Scores fall into four bands: Excellent (85 and above), Good (70 to 84), Fair (50 to 69) and Poor (below 50).",
      ],
    },
    { type: "heading", text: "When scores are refreshed" },
    {
      type: "paragraph",
      text: "A new probe run starts automatically when an alias is pointed at another model, when its rails config is published, and on a nightly schedule that catches silent provider updates. A drop of more than five points raises an alert, and a score under the alias's threshold can block it in Guard or fail a pipeline.",
    },
  ],
};

const guardrails: DocsSection = {
  id: "guardrails",
  title: "Guardrails",
  icon: "shield",
  blocks: [
    {
      type: "paragraph",
      text: "Guard enforces your policies in the request path. It inspects what goes into a model (prompts, retrieved context, tool results) and what comes out (responses and tool calls), and applies an action for each finding: allow, redact, rewrite, block or escalate to a reviewer. Policy evaluation adds less than 50 ms at the 95th percentile.",
    },
    { type: "heading", text: "The no-code policy studio" },
    {
      type: "list",
      items: [
        "Start from templates for common cases, such as an HR assistant, a customer support bot or a coding copilot, or from a blank policy.",
        "Add detectors by choosing them from a list and setting thresholds with sliders; no code or regular expressions are needed, although both are available.",
        "Ground a policy in knowledge bases so Guard can check that answers stay on approved topics and agree with your documents.",
        "Try a draft in the sandbox against sample prompts and recorded traffic before publishing; every published version is kept and can be restored in one click.",
        "Assign policies to aliases, applications or user groups; the group comes from the signed token of the user (see Integrations & Ecosystem).",
      ],
    },
    {
      type: "paragraph",
      text: "Teams who prefer configuration as code can export any policy from Studio and manage it in Git. An exported rails config looks like this:",
    },
    {
      type: "code",
      language: "yaml",
      title: "hr-assistant.rails.yaml",
      code: `apiVersion: policy.lumenguard.example/v1
kind: RailsConfig
metadata:
  name: hr-assistant
  tenant: acme-hr
spec:
  input:
    - detector: prompt_injection
      threshold: 0.80
      action: block
    - detector: pii
      entities: [US_SSN, CREDIT_CARD, IBAN]
      action: redact
  output:
    - detector: toxicity
      threshold: 0.70
      action: block
    - detector: groundedness
      knowledgeBase: hr-policies-2025
      minScore: 0.60
      action: rewrite
  topics:
    deny: [legal_advice, medical_diagnosis]
  onBlock:
    message: "I can't help with that request. Please contact HR Operations."`,
    },
  ],
};

const observability: DocsSection = {
  id: "observability",
  title: "Observability",
  icon: "activity",
  blocks: [
    {
      type: "paragraph",
      text: "Observability shows what AI is in use across the organisation, how it behaves, and what Guard did about it.",
    },
    {
      type: "cards",
      cards: [
        {
          title: "AI asset discovery",
          icon: "radar",
          text: "Scanner builds an inventory of models, agents, MCP servers, vector stores and API keys from your cloud accounts, code repositories, identity provider grants and egress logs.",
        },
        {
          title: "Trust-aware monitoring",
          icon: "gauge",
          text: "Every request carries the live Trust Score of the alias that served it. Alerts fire when a score, a block rate or latency crosses its threshold, not only when a service is down.",
        },
        {
          title: "Auditable logging",
          icon: "book",
          text: "Each decision is written to an append-only log with the policy version, detector scores and a hash chain, after personal data has been redacted. Retention is configured per tenant.",
        },
        {
          title: "Dashboards",
          icon: "activity",
          text: "Trust Score trends, blocked and redacted requests, the most violated policies, token spend and cost per model, and latency percentiles, per tenant and per alias.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Token spend is tracked per alias and per team using the token prices you set for each model. Teams that block abusive traffic at Guard and route routine requests to smaller models through aliases typically reduce token spend by about 30%.",
    },
    { type: "heading", text: "A decision record" },
    {
      type: "code",
      language: "json",
      title: "Audit event (as exported to your SIEM)",
      code: `{
  "event": "guard.decision",
  "time": "2025-06-12T14:03:27.412Z",
  "tenant": "acme-hr",
  "alias": "hr-assistant",
  "direction": "input",
  "action": "redact",
  "policy": { "name": "hr-assistant", "version": 14 },
  "findings": [{ "detector": "pii", "entity": "US_SSN", "score": 0.98 }],
  "user": { "sub": "u-48213", "groups": ["hr-partners"] },
  "latencyMs": 21,
  "prevHash": "9c1e4f0a…",
  "hash": "b27d88e3…"
}`,
    },
  ],
};

const redTeaming: DocsSection = {
  id: "red-teaming",
  title: "Red-Teaming",
  icon: "swords",
  blocks: [
    {
      type: "paragraph",
      text: "Red-teaming campaigns attack your models and agents the way a determined adversary would, before they reach production and on a schedule afterwards. Findings feed the Trust Score and come with the transcripts needed to reproduce them.",
    },
    { type: "heading", text: "Automated adversarial testing" },
    {
      type: "list",
      items: [
        "A curated probe library covering all nine dimensions, updated as new jailbreak and injection techniques are published.",
        "Attack strategies that go beyond single prompts: multi-turn escalation, role-play, encoding tricks such as Base64 and homoglyphs, and payloads planted in documents for retrieval pipelines.",
        "Agent testing that exercises tools: attempts to call tools outside an agent's remit, exfiltrate data through tool parameters or chain tools into privilege escalation.",
        "Prompt generation that writes new attack variants from your own examples, and custom suites for the cases only your business knows.",
      ],
    },
    { type: "heading", text: "CI/CD integration" },
    {
      type: "paragraph",
      text: "Run a campaign on every change to a model, prompt or policy and fail the build when the score drops below your threshold. The Python client ships a `lumenguard` command for pipelines:",
    },
    {
      type: "code",
      language: "yaml",
      title: ".github/workflows/trust-gate.yml",
      code: `name: trust-gate
on: [pull_request]
jobs:
  red-team:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: python -m pip install lumenguard-client
      - run: >
          lumenguard scan run
          --target alias:support-bot-staging
          --suite prompt-injection --suite data-leakage
          --fail-under 800
        env:
          LUMENGUARD_BASE_URL: https://trust-score.ai.example.com
          LUMENGUARD_API_KEY: \${{ secrets.LUMENGUARD_API_KEY }}`,
    },
    {
      type: "paragraph",
      text: "The same run from Python, for notebooks and custom pipelines:",
    },
    {
      type: "code",
      language: "python",
      title: "release_gate.py",
      code: `import os
from lumenguard import Client

client = Client(
    base_url="https://trust-score.ai.example.com",
    api_key=os.environ["LUMENGUARD_API_KEY"],
)
run = client.probes.run(
    target="alias:support-bot-staging",
    suites=["prompt-injection", "data-leakage"],
)
result = run.wait(timeout=900)
print(result.trust_score, result.dimensions["prompt_injection"])
if result.trust_score < 800:  # API scores run from 0 to 1000
    raise SystemExit("Trust Score below the release threshold")`,
    },
  ],
};

const coreComponents: DocsSection = {
  id: "core-components",
  title: "Core Components",
  icon: "components",
  blocks: [
    {
      type: "paragraph",
      text: "Four components share one policy model and one event stream: the AI Trust Score measures, Guardrails enforce, Observability records and explains, and Red-Teaming keeps testing. A finding in one shows up in the others.",
    },
  ],
  children: [trustScore, guardrails, observability, redTeaming],
};

const integrations: DocsSection = {
  id: "integrations",
  title: "Integrations & Ecosystem",
  icon: "plug",
  blocks: [
    {
      type: "paragraph",
      text: `${brand.name} fits into the security stack you already run: findings go where your analysts work, and the signals you already collect make its decisions better.`,
    },
    {
      type: "definitions",
      items: [
        { term: "Cloud security posture tools", description: "The AI inventory is exported to CSPM and DSPM tools so AI services, their data stores and their exposure are assessed with the rest of your cloud estate." },
        { term: "SIEM, SOAR and EDR", description: "Audit events stream as JSON or CEF over HTTPS or syslog to Splunk, Microsoft Sentinel, Elastic and similar. Webhooks trigger SOAR playbooks, for example to revoke a leaked provider key, and EDR detections are correlated with shadow AI use on the same device." },
        { term: "Wiz", description: "Connect a Wiz service account to import cloud AI resources such as Amazon Bedrock, Azure OpenAI and Vertex AI endpoints into the inventory, and send Trust Score findings back so AI risk appears on the same security graph as cloud risk." },
        { term: "Model Context Protocol (MCP)", description: "Guard sits between agents and MCP servers: each agent gets an allow-list of servers and tools, tool descriptions are scanned for hidden instructions before an agent sees them, and every tool call is checked like a prompt." },
        { term: "RAG pipelines", description: "Documents are scanned for planted instructions and personal data when they are ingested, retrieved passages are checked again at query time, and answers are scored for groundedness against them. Poisoned entries can be removed from the vector store through the API." },
        { term: "JWT-based policy enforcement", description: "Guard validates the signed token your identity provider issues (against its JWKS endpoint) and maps claims such as groups or department to policies, so the same assistant can apply different rules to HR, finance and engineering." },
      ],
    },
    {
      type: "code",
      language: "bash",
      title: "Checking a prompt on behalf of a signed-in user",
      code: `curl -sS https://guard.ai.example.com/v1/guard/check \\
  -H "Authorization: Bearer $LUMENGUARD_API_KEY" \\
  -H "X-User-Token: $USER_JWT" \\
  -H "Content-Type: application/json" \\
  -d '{"alias": "hr-assistant", "direction": "input", "content": "Summarise the attached contract"}'`,
    },
    { type: "heading", text: "Compliance mapping" },
    {
      type: "paragraph",
      text: "Evidence from the platform is mapped to the frameworks your auditors use. Studio exports an evidence pack per framework with the relevant scores, policies, test runs and log extracts.",
    },
    {
      type: "table",
      caption: "Where platform evidence supports each framework",
      columns: ["Capability", "NIST AI RMF 1.0", "ISO/IEC 42001:2023", "EU AI Act"],
      rows: [
        ["AI asset discovery and inventory", "GOVERN 1.6", "A.4 Resources for AI systems", "Art. 6 classification relies on knowing each system"],
        ["Trust Score evaluation", "MEASURE 2.5 to 2.11", "Clause 9.1; A.6.2.4 verification and validation", "Art. 9 risk management; Art. 15 accuracy and robustness"],
        ["Guardrails and policy studio", "MANAGE 1.3, MANAGE 2.4", "Clauses 6.1.3 and 8.3 AI risk treatment", "Art. 9 risk measures; Art. 14 human oversight"],
        ["Red-teaming and CI gates", "MEASURE 2.7", "A.6.2.4 verification and validation", "Art. 15 cybersecurity; Art. 55 adversarial testing for systemic-risk models"],
        ["Monitoring and audit logs", "MANAGE 4.1, MEASURE 3.1", "A.6.2.6 operation and monitoring; A.6.2.8 event logs", "Art. 12 record-keeping; Art. 26 deployer monitoring and logs; Art. 72 post-market monitoring"],
        ["Supply chain dimension", "GOVERN 6.1", "A.10 Third-party and customer relationships", "Art. 25 responsibilities along the value chain"],
      ],
    },
    {
      type: "callout",
      tone: "note",
      title: "Evidence, not certification",
      text: "The mapping shows where platform evidence supports a control. Conformity still depends on your own processes, documentation and, where required, an assessment by a notified body or certification auditor.",
    },
  ],
};

const deploymentScenarios: DocsSection = {
  id: "deployment-scenarios",
  title: "Deployment Scenarios",
  icon: "map",
  blocks: [
    {
      type: "paragraph",
      text: "Most customers start with one of four scenarios and add the others later; all of them use the same tenant, policies and audit log.",
    },
    {
      type: "cards",
      cards: [
        {
          title: "AI agents and chatbots",
          icon: "bot",
          text: "Put Guard in front of every model and MCP server an agent uses.",
          points: [
            "Point the agent's model client at Guard through an alias.",
            "Allow-list the MCP servers and tools each agent may call.",
            "Pass the user's token so policies follow the person, not the bot.",
          ],
        },
        {
          title: "Enterprise applications",
          icon: "building",
          text: "Add checks to copilots and AI features inside existing applications.",
          points: [
            "Call the Guard API or use the Python client around each model call.",
            "Use aliases so the application never hard-codes a model version.",
            "Stream decisions to your SIEM alongside the application's own logs.",
          ],
        },
        {
          title: "Model governance",
          icon: "scale",
          text: "Decide with evidence which models may be used, and for what.",
          points: [
            "Score candidate models before approval and on every new version.",
            "Set thresholds per use case and block aliases that fall below them.",
            "Export evidence packs for model risk and compliance reviews.",
          ],
        },
        {
          title: "Shadow AI discovery",
          icon: "radar",
          text: "Find the AI tools and keys in use that nobody approved.",
          points: [
            "Connect cloud accounts, the identity provider and egress logs to Scanner.",
            "Review discovered assets and assign owners in the inventory.",
            "Offer the governed chat as the sanctioned alternative.",
          ],
        },
      ],
    },
  ],
};

const hostnames = SUBDOMAINS.map((name) => `${name}.ai.example.com`);

const prerequisites: DocsSection = {
  id: "prerequisites",
  title: "Prerequisites",
  icon: "checklist",
  blocks: [
    {
      type: "list",
      items: [
        "A Kubernetes cluster, version 1.29 or later (Amazon EKS, Azure AKS, Google GKE or upstream), with at least 3 worker nodes of 8 vCPU and 16 GiB of memory each. This is the minimum; size up for heavy Guard traffic.",
        "An NGINX ingress controller running 2 replicas behind a load balancer with a stable external IP.",
        `cert-manager ${CERT_MANAGER_VERSION}. Use exactly this version: it is the one the platform chart is tested with.`,
        `A domain you control with six hostnames: ${SUBDOMAINS.map((name) => `\`${name}\``).join(", ")}. The examples below use \`ai.example.com\`.`,
        "PostgreSQL 15 or later reachable from the cluster; a managed service is recommended.",
        "`kubectl` matching your cluster version, Helm 3.14 or later, and the registry credentials and licence key from your onboarding e-mail.",
        `Python 3.10 or later on the machine you test from, for the \`lumenguard-client\` package (${links.pythonPackage}).`,
      ],
    },
    {
      type: "callout",
      tone: "warning",
      title: "Outbound access",
      text: "Nodes must reach `registry.lumenguard.example` to pull images and the APIs of the model providers you plan to use. In air-gapped clusters, mirror the images first and set `global.imageRegistry` in your values file.",
    },
  ],
};

const deploymentSteps: DocsSection = {
  id: "deployment-steps",
  title: "Deployment Steps",
  icon: "steps",
  blocks: [
    {
      type: "steps",
      steps: [
        {
          title: "Create the namespace and the image pull secret",
          text: "The platform runs in its own namespace and pulls images from the private registry.",
          code: {
            language: "bash",
            title: "Namespace and registry secret",
            code: `kubectl create namespace lumenguard
kubectl -n lumenguard create secret docker-registry lumenguard-registry \\
  --docker-server=registry.lumenguard.example \\
  --docker-username="$LG_REGISTRY_USER" \\
  --docker-password="$LG_REGISTRY_TOKEN"`,
          },
        },
        {
          title: "Install the ingress controller with 2 replicas",
          text: "Two replicas keep the hostnames reachable while a node is drained or upgraded. Note the external IP of the controller's service.",
          code: {
            language: "bash",
            title: "ingress-nginx",
            code: `helm upgrade --install ingress-nginx ingress-nginx \\
  --repo https://kubernetes.github.io/ingress-nginx \\
  --namespace ingress-nginx --create-namespace \\
  --set controller.replicaCount=2
kubectl -n ingress-nginx get service ingress-nginx-controller`,
          },
        },
        {
          title: `Install cert-manager ${CERT_MANAGER_VERSION} and a certificate issuer`,
          text: "Pin the version, then create a ClusterIssuer. The example uses Let's Encrypt with HTTP-01 challenges; an internal CA issuer works the same way.",
          code: {
            language: "bash",
            title: "cert-manager",
            code: `helm upgrade --install cert-manager cert-manager \\
  --repo https://charts.jetstack.io \\
  --namespace cert-manager --create-namespace \\
  --version ${CERT_MANAGER_VERSION} \\
  --set crds.enabled=true

kubectl apply -f - <<'EOF'
apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-prod
spec:
  acme:
    server: https://acme-v02.api.letsencrypt.org/directory
    email: platform-team@example.com
    privateKeySecretRef:
      name: letsencrypt-prod-account-key
    solvers:
      - http01:
          ingress:
            ingressClassName: nginx
EOF`,
          },
        },
        {
          title: "Point the six hostnames at the ingress",
          text: `Create DNS A records for ${hostnames.map((host) => `\`${host}\``).join(", ")}, each pointing to the ingress controller's external IP. Certificates cannot be issued until these resolve.`,
        },
        {
          title: "Create the platform secret",
          text: "Database connection, the signing key for session tokens and your licence key. Keep the values in your secrets manager; the chart only references the secret by name.",
          code: {
            language: "bash",
            title: "Platform secret",
            code: `kubectl -n lumenguard create secret generic lumenguard-platform \\
  --from-literal=DATABASE_URL="$LG_DATABASE_URL" \\
  --from-literal=JWT_SIGNING_KEY="$(openssl rand -base64 48)" \\
  --from-literal=LICENSE_KEY="$LG_LICENSE_KEY"`,
          },
        },
        {
          title: "Write your values file",
          text: "Set your domain, the issuer and the secrets created above.",
          code: {
            language: "yaml",
            title: "values.yaml",
            code: `global:
  domain: ai.example.com
  imagePullSecrets:
    - name: lumenguard-registry
  existingSecret: lumenguard-platform
ingress:
  className: nginx
  clusterIssuer: letsencrypt-prod
  hosts:
    chatbot: chatbot.ai.example.com
    studio: studio.ai.example.com
    guard: guard.ai.example.com
    scanner: scanner.ai.example.com
    trustScore: trust-score.ai.example.com
    chat: chat.ai.example.com
guard:
  replicaCount: 2`,
          },
        },
        {
          title: "Install the platform chart",
          text: "The install waits until every service is ready; the first run takes about ten minutes while images are pulled and the database is migrated.",
          code: {
            language: "bash",
            title: "Helm install",
            code: `helm repo add lumenguard https://charts.lumenguard.example \\
  --username "$LG_REGISTRY_USER" --password "$LG_REGISTRY_TOKEN"
helm upgrade --install lumenguard lumenguard/platform \\
  --namespace lumenguard \\
  --version ${CHART_VERSION} \\
  --values values.yaml \\
  --wait --timeout 15m`,
          },
        },
        {
          title: "Verify the installation",
          text: "All pods should be running, six certificates ready and each hostname should answer over HTTPS.",
          code: {
            language: "bash",
            title: "Checks",
            code: `kubectl -n lumenguard get pods
kubectl -n lumenguard get certificates
curl -fsS https://guard.ai.example.com/healthz`,
          },
        },
        {
          title: "Install the Python client and run a smoke test",
          text: "Create an API token in Studio under your profile, then confirm the client can reach the platform.",
          code: {
            language: "bash",
            title: "Python client",
            code: `python -m pip install lumenguard-client
export LUMENGUARD_BASE_URL=https://trust-score.ai.example.com
export LUMENGUARD_API_KEY=<token from Studio>
python -c "from lumenguard import Client; print(Client().version())"`,
          },
        },
      ],
    },
  ],
};

const troubleshooting: DocsSection = {
  id: "troubleshooting",
  title: "Troubleshooting",
  icon: "wrench",
  blocks: [
    {
      type: "definitions",
      items: [
        {
          term: "Pods are crash-looping",
          description: "Check the secrets, the environment variables and the image pull secrets. `kubectl -n lumenguard describe pod <pod>` shows missing secrets and image pull errors; `kubectl -n lumenguard logs <pod> --previous` shows why the last start failed, most often an unreachable `DATABASE_URL` or a misspelt secret key.",
        },
        {
          term: "Certificate errors",
          description: "Read the certificate manager's logs with `kubectl -n cert-manager logs deploy/cert-manager`, then `kubectl -n lumenguard describe certificate <name>` and `kubectl get challenges -A`. HTTP-01 challenges fail while DNS does not yet point at the ingress or when port 80 is blocked.",
        },
        {
          term: "The ingress is not working",
          description: "The DNS A records must point to the ingress IP: compare `dig +short guard.ai.example.com` with the controller's external IP. Then check the ingress rules with `kubectl -n lumenguard get ingress` (class `nginx`, six hosts) and that both controller replicas are ready.",
        },
      ],
    },
    {
      type: "callout",
      tone: "note",
      title: "Still stuck?",
      text: `Collect the output of \`kubectl -n lumenguard get events --sort-by=.lastTimestamp\` and open a ticket at ${links.supportDesk}. Enterprise plans include 24/7 support.`,
    },
  ],
};

const deploymentGuide: DocsSection = {
  id: "deployment-guide",
  title: "Deployment Guide",
  icon: "rocket",
  blocks: [
    {
      type: "paragraph",
      text: "This guide installs the self-hosted platform in your own Kubernetes cluster. Customers on the managed service can skip it: your hostnames are provisioned for you.",
    },
  ],
  children: [prerequisites, deploymentSteps, troubleshooting],
};

export const docsContent: DocsContent = {
  title: `${brand.name} Platform Documentation`,
  intro: "Everything you need to measure, enforce and prove the trustworthiness of the AI your organisation builds and uses.",
  updated: "Updated June 2025 · platform release 3.4",
  sections: [overview, coreComponents, integrations, deploymentScenarios, deploymentGuide],
  apiReference: {
    title: "API Reference",
    description: "Every endpoint of the platform API, grouped by area, with a search.",
    href: "/docs/api",
  },
  whatsNext: {
    id: "whats-next",
    title: "What's Next",
    links: [
      { title: "Explore the API Reference", description: "Automate tenants, policies, probes and reports.", href: "/docs/api", icon: "book" },
      { title: "Watch the platform walkthrough", description: "From discovering AI assets to publishing a policy.", href: "/platform-walkthrough", icon: "play" },
      { title: "Book a technical deep dive", description: "Review your architecture with our solution engineers.", href: "/book-demo", icon: "calendar" },
      { title: "Contact support", description: "Open a ticket with the support desk, around the clock.", href: links.supportDesk, icon: "lifebuoy", external: true },
    ],
  },
};
