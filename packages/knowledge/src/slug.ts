/**
 * Slug of a catalogue condition name (rule in ARTICLE-FORMAT.md): lower-case, apostrophes
 * dropped, every run of other non-alphanumeric characters replaced by one `-`, no leading or
 * trailing `-`. Accented letters are folded to their base letter first.
 */
export function slugify(conditionName: string): string {
  return conditionName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
