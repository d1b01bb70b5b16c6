/**
 * The package's barrel: every context's public surface. Prefer the context's own entry
 * (`@intake/core/<context>`, package.json `exports`); docs/architecture.md has the contexts.
 */

export * from "./accounts";
export * from "./billing";
export * from "./care";
export * from "./catalogue";
export * from "./developers";
export * from "./encounters";
export * from "./images";
export * from "./kernel";
export * from "./webhooks";
