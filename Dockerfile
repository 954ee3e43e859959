# syntax=docker/dockerfile:1
# Pursuit: multi-stage build of the standalone Next.js server, run as a non-root user,
# with system Chromium and fonts for PDF export.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts/prisma-generate.mjs ./scripts/
# Locked versions, lockfile untouched (docs/decisions/002); postinstall generates the Prisma client.
RUN npm install --no-save --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation fonts-liberation2 \
     fonts-dejavu fonts-noto-core fonts-crosextra-carlito fonts-crosextra-caladea ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --system --gid 1001 pursuit \
  && useradd --system --uid 1001 --gid pursuit --home /app pursuit
WORKDIR /app
# NODE_OPTIONS (ADR 105): at V8's defaults the server let request garbage grow the old generation to
# 525–620 MB RSS under the API bench; with a 64 MB young generation (less of it promoted) and a
# 1 GB old-generation limit it stayed at 460–480 MB at the same CPU per request. Live heap is ≈ 110 MB,
# ≈ 170 MB with the resume AI loaded, so the limit leaves ample room.
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-semi-space-size=64 --max-old-space-size=1024" \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    CHROME_PATH=/usr/bin/chromium \
    MIGRATIONS_DIR=/app/prisma/migrations \
    PGLITE_DIR=/app/.data/pglite
COPY --from=build --chown=pursuit:pursuit /app/.next/standalone ./
COPY --from=build --chown=pursuit:pursuit /app/.next/static ./.next/static
COPY --from=build --chown=pursuit:pursuit /app/public ./public
COPY --from=build --chown=pursuit:pursuit /app/prisma/migrations ./prisma/migrations
RUN mkdir -p /app/.data && chown pursuit:pursuit /app/.data
USER pursuit
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# server.js opens the database and applies pending migrations before serving (instrumentation.ts).
CMD ["node", "server.js"]
