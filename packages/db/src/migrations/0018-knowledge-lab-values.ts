import { type Kysely, sql } from "kysely";

/**
 * Knowledge base: the lab values and vital signs each article states as thresholds (its
 * `lab_values` front matter, e.g. "HbA1c 5.7-6.4 %", "systolic >= 130 mmHg"), one row per range
 * as written; the search reads them to match a quoted value ("HbA1c 6.1%") with its condition.
 * Replaced with the rest of the corpus by the seed step.
 */
const statements = [
  sql`create table kb_lab_ranges (
    article_id text not null references kb_articles (id) on delete cascade,
    position smallint not null,
    range text not null,
    primary key (article_id, position)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
