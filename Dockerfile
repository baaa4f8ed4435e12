# syntax=docker/dockerfile:1
# The Verificauto server image (docs/decisions/041-deployment-shutdown-backups.md), built from the
# repository root: docker build -t verificauto . ; deploy/compose.yaml runs it behind nginx.
# One image serves the API and the built web app; configuration only from the environment (README).

# The one place of the image's Node: the same major as CI's NODE_VERSION in .ci/run, on the Debian release of the
# machines that test it (docs/decisions/077-node-24.md).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# npm run build renders the example reports' illustrations (tools/demo) with the system's fonts, as CI does.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
# The manifests first, so that the dependencies stay cached while only the code changes.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY tools/demo/package.json tools/demo/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# npm ci checks every workspace against the lock file, so all their manifests come along; only the
# server's production dependencies are installed (the bundle carries the shared package).
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY tools/demo/package.json tools/demo/
RUN npm ci --omit=dev --workspace @verificauto/server --no-audit --no-fund && npm cache clean --force
# The bundle, the migrations it applies at start (read from ../src/db/migrations), the web build and its
# renderer of pages with request data (self-contained: no web dependency at run time).
COPY --from=build /app/apps/server/dist/server.js /app/apps/server/dist/server.js.map apps/server/dist/
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-render apps/web/dist-render
# DATA_DIR: photos without S3, and the embedded database without DATABASE_URL.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The server's graceful shutdown answers SIGTERM; give it 30 s (docker stop -t 30, stop_grace_period).
STOPSIGNAL SIGTERM
# Liveness: the process answers. deploy/compose.yaml checks /readyz instead, to route only to ready ones.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
