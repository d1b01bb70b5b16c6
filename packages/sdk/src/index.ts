export * from "./client";
export * from "./errors";
export { OPERATIONS } from "./generated/operations";
export * from "./pagination";
export * from "./resources";
export * from "./transport";
export { SDK_VERSION } from "./version";
export * from "./webhooks";
