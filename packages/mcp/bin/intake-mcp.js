#!/usr/bin/env node
// The command `intake-mcp` (and `npx @intake/mcp`): the built CLI. In this repository, run
// `npm run build` first, or `npm start -w @intake/mcp` to run it from source.
import "../dist/cli.js";
