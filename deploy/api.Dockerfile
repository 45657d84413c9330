# The API image (docs/deploy.md): Node 24, the compiled API only, production dependencies only,
# a non-root user and a healthcheck. Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t vitrina-api .

# ---- build: every workspace's dev tools, then `npm run build -w @vitrina/api` (esbuild) ----
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w @vitrina/api

# ---- dependencies: only what the API requires at run time (no tsx, no esbuild, no jest) ----
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY . .
# Only the API workspace's registry dependencies, from the lockfile, into /app/node_modules
# (optional ones stay: sharp's platform binary is one). The workspaces themselves are bundled
# into dist by esbuild, so their links go.
RUN npm install --omit=dev --no-audit --no-fund --workspace @vitrina/api --include-workspace-root=false \
  && rm -rf node_modules/@vitrina node_modules/.bin

# ---- run ----
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /src/api/dist api/dist
COPY api/package.json api/
USER node
EXPOSE 8080
# Liveness only (the process answers); orchestrators route by /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (SHUTDOWN_TIMEOUT_MS, default 15 s): give `docker stop` more than that.
STOPSIGNAL SIGTERM
CMD ["node", "api/dist/server.js"]
