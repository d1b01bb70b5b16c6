export * from "./events";
export * from "./store";
export * from "./transitions";
