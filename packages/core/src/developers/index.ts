/** The developers context's public surface (`@intake/core/developers`). */
export * from "./prescribing";
export * from "./prescribing/visit-actions";
