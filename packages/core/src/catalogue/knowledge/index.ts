export { buildKnowledgeIndex, explainKnowledge, rankKnowledge } from "@intake/knowledge";
export { getKnowledgeFigure, type KnowledgeFigureImage } from "./get-knowledge-figure";
export * from "./schemas";
export { searchKnowledge, warmKnowledgeIndex } from "./search-knowledge";
export {
  knowledgeContentHash,
  type SeedOptions,
  type SeedResult,
  seedKnowledgeBase,
} from "./seed-knowledge-base";
