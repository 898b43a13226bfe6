# Ventanilla image for the worker, the API (which serves the built web) and the
# one-shot migrate job (docker-compose.yml chooses the command).

# ---- build: all dependencies, then the web bundle
FROM node:20-bookworm-slim AS build
WORKDIR /app
# argon2 and @swc/core ship prebuilt binaries; the toolchain is for the rare
# platform without one.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build

# ---- runtime: production dependencies, sources (run with tsx) and dist/web
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
RUN npm prune --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
COPY tsconfig.json ./
COPY domain ./domain
COPY workflows ./workflows
COPY activities ./activities
COPY api ./api
COPY worker ./worker
COPY db ./db
COPY sim ./sim
RUN mkdir -p /data && chown node:node /data
USER node
ENV DATA_DIR=/data PORT=3000 HOST=0.0.0.0
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/main.ts"]
