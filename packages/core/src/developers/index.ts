/** The developers context's public surface (`@intake/core/developers`). */
export * from "./prescribing";
export * from "./prescribing/developer-dashboard";
export * from "./prescribing/review-visits";
export * from "./prescribing/visit-actions";
