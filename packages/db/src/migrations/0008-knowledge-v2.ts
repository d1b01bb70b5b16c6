import { type Kysely, sql } from "kysely";

/**
 * Knowledge base v2. The search ranks in memory from the stored rows (core/knowledge/
 * knowledge-index.ts), so the SQL ranking function, the SQL spelling vocabulary and the full-text
 * document go; each alias
 * records what kind of name it is (condition title, lay, British, evaluator synonym, search
 * phrase, medication generic or brand name), which decides its field and weight in the index.
 * The seed step reloads the corpus (its format number changed), filling `kind`.
 */
const statements = [
  sql`drop function if exists kb_search(text, text, text[], text[], text[], integer, text, float4[], float8, float8, float8, integer, integer)`,
  sql`drop table if exists kb_terms`,
  // The full-text document (and the title copy it was built from) served the SQL ranking only.
  sql`alter table kb_sections drop column document`,
  sql`alter table kb_sections drop column title_terms`,
  sql`alter table kb_aliases add column kind text not null default 'name'`,
  sql`alter table kb_aliases add constraint kb_aliases_kind_check check (kind in ('title', 'name', 'british', 'synonym', 'lay', 'medication', 'brand'))`,
  sql`alter table kb_aliases drop constraint kb_aliases_pkey`,
  sql`alter table kb_aliases add primary key (alias, article_id, kind)`,
  // A changed format forces the next start-up to reload the corpus with the new columns.
  sql`delete from kb_corpus`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
