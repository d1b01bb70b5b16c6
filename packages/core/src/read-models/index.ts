/** Read models for the server-rendered pages: one read per page section, no SQL in pages. */
export * from "./dev-mailbox";
export * from "./developer-dashboard";
export * from "./encounter-outcome";
export * from "./letter-criteria";
export * from "./my-requests";
export * from "./plan-quotes";
export * from "./review-visits";
export * from "./webhook-payloads";
