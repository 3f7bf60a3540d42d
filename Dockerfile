# Storyloom in production: one image for every role (ROLE=all, api or worker). docs/deploy.md says how to run it.

# Build: compile the contract, the server and the web app.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
RUN npm run build

# Production dependencies, installed where compilers are at hand: better-sqlite3 builds itself from
# source when its prebuilt binary cannot be downloaded, and the runtime image has no compiler.
FROM node:20-bookworm AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev

# Runtime: Debian's ffmpeg (newer than the build packaged with the server), the production
# dependencies and the compiled output, run as the unprivileged node user.
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR's default (./var): the SQLite database and media of a single machine, the admin log.
RUN mkdir var && chown node:node var
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
