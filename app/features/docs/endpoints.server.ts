// The platform API catalogue, kept in the shape of an OpenAPI 3.1 document (only the fields the
// reference shows). Server-only: it reaches a browser solely through the /docs/api loader.
import type { ApiOverview, OpenApiOperation, OpenApiSubset } from "./api-catalogue.ts";
import { brand } from "#app/config/site.ts";

const TAGS = {
  general: "General",
  auth: "Authentication",
  users: "Users",
  roles: "Roles",
  tenants: "Tenants",
  privateEndpoints: "Tenant Private Endpoints",
  categories: "Category Settings",
  trustMetrics: "Trust Metrics Settings",
  configs: "Policy/Configs",
  llmKeys: "LLM API Keys",
  aliases: "LLM Aliases",
  chats: "Chats",
  analytics: "Analytics",
  probes: "Probes",
  metrics: "Metrics",
  suites: "Custom Suites List",
  models: "LLM Models and Providers",
  wiz: "Wiz Integration",
  mcpClient: "MCP Client",
  mcpServers: "MCP Server Configuration",
  thresholds: "Threshold Settings",
} as const;

type Tag = (typeof TAGS)[keyof typeof TAGS];

const op = (tag: Tag, operationId: string, summary: string, description: string): OpenApiOperation => ({
  operationId,
  summary,
  description,
  tags: [tag],
});

export const platformApi: OpenApiSubset = {
  openapi: "3.1.0",
  info: { title: `${brand.name} Platform API`, version: "3.4.1" },
  servers: [{ url: "https://trust-score.{domain}", description: "Your deployment (managed or self-hosted)" }],
  tags: [
    { name: TAGS.general, description: "Health, version and service metrics of a deployment." },
    { name: TAGS.auth, description: "Sessions, sign-up of invited users and personal API tokens." },
    { name: TAGS.users, description: "People in a tenant and their profiles." },
    { name: TAGS.roles, description: "Roles, the permissions they grant, and who holds them." },
    { name: TAGS.tenants, description: "Isolated workspaces for business units or, for service providers, customers." },
    { name: TAGS.privateEndpoints, description: "Self-hosted and VPC model endpoints registered for one tenant." },
    { name: TAGS.categories, description: "Weights and switches of the nine trust dimensions." },
    { name: TAGS.trustMetrics, description: "The metrics and scorers that feed each trust dimension." },
    { name: TAGS.configs, description: "Rails configs (policies), their versions, and the knowledge bases that ground them." },
    { name: TAGS.llmKeys, description: "Provider credentials, stored encrypted and shown masked." },
    { name: TAGS.aliases, description: "Stable names that point applications at a model and provider." },
    { name: TAGS.chats, description: "Guarded chat completions and workforce chatbot conversations." },
    { name: TAGS.analytics, description: "Usage, violations and cost, aggregated per tenant." },
    { name: TAGS.probes, description: "The probe library, probe runs and their scores." },
    { name: TAGS.metrics, description: "Trust Scores and dimension scores over time." },
    { name: TAGS.suites, description: "Your own prompt suites for red-teaming." },
    { name: TAGS.models, description: "Model providers, models, context limits and token prices." },
    { name: TAGS.wiz, description: "Two-way sync of AI assets and findings with Wiz." },
    { name: TAGS.mcpClient, description: "The platform as an MCP client: discover, scan and call tools." },
    { name: TAGS.mcpServers, description: "MCP servers agents may use, and their tool allow-lists." },
    { name: TAGS.thresholds, description: "Minimum scores that gate aliases, pipelines and deployments." },
  ],
  paths: {
    "/healthz": {
      get: op(TAGS.general, "getHealth", "Check service health", "Liveness and dependency status of the API, for load balancers and probes."),
    },
    "/v1/version": {
      get: op(TAGS.general, "getVersion", "Get platform version", "Release, build commit and probe library version of this deployment."),
    },
    "/metrics": {
      get: op(TAGS.general, "getServiceMetrics", "Get service metrics", "Request, latency and queue metrics in Prometheus exposition format."),
    },

    "/v1/auth/login": {
      post: op(TAGS.auth, "login", "Log in", "Exchange an e-mail address and password for an access and refresh token pair."),
    },
    "/v1/auth/signup": {
      post: op(TAGS.auth, "signup", "Sign up", "Create the account for an invitation and start its first session."),
    },
    "/v1/auth/refresh": {
      post: op(TAGS.auth, "refreshToken", "Refresh access token", "Trade a valid refresh token for a new access token."),
    },
    "/v1/auth/logout": {
      post: op(TAGS.auth, "logout", "Log out", "Revoke the current refresh token and end the session."),
    },
    "/v1/auth/me": {
      get: op(TAGS.auth, "getCurrentUser", "Get current user", "Profile, tenant and roles of the authenticated caller."),
    },
    "/v1/auth/api-tokens": {
      get: op(TAGS.auth, "listApiTokens", "List API tokens", "Personal API tokens of the caller, with last use and expiry."),
      post: op(TAGS.auth, "createApiToken", "Create API token", "Issue a personal API token for scripts and CI; the secret is shown once."),
    },
    "/v1/auth/api-tokens/{token_id}": {
      patch: op(TAGS.auth, "updateApiToken", "Update API token", "Rename a token or shorten its expiry."),
    },

    "/v1/users": {
      get: op(TAGS.users, "listUsers", "List users", "Users of the tenant, filterable by role and status."),
    },
    "/v1/users/{user_id}": {
      get: op(TAGS.users, "getUser", "Get user", "One user's profile, roles and last sign-in."),
    },
    "/v1/users/create": {
      post: op(TAGS.users, "createUser", "Create user", "Add a user and send the invitation e-mail."),
    },
    "/v1/users/update": {
      post: op(TAGS.users, "updateUser", "Update user", "Change a user's name, status or default tenant."),
    },
    "/v1/users/delete": {
      post: op(TAGS.users, "deleteUser", "Delete user", "Remove a user and revoke their sessions and API tokens."),
    },
    "/v1/users/import": {
      post: op(TAGS.users, "importUsers", "Import users", "Create or update users in bulk from a CSV file."),
    },

    "/v1/roles": {
      get: op(TAGS.roles, "listRoles", "List roles", "Built-in and custom roles of the tenant."),
    },
    "/v1/roles/{role_id}": {
      get: op(TAGS.roles, "getRole", "Get role", "A role with the permissions it grants."),
    },
    "/v1/roles/permissions": {
      get: op(TAGS.roles, "listPermissions", "List permissions", "Every permission a role can grant, grouped by area."),
    },
    "/v1/roles/create": {
      post: op(TAGS.roles, "createRole", "Create role", "Define a custom role from a set of permissions."),
    },
    "/v1/roles/update": {
      post: op(TAGS.roles, "updateRole", "Update role", "Rename a custom role or change its permissions."),
    },
    "/v1/roles/delete": {
      post: op(TAGS.roles, "deleteRole", "Delete role", "Remove a custom role that no user holds any more."),
    },
    "/v1/roles/assign": {
      post: op(TAGS.roles, "assignRole", "Assign role", "Grant or withdraw a role for a user."),
    },

    "/v1/tenants": {
      get: op(TAGS.tenants, "listTenants", "List tenants", "Tenants the caller can administer."),
    },
    "/v1/tenants/{tenant_id}": {
      get: op(TAGS.tenants, "getTenant", "Get tenant", "A tenant's settings, plan and data retention."),
    },
    "/v1/tenants/create": {
      post: op(TAGS.tenants, "createTenant", "Create tenant", "Create an isolated tenant with its first administrator."),
    },
    "/v1/tenants/update": {
      post: op(TAGS.tenants, "updateTenant", "Update tenant", "Change a tenant's name, retention period or default policy."),
    },
    "/v1/tenants/delete": {
      post: op(TAGS.tenants, "deleteTenant", "Delete tenant", "Schedule a tenant and all of its data for deletion."),
    },
    "/v1/tenants/{tenant_id}/usage": {
      get: op(TAGS.tenants, "getTenantUsage", "Get tenant usage", "Requests, tokens and probe runs per month for billing and quotas."),
    },

    "/v1/tenants/{tenant_id}/private-endpoints": {
      get: op(TAGS.privateEndpoints, "listPrivateEndpoints", "List private endpoints", "Self-hosted and VPC model endpoints registered for the tenant."),
      post: op(TAGS.privateEndpoints, "createPrivateEndpoint", "Register private endpoint", "Add an OpenAI-compatible endpoint reachable only from your network."),
    },
    "/v1/tenants/{tenant_id}/private-endpoints/{endpoint_id}": {
      get: op(TAGS.privateEndpoints, "getPrivateEndpoint", "Get private endpoint", "An endpoint's URL, authentication mode and health."),
      delete: op(TAGS.privateEndpoints, "deletePrivateEndpoint", "Delete private endpoint", "Unregister the endpoint; aliases using it stop resolving."),
    },
    "/v1/tenants/{tenant_id}/private-endpoints/{endpoint_id}/test": {
      post: op(TAGS.privateEndpoints, "testPrivateEndpoint", "Test private endpoint", "Send a health prompt and report latency and TLS details."),
    },

    "/v1/settings/categories": {
      get: op(TAGS.categories, "listCategorySettings", "List category settings", "Weight and status of each of the nine trust dimensions."),
      delete: op(TAGS.categories, "resetCategorySettings", "Reset category settings", "Restore the default weights of every dimension."),
    },
    "/v1/settings/categories/{category}": {
      put: op(TAGS.categories, "updateCategorySetting", "Update category setting", "Set one dimension's weight or exclude it from the score."),
    },

    "/v1/settings/trust-metrics": {
      get: op(TAGS.trustMetrics, "listTrustMetrics", "List trust metrics", "Metrics that feed each dimension, with their scorers and weights."),
      delete: op(TAGS.trustMetrics, "resetTrustMetrics", "Reset trust metrics", "Restore the default metric definitions."),
    },
    "/v1/settings/trust-metrics/{metric_id}": {
      put: op(TAGS.trustMetrics, "updateTrustMetric", "Update trust metric", "Change a metric's weight, scorer or severity mapping."),
    },

    "/v1/configs": {
      get: op(TAGS.configs, "listConfigs", "List rails configs", "Policies of the tenant with their published versions."),
      post: op(TAGS.configs, "createConfig", "Create rails config", "Create a draft policy from a template or from scratch."),
    },
    "/v1/configs/{config_id}": {
      get: op(TAGS.configs, "getConfig", "Get rails config", "A policy's detectors, thresholds, actions and assignments."),
      put: op(TAGS.configs, "updateConfig", "Update rails config", "Replace the draft version of a policy."),
    },
    "/v1/configs/{config_id}/publish": {
      post: op(TAGS.configs, "publishConfig", "Publish rails config", "Make the draft the active version; earlier versions stay restorable."),
    },
    "/v1/configs/{config_id}/validate": {
      post: op(TAGS.configs, "validateConfig", "Validate rails config", "Dry-run a draft against sample prompts and report each decision."),
    },
    "/v1/configs/import": {
      post: op(TAGS.configs, "importConfig", "Import rails config", "Create or update a policy from exported YAML."),
    },
    "/v1/configs/{config_id}/knowledge-bases": {
      get: op(TAGS.configs, "listKnowledgeBases", "List knowledge bases", "Knowledge bases that ground a policy's topic and groundedness checks."),
      post: op(TAGS.configs, "uploadKnowledgeBase", "Upload knowledge base documents", "Add documents; they are scanned, chunked and embedded."),
    },
    "/v1/configs/{config_id}/knowledge-bases/{kb_id}/entries/{entry_id}": {
      delete: op(TAGS.configs, "deleteVectorStoreEntry", "Delete vector store entry", "Remove one chunk, for example a poisoned passage, from the vector store."),
    },
    "/v1/guard/check": {
      post: op(TAGS.configs, "guardCheck", "Check content against a policy", "Evaluate a prompt, response or tool call and return the decision."),
    },

    "/v1/llm-keys": {
      get: op(TAGS.llmKeys, "listLlmKeys", "List provider keys", "Provider credentials of the tenant, masked, with last use."),
      post: op(TAGS.llmKeys, "createLlmKey", "Add provider key", "Store a provider API key, encrypted at rest."),
    },
    "/v1/llm-keys/{key_id}": {
      put: op(TAGS.llmKeys, "rotateLlmKey", "Rotate provider key", "Replace a key's secret without changing the aliases that use it."),
      delete: op(TAGS.llmKeys, "deleteLlmKey", "Remove provider key", "Delete a key; aliases using it stop resolving."),
    },

    "/v1/aliases": {
      get: op(TAGS.aliases, "listAliases", "List aliases", "Aliases with their target model, provider and current Trust Score."),
      post: op(TAGS.aliases, "createAlias", "Create alias", "Name a model and provider for applications to call."),
    },
    "/v1/aliases/{alias}": {
      get: op(TAGS.aliases, "getAlias", "Get alias", "An alias's target, policy and score history."),
      patch: op(TAGS.aliases, "updateAlias", "Update alias", "Point an alias at another model or policy; a new probe run starts."),
      delete: op(TAGS.aliases, "deleteAlias", "Delete alias", "Remove an alias; its score history is kept for audit."),
    },

    "/v1/chat/completions": {
      post: op(TAGS.chats, "createChatCompletion", "Create chat completion", "OpenAI-compatible completion through an alias, with the policy applied both ways."),
    },
    "/v1/chats": {
      get: op(TAGS.chats, "listChats", "List conversations", "Workforce chatbot conversations visible to the caller."),
    },
    "/v1/chats/{chat_id}": {
      get: op(TAGS.chats, "getChat", "Get conversation", "Messages of a conversation with the guard decision for each."),
    },
    "/v1/chats/{chat_id}/feedback": {
      post: op(TAGS.chats, "sendChatFeedback", "Rate a response", "Record a user's thumbs up or down and comment on an answer."),
    },

    "/v1/analytics/overview": {
      get: op(TAGS.analytics, "getAnalyticsOverview", "Get overview", "Requests, blocks, redactions and Trust Score trend for a period."),
    },
    "/v1/analytics/violations": {
      get: op(TAGS.analytics, "getViolations", "Get policy violations", "Most frequent findings by detector, policy and alias."),
    },
    "/v1/analytics/usage": {
      get: op(TAGS.analytics, "getUsage", "Get token usage and cost", "Tokens and cost per model, alias and team, using your token prices."),
    },
    "/v1/analytics/export": {
      post: op(TAGS.analytics, "exportAnalytics", "Export analytics report", "Generate a CSV or PDF report for a period and e-mail a link."),
    },

    "/v1/probes": {
      get: op(TAGS.probes, "listProbes", "List probes", "The probe library, filterable by dimension and severity."),
    },
    "/v1/probes/{probe_id}": {
      get: op(TAGS.probes, "getProbe", "Get probe", "What a probe tests, its strategy and sample prompts."),
    },
    "/v1/probes/runs": {
      post: op(TAGS.probes, "startProbeRun", "Start probe run", "Run suites against an alias, model or private endpoint."),
    },
    "/v1/probes/runs/{run_id}": {
      get: op(TAGS.probes, "getProbeRun", "Get probe run", "Status and progress of a run."),
    },
    "/v1/probes/runs/{run_id}/scores": {
      get: op(TAGS.probes, "getProbeScores", "Get probe scores", "Scores per probe and dimension, with failing transcripts."),
    },
    "/v1/probes/generate": {
      post: op(TAGS.probes, "generatePrompts", "Generate attack prompts", "Write new adversarial variants from seed examples."),
    },

    "/v1/metrics/trust-score": {
      get: op(TAGS.metrics, "getTrustScore", "Get Trust Score", "Current overall score (0 to 1000) of a model or alias."),
    },
    "/v1/metrics/trust-score/history": {
      get: op(TAGS.metrics, "getTrustScoreHistory", "Get Trust Score history", "Scores over time with the run behind each point."),
    },
    "/v1/metrics/dimensions": {
      get: op(TAGS.metrics, "getDimensionScores", "Get dimension scores", "The nine dimension scores of a model or alias."),
    },
    "/v1/metrics/latency": {
      get: op(TAGS.metrics, "getGuardLatency", "Get guard latency", "Policy evaluation latency percentiles per alias."),
    },

    "/v1/suites": {
      get: op(TAGS.suites, "listSuites", "List custom suites", "Your prompt suites with their size and last run."),
      post: op(TAGS.suites, "createSuite", "Create custom suite", "Start a suite from prompts and expected behaviour."),
    },
    "/v1/suites/{suite_id}": {
      get: op(TAGS.suites, "getSuite", "Get custom suite", "A suite's prompts, dimensions and pass criteria."),
      put: op(TAGS.suites, "updateSuite", "Update custom suite", "Replace a suite's prompts and criteria."),
      delete: op(TAGS.suites, "deleteSuite", "Delete custom suite", "Remove a suite; past results are kept."),
    },
    "/v1/suites/{suite_id}/import": {
      post: op(TAGS.suites, "importSuitePrompts", "Import prompts", "Add prompts from a CSV or JSONL file."),
    },

    "/v1/providers": {
      get: op(TAGS.models, "listProviders", "List providers", "Model providers configured for the tenant."),
      post: op(TAGS.models, "createProvider", "Add provider", "Register a provider and its API base URL."),
    },
    "/v1/providers/{provider_id}": {
      delete: op(TAGS.models, "deleteProvider", "Delete provider", "Remove a provider that no model uses any more."),
    },
    "/v1/models": {
      get: op(TAGS.models, "listModels", "List models", "Models with provider, context window and token prices."),
      post: op(TAGS.models, "createModel", "Add model", "Register a provider model for aliases and probe runs."),
    },
    "/v1/models/{model_id}": {
      put: op(TAGS.models, "updateModel", "Update model", "Change a model's display name, context window or status."),
      delete: op(TAGS.models, "deleteModel", "Delete model", "Retire a model; aliases must be repointed first."),
    },
    "/v1/models/{model_id}/pricing": {
      patch: op(TAGS.models, "updateModelPricing", "Update token prices", "Set input and output prices per million tokens for cost reports."),
    },

    "/v1/integrations/wiz": {
      get: op(TAGS.wiz, "getWizConnection", "Get Wiz connection", "Connection status and time of the last sync."),
      put: op(TAGS.wiz, "configureWiz", "Configure Wiz connection", "Store the Wiz service account and API endpoint."),
      delete: op(TAGS.wiz, "disconnectWiz", "Disconnect Wiz", "Remove the connection; imported assets stay in the inventory."),
    },
    "/v1/integrations/wiz/sync": {
      post: op(TAGS.wiz, "syncWiz", "Sync with Wiz", "Import cloud AI resources and push Trust Score findings now."),
    },
    "/v1/integrations/wiz/assets": {
      get: op(TAGS.wiz, "listWizAssets", "List Wiz assets", "AI resources imported from Wiz with their cloud context."),
    },

    "/v1/mcp/client/connect": {
      post: op(TAGS.mcpClient, "connectMcpServer", "Connect to MCP server", "Open a session with an MCP server and list its capabilities."),
    },
    "/v1/mcp/client/tools": {
      get: op(TAGS.mcpClient, "listMcpTools", "List discovered tools", "Tools of connected servers, with their scan results."),
    },
    "/v1/mcp/client/tools/{tool_name}/call": {
      post: op(TAGS.mcpClient, "callMcpTool", "Call tool", "Invoke a tool through Guard and return the checked result."),
    },
    "/v1/mcp/client/scan": {
      post: op(TAGS.mcpClient, "scanMcpTools", "Scan tool descriptions", "Look for hidden instructions and over-broad permissions in tool metadata."),
    },

    "/v1/mcp/servers": {
      get: op(TAGS.mcpServers, "listMcpServers", "List MCP servers", "Servers agents may use, with transport and status."),
      post: op(TAGS.mcpServers, "createMcpServer", "Add MCP server", "Register a server by URL or command, with its credentials."),
    },
    "/v1/mcp/servers/{server_id}": {
      get: op(TAGS.mcpServers, "getMcpServer", "Get MCP server", "A server's settings and which agents may use it."),
      put: op(TAGS.mcpServers, "updateMcpServer", "Update MCP server", "Change a server's URL, credentials or agent assignments."),
    },
    "/v1/mcp/servers/{server_id}/tools": {
      patch: op(TAGS.mcpServers, "updateMcpToolAllowList", "Update tool allow-list", "Allow or deny individual tools of a server."),
    },

    "/v1/settings/thresholds": {
      get: op(TAGS.thresholds, "listThresholds", "List thresholds", "Minimum overall and per-dimension scores, per alias or tenant."),
      put: op(TAGS.thresholds, "replaceThresholds", "Replace thresholds", "Set every threshold of the tenant at once."),
    },
    "/v1/settings/thresholds/{scope}": {
      patch: op(TAGS.thresholds, "updateThreshold", "Update threshold", "Change the thresholds of one alias or dimension."),
    },
  },
};

export const apiOverview: ApiOverview = {
  title: "API Reference",
  version: platformApi.info.version,
  intro: [
    "The platform API is served by your deployment at `https://trust-score.<your-domain>`, with every endpoint under `/v1`. Requests and responses are JSON; timestamps are ISO 8601 in UTC.",
    "Authenticate with a bearer token: the access token returned by Log in, or a personal API token created in Studio. Every call acts within the caller's tenant and is limited by their roles.",
  ],
};
