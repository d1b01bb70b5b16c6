/** The catalogue context's public surface (`@intake/core/catalogue`). */
export * from "./conditions/catalogue";
export * from "./conditions/schemas";
export * from "./knowledge";
