# syntax=docker/dockerfile:1
# The API as a container: build stage installs and bundles, runtime stage carries the bundle,
# production dependencies and the data files the bundle reads (knowledge articles, catalogue).
# See docs/deployment.md. Not built on the machine this was written on (no container engine).

FROM node:20.19-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY packages/core/package.json packages/core/
COPY packages/db/package.json packages/db/
COPY packages/evaluator/package.json packages/evaluator/
COPY packages/knowledge/package.json packages/knowledge/
COPY packages/sdk/package.json packages/sdk/
COPY examples/ examples/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20.19-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data DEMO_ACCOUNT=false
WORKDIR /app
# Same layout as the repository: the bundle finds the data files relative to itself.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/packages/knowledge/articles packages/knowledge/articles
COPY --from=build /app/packages/evaluator/data packages/evaluator/data
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/main.js"]
