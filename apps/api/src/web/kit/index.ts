/**
 * The web kit: design tokens and components (styles.ts, components.tsx), the layout and `page()`
 * (layout.tsx), the session, CSRF and `?next=` helpers (session.ts), the private-page guard
 * (guard.tsx), and the served assets (assets.ts: stylesheet, script, favicon).
 */
export * from "./assets";
export * from "./components";
export * from "./guard";
export * from "./layout";
export * from "./logo";
export * from "./not-found";
export * from "./options";
export * from "./person-fields";
export * from "./session";
