export { CATALOGUE_PATH, type CatalogueCondition, loadCatalogue } from "./catalogue.js";
export * from "./corpus.js";
export * from "./figures.js";
export * from "./knowledge-index.js";
export * from "./lab-values.js";
export { extractBullets, stripInline, toPlainText } from "./markdown.js";
export { slugify } from "./slug.js";
export { excerpt, phraseKey } from "./text.js";
