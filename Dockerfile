# syntax=docker/dockerfile:1
# The site in one image: `docker build -t lumenguard-site .` (compose.yaml builds it for you).
# Node 20, the version the site is developed and tested on; its npm 10 installs this lock file.
ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build with every dependency: the browser bundle, the server bundle and the database commands.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The build renders the logo PNGs from SVG text with a system sans-serif font.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# No install scripts: every native part (esbuild, argon2, resvg…) ships as a prebuilt package.
RUN npm ci --ignore-scripts
COPY . .
# The version the server reports (docs/operations.md): `--build-arg BUILD_VERSION=$(git describe --always)`.
ARG BUILD_VERSION
RUN npm run build

# 2. Production dependencies only.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

# 3. What runs: the build, the migrations it applies at start, production dependencies; not root.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/db/migrations ./db/migrations
COPY package.json .npmrc ./
# DATA_DIR holds the embedded database when DATABASE_URL is unset: mount a volume there.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# "healthy" means ready to serve: the database answers and every migration is applied (/readyz).
# Docker restarts a container when its process exits, never for being unhealthy, so this health is
# what compose's depends_on and a proxy wait for; an orchestrator that restarts on a failed probe
# (Kubernetes' liveness) should ask /healthz instead, which answers while the process runs.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm forwards SIGTERM to the server (the serve script execs node), which finishes in-flight
# requests within 10 s and exits 0; give `docker stop` more than that (compose: stop_grace_period).
CMD ["npm", "run", "serve"]
