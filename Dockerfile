# The API image. It expects DATABASE_URL (see docker-compose.yml); without it the image would start
# its own embedded PostgreSQL inside the container, which is for local use only. The CLI is
# `node bin/vsl.js <command>` inside it (README, Deployment).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/build-if-changed.mjs scripts/
COPY apps apps
COPY libs libs
# The benchmarks (npm run bench) are part of the build; they import the Laws.Africa stub from test/support.
COPY test/bench test/bench
COPY test/support test/support
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY package.json ./
COPY bin bin
COPY db db
COPY data data
COPY apps/web apps/web
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/apps/api/src/main.js"]
