# Inkdesk as one container: built JavaScript under node, as a non-root user (docs/decisions/003 and 056).
# `docker compose up` (compose.yaml) runs it with PostgreSQL, Redis and MinIO; alone it runs on embedded PGlite
# and disk storage under /data.
ARG NODE_VERSION=24

# Everything needed to build: dev dependencies (Vite, esbuild) and the sources.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/client (the prerendered pages and assets) and dist/server/index.js (the server bundle).
RUN npm run build

# The run-time dependencies alone: the server bundle imports its packages from node_modules.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
# MALLOC_ARENA_MAX=2: image uploads peak about 180 MB lower (docs/decisions/011).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
# The layout the server reads at run time (server/lib/project-paths.ts): package.json ("type": "module"),
# node_modules, dist/ and the migrations, all under one root.
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/db/migrations ./server/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Readiness, not liveness: 503 while the database, the bucket or an external issuer does not answer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1: SIGTERM (docker stop) drains within SHUTDOWN_GRACE_MS and exits (decision 056).
CMD ["node", "dist/server/index.js"]
