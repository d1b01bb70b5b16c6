/**
 * Text helpers of the knowledge-base search, shared by the seed step (vocabulary, alias keys)
 * and the search (query words, n-grams, spelling distance, excerpts). Pure functions.
 */

/** Words of a text: lower case, accents folded, apostrophes dropped ("can't" -> "cant"). */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2018\u2019\u201B\u2032`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

/** The lookup key of an alias or phrase: its words joined by single spaces. */
export const phraseKey = (text: string): string => words(text).join(" ");

/** Every run of 1..maxN consecutive words, as phrase keys, without duplicates. */
export function wordNgrams(list: readonly string[], maxN: number, cap: number): string[] {
  const out = new Set<string>();
  for (let i = 0; i < list.length && out.size < cap; i++) {
    let gram = "";
    for (let n = 0; n < maxN && i + n < list.length; n++) {
      gram = n === 0 ? (list[i] as string) : `${gram} ${list[i + n]}`;
      out.add(gram);
    }
  }
  return [...out].slice(0, cap);
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): "migrane" -> "migraine"
 * is 1, "excema" -> "eczema" is 2. Stops early once every path exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** How many edits a misspelt word of this length may need to be corrected. */
export const maxEditsFor = (word: string): number =>
  word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;

/** Common English words never used to place an excerpt. */
const STOPWORDS = new Set(
  // Greetings, thanks and narrative filler ("hello", "thanks", "basically", "last", "today")
  // are not about a condition either: off-topic everyday English finds nothing.
  (
    "hello hi hey hiya thanks thank thx cheers bye goodbye sorry basically actually literally anyway today tonight yesterday tomorrow last time times wondering yeah yes oh um going gone few lately recently " +
    "a about above after again against ago all also although always am an and any anyone anything are as at be because been before being below between bit both but by can cant could couldnt did didnt do does doesnt doing dont down during each even ever every everybody everyone everything few for from further get gets getting got had has have havent having he her here hers herself hes him himself his how i id if ill im in into is isnt it its itself ive just keep keeps kept kind like lot lots made make makes many may me might more most much must my myself never no nor not nothing now of off ok okay on once only or other our ours ourselves out over own pretty quite rather really same shall she shes should since so some somebody something sometimes sort still such than that thats the their theirs them themselves then there these they theyre theyve thing things this those though through to too under until up very was we well were weve what whatever whats when whenever where wherever which while who whom why will with wont would wouldnt yet you your youre yours yourself yourselves"
  ).split(" "),
);

export const isStopword = (word: string): boolean => STOPWORDS.has(word);

/**
 * A readable excerpt of a section, at most `max` characters: the whole section when it fits,
 * otherwise a window that starts at the line or sentence holding the first query word and ends
 * on a sentence or word boundary, marked with "..." where text was cut.
 */
export function excerpt(text: string, queryWords: readonly string[], max = 600): string {
  if (text.length <= max) return text;
  const at = firstMatch(text, queryWords);
  let start = 0;
  if (at > 0) {
    const before = text.slice(0, at);
    const boundary = Math.max(
      before.lastIndexOf("\n"),
      before.lastIndexOf(". "),
      before.lastIndexOf("; "),
    );
    start = boundary >= 0 ? boundary + (text[boundary] === "\n" ? 1 : 2) : 0;
    // Keep the match near the front but never let the window begin after it.
    if (at - start > max / 2) start = wordStart(text, at - Math.floor(max / 4));
  }
  const lead = start > 0 ? "..." : "";
  const room = max - lead.length;
  if (text.length - start <= room) return lead + text.slice(start);
  const window = text.slice(start, start + room - 3);
  const cut = Math.max(
    window.lastIndexOf("\n"),
    window.lastIndexOf(". ") + 1,
    window.lastIndexOf("; ") + 1,
  );
  const end = cut > room / 2 ? cut : Math.max(window.lastIndexOf(" "), 1);
  return `${lead}${window.slice(0, end).trimEnd()}...`;
}

function firstMatch(text: string, queryWords: readonly string[]): number {
  const lower = text.toLowerCase();
  let best = -1;
  for (const word of queryWords) {
    if (word.length < 3 || isStopword(word)) continue;
    // A prefix finds inflected forms: "cramping" for "cramps", "coughing" for "cough".
    const stem = word.length > 5 ? word.slice(0, word.length - 2) : word;
    const re = new RegExp(`\\b${stem}`, "g");
    const m = re.exec(lower);
    if (m && (best === -1 || m.index < best)) best = m.index;
  }
  return best;
}

function wordStart(text: string, index: number): number {
  const space = text.lastIndexOf(" ", index);
  return space === -1 ? index : space + 1;
}

/**
 * A light English stemmer for the in-memory index (the same on both sides: corpus and query):
 * plurals, -ing/-ed forms and a final e or y fold together ("infections" -> "infection",
 * "cramping" and "cramps" -> "cramp", "itchy" and "itching" -> "itch").
 */
export function stem(word: string): string {
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  const result = computeStem(word);
  if (stemCache.size >= SOUND_CACHE_SIZE) stemCache.clear();
  stemCache.set(word, result);
  return result;
}

const stemCache = new Map<string, string>();

/**
 * British medical spellings written the American way, so either finds the other ("diarrhoea",
 * "haemorrhoids", "oesophagus", "anaemia", "paediatric", "tumour").
 */
export function americanSpelling(word: string): string {
  return word
    .replace(/rrhoea/, "rrhea")
    .replace(/^(?:haem|hem)/, "hem")
    .replace(/^an?aem/, "anem")
    .replace(/^oe(?=[sdt])/, "e")
    .replace(/^paed/, "ped")
    .replace(/(?<=^.{3,})our$/, "or");
}

function computeStem(word: string): string {
  let w = americanSpelling(word);
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (/(?:ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (/(?:[^su]s)$/.test(w) && !/(?:is|us|ss|as)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith("ed") && !w.endsWith("eed")) w = undouble(w.slice(0, -2));
  // A final e or y goes too: "race", "races" and "racing" -> "rac"; "itchy" -> "itch".
  if (w.length >= 4 && /[ey]$/.test(w) && !/(?:ee|ey)$/.test(w)) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([b-df-hj-km-np-rtv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/**
 * A sound-alike key of a word (or of several words written together): spellings that sound the
 * same get the same key. Consonant spellings are normalised (ph->f, ck->k, c before e/i/y->s,
 * x->ks, z->s, silent initial p/k/w...), every run of vowels (with y, and h or w after a vowel)
 * becomes "a", and doubled letters collapse. "new monia" and "pneumonia" -> "namana";
 * "die a beaties" and "diabetes" -> "dabatas"; "ex zema" and "eczema" -> "aksama".
 */
export function phoneticKey(text: string): string {
  const cached = soundCache.get(text);
  if (cached !== undefined) return cached;
  const key = computePhoneticKey(text);
  if (soundCache.size >= SOUND_CACHE_SIZE) soundCache.clear();
  soundCache.set(text, key);
  return key;
}

/** Keys of recent words: the corpus vocabulary and the words people type repeat. */
const soundCache = new Map<string, string>();
const SOUND_CACHE_SIZE = 50_000;

function computePhoneticKey(text: string): string {
  let w = text.toLowerCase().replace(/[^a-z]/g, "");
  if (w === "") return "";
  w = w
    .replace(/(?<=[a-z]{4}[^aeiouy])e$/, "") // a silent final e of a long word ("migraine")
    .replace(/^(?:pn|kn|gn)/, "n")
    .replace(/^ps/, "s")
    .replace(/^wr/, "r")
    .replace(/^x/, "s")
    .replace(/[ts]i(?=on)/g, "sh") // "-tion", "-sion" sound as "shun"
    .replace(/ng(?=[kc])/g, "n") // "brongkitis" as "bronkitis"
    .replace(/ph/g, "f")
    .replace(/gh/g, "")
    .replace(/rh/g, "r")
    .replace(/sch/g, "sk")
    .replace(/sc(?=[eiy])/g, "s")
    .replace(/ch/g, "k")
    .replace(/sh/g, "s")
    .replace(/th/g, "t")
    .replace(/ck/g, "k")
    .replace(/qu/g, "kw")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/c/g, "k")
    .replace(/z/g, "s")
    .replace(/dg/g, "j")
    .replace(/y/g, "i");
  let out = "";
  let prev = "";
  for (let i = 0; i < w.length; i++) {
    const ch = w[i] as string;
    const vowel =
      "aeiou".includes(ch) || ((ch === "h" || ch === "w") && "aeiou".includes(w[i - 1] ?? ""));
    const symbol = vowel ? "a" : ch === "h" && i > 0 ? "" : ch;
    if (symbol !== "" && symbol !== prev) out += symbol;
    if (symbol !== "") prev = symbol;
  }
  return out;
}
