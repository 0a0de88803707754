# One image for the API (with the SSR web app) and the worker; compose.yaml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node_modules/.bin/bun web/build.ts
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node_modules/.bin/bun", "api/main.ts"]
