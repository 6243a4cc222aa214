# The Sabad server image, built from the repository (README "Production layout", ADR 0030):
#   docker build -t sabad .
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… -e APP_SECRET=… sabad
# One image runs any number of stateless API processes; the state is PostgreSQL's (and Redis's).

FROM node:20-bookworm-slim AS base
WORKDIR /app
# better-sqlite3 falls back to compiling itself when no prebuilt binary answers.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/storefront/package.json apps/storefront/
COPY apps/admin/package.json apps/admin/

# What the server needs at run time: the API's production dependencies (the bundle loads the
# packages it leaves outside from here; the others are installed but not read).
FROM base AS runtime-deps
# npm 10 (the node:20 image's) can end `npm ci` with "Exit handler never called!" and status 0 when
# the registry stops answering mid-install, leaving a partial tree (seen while building this image:
# the log said `verbose exit 0`). Nothing in this stage would notice, so `npm ls` checks the tree.
RUN npm ci --omit=dev --include-workspace-root -w packages/contract -w apps/api \
  && npm ls --omit=dev --all -w packages/contract -w apps/api > /dev/null

# Builds the contract, the storefront and the back office (both served by the API) and the API: tsc type-checks it, then
# esbuild bundles the server and the CLI, the contract and the pure-JavaScript packages included,
# into apps/api/dist (ADR 0036). The packages it leaves outside are loaded from node_modules.
FROM base AS build
RUN npm ci --include-workspace-root -w packages/contract -w apps/api -w apps/storefront -w apps/admin
COPY tsconfig.base.json ./
COPY packages/contract packages/contract
COPY apps/api apps/api
COPY apps/storefront apps/storefront
COPY apps/admin apps/admin
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/package.json package.json
# The API's package.json marks its folder (config/paths.ts finds it from the bundle) and says
# `"type": "module"`; the bundle holds the contract, so packages/contract is not needed.
COPY --from=build /app/apps/api/package.json apps/api/package.json
COPY --from=build /app/apps/api/dist apps/api/dist
# The demo store's downloadable files, read from here when it is seeded.
COPY --from=build /app/apps/api/src/db/seed/files apps/api/src/db/seed/files
COPY --from=build /app/apps/storefront/dist apps/storefront/dist
# The back office, served at /admin (ADR 0067).
COPY --from=build /app/apps/admin/dist apps/admin/dist
# The default SQLite file lives here (unused when DATABASE_URL names PostgreSQL).
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# --max-semi-space-size=8: V8's young generation capped at 2 × 8 MiB (ADR 0036), as `npm start` runs it.
CMD ["node", "--max-semi-space-size=8", "apps/api/dist/server.js"]
