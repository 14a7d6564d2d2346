# syntax=docker/dockerfile:1
# The site in one image: Next's standalone server on the exact Node the tests run on (the `node`
# dev dependency's version in package-lock.json; tests/platform/runtime-versions.test.ts holds
# them together), run as the image's unprivileged `node` user. The SQLite file and the uploads
# live on volumes.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

# npm install, not npm ci: the lock file lacks other platforms' optional binaries (see .ci/run).
FROM base AS deps
COPY package.json package-lock.json ./
# This also fetches the `node` dev dependency (the Node 24 binary npm scripts run on elsewhere);
# the build below runs the image's own Node and the runner copies nothing of it.
RUN npm install --no-audit --no-fund

FROM base AS build
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The security headers are computed by the build, so the review widget's origin is a build input.
ARG REVIEW_WIDGET_ORIGIN=
ENV NODE_ENV=production NEXT_OUTPUT=standalone REVIEW_WIDGET_ORIGIN=${REVIEW_WIDGET_ORIGIN}
RUN node node_modules/next/dist/bin/next build

# Only what the standalone server traced: production dependencies, no build tools.
FROM base AS runner
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATABASE_URL=file:/app/data/site.db \
    MEDIA_DIR=/app/media \
    SEED_ON_START=1 \
    NEXT_MANUAL_SIG_HANDLE=true
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# next.config.mjs names it as Next's cache handler (Redis when REDIS_URL is set); the build
# traces its imports into the standalone node_modules, the file itself is copied to be sure.
COPY --from=build --chown=node:node /app/cache-handler.mjs ./cache-handler.mjs
# The seed reads these on the first start of an empty database.
COPY --from=build --chown=node:node /app/seed/brands.json /app/seed/demo-catalogue.csv ./seed/
# Created here so that new named volumes mounted on them belong to `node` too.
RUN mkdir -p /app/data /app/media && chown node:node /app/data /app/media
USER node
VOLUME ["/app/data", "/app/media"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs Next's server directly so it receives SIGTERM: the site's own stop (in place of
# Next's, NEXT_MANUAL_SIG_HANDLE) closes the port, finishes the requests and job steps in hand,
# hands the rest of the jobs back and exits with 0 within 10 s, Docker's default grace period.
# nginx (deploy/nginx) is in front.
CMD ["node", "server.js"]
