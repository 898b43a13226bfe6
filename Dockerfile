# Ventanilla image for the worker, the API (which serves the built web) and the one-shot migrate job
# (docker-compose.yml chooses the command). Node 24 LTS, compiled JavaScript, production
# dependencies only: no tsx, no TypeScript, no simulators (docs/OPERACION.md, "Build").

# ---- build: all dependencies, the web bundle and the compiled server (scripts/build.ts)
FROM node:24.22.3-bookworm-slim AS build
WORKDIR /app
# argon2 and @swc/core ship prebuilt binaries; the toolchain is for the rare platform without one.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/web; dist/server/{api,worker,migrate}.mjs and the workflow bundle dist/server/flujos.js
RUN npx vite build && node --import tsx scripts/build.ts

# ---- production dependencies only
FROM node:24.22.3-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# ---- runtime
FROM node:24.22.3-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time beside the compiled code (scripts/build.ts keeps each source's path): the
# migrations, and the market padrón's stalls the catalogue seed lays out (db/seed-data/mercados.ts).
COPY db/migrations ./db/migrations
COPY sim/data/concesionarios-mercados.json ./sim/data/concesionarios-mercados.json
RUN mkdir -p /data && chown node:node /data
USER node
# The worker loads the workflow bundle built above instead of bundling at start.
ENV DATA_DIR=/data PORT=3000 HOST=0.0.0.0 WORKFLOW_BUNDLE=/app/dist/server/flujos.js
EXPOSE 3000
CMD ["node", "dist/server/api.mjs"]
