/** Request Within Scope, rules 2–6 (rubric §3). */
import { isNegated } from "./negation.js";
import { alternation, clauseEnd, clauseStart, isWhiteSpace } from "./text.js";
import { PAST_MARKERS, PRESENT_MARKERS } from "./vocab/negation.js";
import {
  CHEST_NOT_PAIN,
  CHEST_PAIN,
  CONFUSION,
  EXERTION,
  FEVER,
  LIP_TONGUE_SWELLING,
  NOSE_AFTER,
  RADIATION,
  RED_FLAG_ANCHORS,
  RED_FLAGS,
  SHORT_OF_BREATH,
  STIFF_NECK,
  SWEATING,
} from "./vocab/red-flags.js";
import {
  COMPLEXITY,
  CONTROLLED_SUBSTANCES,
  CRISIS_TERMS,
  MEDICATION_REQUEST_WORDS,
  NEAR_MISS,
  NOT_A_REQUEST_AFTER,
  PREGNANCY,
  PREGNANCY_HYPOTHETICAL,
  ANCHORS as SCOPE_ANCHORS,
  TREATMENT_FINISHED,
} from "./vocab/scope.js";

const ANCHORS: Readonly<Record<string, readonly string[]>> = {
  ...RED_FLAG_ANCHORS,
  ...SCOPE_ANCHORS,
};
const ALL_ANCHORS = [...new Set(Object.values(ANCHORS).flat())].sort((a, b) => b.length - a.length);

/**
 * Anchors as a flat trie over lower-case letters, space, apostrophe and hyphen: one walk per
 * word finds every anchor it starts with (cheaper than one big alternation regex).
 */
const ALPHABET = 29;
function symbol(c: number): number {
  if (c >= 97 && c <= 122) return c - 97;
  if (c >= 65 && c <= 90) return c - 65;
  if (c === 32) return 26;
  if (c === 39) return 27;
  if (c === 45) return 28;
  return -1;
}
const TRIE_ANCHORS: (string[] | null)[] = [null];
let trieNext = new Int32Array(ALPHABET * 64).fill(-1);
for (const anchor of ALL_ANCHORS) {
  let node = 0;
  for (let i = 0; i < anchor.length; i++) {
    const sym = symbol(anchor.charCodeAt(i));
    if (sym < 0) throw new Error(`anchor ${anchor} has a character outside the trie alphabet`);
    let child = trieNext[node * ALPHABET + sym] as number;
    if (child < 0) {
      child = TRIE_ANCHORS.length;
      TRIE_ANCHORS.push(null);
      if ((child + 1) * ALPHABET > trieNext.length) {
        const grown = new Int32Array(trieNext.length * 2).fill(-1);
        grown.set(trieNext);
        trieNext = grown;
      }
      trieNext[node * ALPHABET + sym] = child;
    }
    node = child;
  }
  const list = TRIE_ANCHORS[node] ?? [];
  list.push(anchor);
  TRIE_ANCHORS[node] = list;
}
const TRIE_NEXT = trieNext;

/** Groups (vocabularies) by index, and for each trie node the groups its anchors gate. */
const GROUPS = Object.keys(ANCHORS);
const GROUP_INDEX = new Map(GROUPS.map((g, i) => [g, i]));
const TRIE_GROUPS: (number[] | null)[] = TRIE_ANCHORS.map((anchors) => {
  if (!anchors) return null;
  const groups = new Set<number>();
  for (const [g, list] of Object.entries(ANCHORS))
    if (anchors.some((a) => list.includes(a))) groups.add(GROUP_INDEX.get(g) as number);
  return groups.size > 0 ? [...groups] : null;
});
/**
 * The scan reads each character once, through a deterministic automaton built from the trie:
 * a state is the set of trie nodes reachable by the text read so far from a word start (a letter
 * after a non-word character or at the start of a part), so every anchor that starts at a word
 * start is seen where it ends, without walking the trie again at every word.
 *
 * Character classes: the trie's 29 symbols (letters of either case, space, apostrophe, hyphen),
 * then the other classes the scan tells apart.
 */
const DIGIT = ALPHABET; // digits and "_": word characters outside the trie
const NEWLINE = ALPHABET + 1;
const STOP = ALPHABET + 2; // . ! ?
const BLANK = ALPHABET + 3; // tab, carriage return
const OTHER = ALPHABET + 4; // any other character (punctuation, non-ASCII)
const CLASSES = ALPHABET + 5;
const SPACE_SYMBOL = 26;
const CLASS_OF = new Uint8Array(65536).fill(OTHER);
for (let c = 0; c < 128; c++) {
  const sym = symbol(c);
  if (sym >= 0) CLASS_OF[c] = sym;
  else if ((c >= 48 && c <= 57) || c === 95) CLASS_OF[c] = DIGIT;
}
CLASS_OF[10] = NEWLINE;
CLASS_OF[33] = STOP;
CLASS_OF[46] = STOP;
CLASS_OF[63] = STOP;
CLASS_OF[9] = BLANK;
CLASS_OF[13] = BLANK;

/** True for the classes after which a "." ends a sentence (white space). */
function isSpaceClass(cls: number): boolean {
  return cls === SPACE_SYMBOL || cls === NEWLINE || cls === BLANK;
}
/** True for the classes that end a word (so a following letter starts one). */
function isWordBreak(cls: number): boolean {
  return cls >= 26 && cls !== DIGIT;
}

/**
 * What reading a character did to the sentence being cut (see `scanText`): nothing, ended it
 * before the character (white space after ".", "!" or "?"), ended it at a line break, or both.
 */
const CUT = 1;
const LINE = 2;

/**
 * Subset construction over the trie: a state is the set of trie nodes active after the text read
 * so far (state 0, the start of a part, has the root active), plus whether the last character was
 * a "." (or "!", "?") and what the last character did to the sentence (`CUT`, `LINE`): the
 * sentence bounds come out of the same table step as the anchors, with no test of the character
 * itself. States are numbered so that the ones where something is to be done come last: the
 * sentence ends (`EVENTS` and up), then the ones where an anchor ends (`GATED` and up); the
 * table holds each next state premultiplied by the number of classes: one load per character,
 * `DFA_NEXT[state + CLASS_OF[c]]`, and one comparison.
 */
const { DFA_NEXT, DFA_GROUPS, DFA_EVENTS, EVENTS, GATED } = (() => {
  interface State {
    nodes: number[];
    /** The last character was a "." (or "!", "?"). */
    stop: boolean;
    /** What the last character did to the sentence (CUT | LINE). */
    event: number;
  }
  const states: State[] = [];
  const ids = new Map<string, number>();
  const idOf = (nodes: number[], stop: boolean, event: number): number => {
    nodes.sort((a, b) => a - b);
    const key = `${nodes.join(",")}|${stop}|${event}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = states.length;
      ids.set(key, id);
      states.push({ nodes, stop, event });
    }
    return id;
  };
  idOf([0], false, 0);
  const next: number[] = [];
  for (let id = 0; id < states.length; id++) {
    const from = states[id] as State;
    for (let cls = 0; cls < CLASSES; cls++) {
      const nodes = new Set<number>();
      if (cls < ALPHABET)
        for (const node of from.nodes) {
          // a walk starts with a letter
          if (node === 0 && cls >= 26) continue;
          const child = TRIE_NEXT[node * ALPHABET + cls] as number;
          if (child >= 0) nodes.add(child);
        }
      if (isWordBreak(cls)) nodes.add(0);
      // white space after a stop ends the sentence before it; a line break ends it there
      const event = (from.stop && isSpaceClass(cls) ? CUT : 0) | (cls === NEWLINE ? LINE : 0);
      next[id * CLASSES + cls] = idOf([...nodes], cls === STOP, event);
    }
  }
  const groupsOf = states.map(({ nodes }) => {
    const groups = new Set<number>();
    for (const node of nodes) for (const g of TRIE_GROUPS[node] ?? []) groups.add(g);
    return groups.size > 0 ? [...groups] : null;
  });
  // renumber: the start first, then plain states, sentence ends, gated states last
  const rankOf = (id: number) => (id === 0 ? 0 : groupsOf[id] ? 3 : states[id]?.event ? 2 : 1);
  const order = states.map((_, id) => id).sort((a, b) => rankOf(a) - rankOf(b));
  const rank = new Int32Array(states.length);
  order.forEach((id, r) => {
    rank[id] = r;
  });
  const size = states.length * CLASSES;
  const table = size <= 65536 ? new Uint16Array(size) : new Uint32Array(size);
  const groups: (number[] | null)[] = [];
  const events: number[] = [];
  for (let r = 0; r < order.length; r++) {
    const id = order[r] as number;
    groups[r * CLASSES] = groupsOf[id] ?? null;
    events[r * CLASSES] = states[id]?.event ?? 0;
    for (let cls = 0; cls < CLASSES; cls++)
      table[r * CLASSES + cls] = (rank[next[id * CLASSES + cls] as number] as number) * CLASSES;
  }
  const first = (k: number) => {
    const r = order.findIndex((id) => rankOf(id) >= k);
    return r < 0 ? size : r * CLASSES;
  };
  // a state where an anchor ends is never one where a sentence ends (anchors end in a letter)
  for (const id of order) if (groupsOf[id] && states[id]?.event) throw new Error("scan automaton");
  return {
    DFA_NEXT: table,
    /** Groups whose anchors end in a state, by the state's premultiplied number. */
    DFA_GROUPS: groups,
    /** What reaching a state does to the sentence (CUT | LINE), by premultiplied number. */
    DFA_EVENTS: events,
    EVENTS: first(2),
    GATED: first(3),
  };
})();

/**
 * The patient's text cut into sentences (and list items / lines), each tagged with whether it
 * belongs to the current illness, plus which sentences hold each anchor (one automaton pass
 * over the whole text). A vocabulary is run only on the sentences that hold one of its anchors, and
 * once per distinct sentence: negation and every guard are sentence-local, so this gives the
 * same answer as a scan of the whole text at a fraction of the cost.
 */
export interface ScanText {
  /**
   * The parts' texts joined by line breaks (one flat string: section contents are mostly slices
   * of the letter, and reading a slice character by character is slower); a sentence is a span
   * of one part in it.
   */
  text: string;
  /** Per sentence: start and end in `text` (white space trimmed when read). */
  start: number[];
  end: number[];
  /** Per sentence: true when it belongs to a current-illness section. */
  current: boolean[];
  /**
   * Per group (vocabulary) index: the sentences holding one of its anchors (ascending), or
   * undefined when none does.
   */
  groups: (number[] | undefined)[];
  /** Per sentence, filled when first read: its trimmed text, and an id shared by equal texts. */
  texts: (string | undefined)[];
  ids: number[];
  /** Distinct sentence texts → their id. */
  byText: Map<string, number>;
  /** Per id: the `stamp` of the last vocabulary pass that read it (a repeated sentence is read once). */
  read: number[];
  stamp: number;
}

/** One part of the patient's text: a section's content and whether it is current illness. */
export interface ScanPart {
  text: string;
  current: boolean;
}

/** The text of sentence `i`, trimmed (sliced and hashed once per letter, not once per vocabulary). */
function sentenceText(t: ScanText, i: number): string {
  let text = t.texts[i];
  if (text === undefined) {
    // trimmed by its bounds: one slice, not a slice and a trimmed copy
    let start = t.start[i] as number;
    let end = t.end[i] as number;
    while (start < end && isWhiteSpace(t.text.charCodeAt(start))) start++;
    while (end > start && isWhiteSpace(t.text.charCodeAt(end - 1))) end--;
    text = t.text.slice(start, end);
    t.texts[i] = text;
    let id = t.byText.get(text);
    if (id === undefined) {
      id = t.byText.size;
      t.byText.set(text, id);
    }
    t.ids[i] = id;
  }
  return text;
}

function addAnchors(out: ScanText, state: number, i: number): void {
  for (const g of DFA_GROUPS[state] as number[]) {
    const list = out.groups[g];
    if (list === undefined) out.groups[g] = [i];
    else if (list[list.length - 1] !== i) list.push(i);
  }
}

/**
 * One pass per part: cuts sentences at line breaks and sentence ends (".", "!", "?" before
 * white space; not "38.5") and steps the anchor automaton at every character.
 */
export function scanText(parts: readonly ScanPart[]): ScanText {
  const texts = parts.map((p) => p.text);
  // a trailing "" makes join build a new flat string even for a single part
  texts.push("");
  const text = texts.join("\n");
  const out: ScanText = {
    text,
    start: [],
    end: [],
    current: [],
    groups: new Array(GROUPS.length),
    texts: [],
    ids: [],
    byText: new Map(),
    read: [],
    stamp: 0,
  };
  let from = 0;
  for (const { text: partText, current } of parts) {
    // the part is text[from, n): sentences and anchors stay inside it
    const n = from + partText.length;
    let start = from;
    let state = 0;
    for (let p = from; p < n; p++) {
      state = DFA_NEXT[state + (CLASS_OF[text.charCodeAt(p)] as number)] as number;
      if (state < EVENTS) continue;
      if (state >= GATED) {
        addAnchors(out, state, out.start.length);
        continue;
      }
      const event = DFA_EVENTS[state] as number;
      if (event & CUT) {
        // white space after a stop: the sentence ends before it
        out.start.push(start);
        out.end.push(p);
        out.current.push(current);
        start = p;
      }
      if (event & LINE) {
        out.start.push(start);
        out.end.push(p);
        out.current.push(current);
        start = p + 1;
      }
    }
    if (start < n) {
      out.start.push(start);
      out.end.push(n);
      out.current.push(current);
    }
    from = n + 1;
  }
  return out;
}

/**
 * Clinical abbreviations (rubric §3 v3) as whole words in capitals: CP, SOB, SOBOE, DOE, LOC,
 * SI, HI. Not `SI joint`, not `LOC` followed by intact / normal / alert (level of
 * consciousness), not a greeting `HI,`.
 */
const ABBREVIATION =
  /(?<![\w&-])(SOBOE|SOB|DOE|CP|LOC|SI|HI)(?![\w&]|-\w)(?!\s*[:=-]?\s*(?:joint|intact|normal|alert|oriented|there\b|doc|dr\b))/g;
const ABBREVIATION_HINT = /\b(?:SOBOE|SOB|DOE|CP|LOC|SI|HI)\b/;
const EXPANSIONS: Readonly<Record<string, string>> = {
  CP: "chest pain",
  SOB: "shortness of breath",
  SOBOE: "shortness of breath on exertion",
  DOE: "shortness of breath on exertion",
  LOC: "loss of consciousness",
  SI: "suicidal ideation",
  HI: "homicidal ideation",
};

function expansion(m: string, abbreviation: string, offset: number, text: string): string {
  // `LOC` / `SI` / `HI` guards that need the case-insensitive follower
  const after = text.slice(offset + m.length, offset + m.length + 14).toLowerCase();
  if (abbreviation === "SI" && /^\s*joints?\b/.test(after)) return m;
  if (abbreviation === "LOC" && /^\s*[:=-]?\s*(?:intact|normal|alert)\b/.test(after)) return m;
  if (abbreviation === "HI" && /^\s*[,!]/.test(after)) return m;
  return EXPANSIONS[abbreviation] ?? m;
}

/**
 * True when the letter may hold one of the abbreviations (a literal search per two or three
 * capitals is cheaper than a regex over the letter); then each part is spelt out.
 */
export function mayHaveAbbreviations(letter: string): boolean {
  return (
    (letter.includes("CP") ||
      letter.includes("SOB") ||
      letter.includes("DOE") ||
      letter.includes("LOC") ||
      letter.includes("SI") ||
      letter.includes("HI")) &&
    ABBREVIATION_HINT.test(letter)
  );
}

/** The text with the red-flag and crisis abbreviations spelt out (CP → chest pain). */
export function expandAbbreviations(text: string): string {
  if (!ABBREVIATION_HINT.test(text)) return text;
  return text.replace(ABBREVIATION, expansion);
}

const NO_SENTENCES: readonly number[] = [];

/** Indexes of the sentences that may match the group (every sentence for a group without
 * anchors). */
function candidates(t: ScanText, group: string): readonly number[] {
  const g = GROUP_INDEX.get(group);
  return g === undefined ? t.start.map((_, i) => i) : (t.groups[g] ?? NO_SENTENCES);
}

const RE_CHEST = alternation(CHEST_PAIN);
const RE_EXERTION = alternation(EXERTION);
const RE_RADIATION = alternation(RADIATION);
const RE_SWEATING = alternation(SWEATING);
const RE_SOB = alternation(SHORT_OF_BREATH);
const RE_LIP = alternation(LIP_TONGUE_SWELLING);
const RE_STIFF_NECK = alternation(STIFF_NECK);
const RE_FEVER = alternation(FEVER);
const RE_CONFUSION = alternation(CONFUSION);
const RE_RED_FLAGS: readonly [string, RegExp][] = Object.entries(RED_FLAGS).map(([k, v]) => [
  k,
  alternation(v),
]);
const RE_CRISIS = alternation(CRISIS_TERMS);
const RE_CONTROLLED = alternation(CONTROLLED_SUBSTANCES);
const RE_COMPLEXITY: readonly [string, RegExp][] = Object.entries(COMPLEXITY).map(([k, v]) => [
  k,
  alternation(v),
]);
const RE_PREGNANCY = alternation(PREGNANCY);
const RE_PREGNANCY_HYPOTHETICAL = new RegExp(
  `\\b(?:${PREGNANCY_HYPOTHETICAL.join("|")})\\b(?:\\s+\\w+){0,2}\\s*$`,
  "i",
);
/** Past markers (group 1: the year of `in <year>`) and present markers, one alternation. */
const RE_TIME = new RegExp(
  `(?<![\\w/])(?:(${PAST_MARKERS.join("|")})|(${PRESENT_MARKERS.join("|")}))(?![\\w])`,
  "gi",
);
const TIME_HINT = /history|h\/o|previous|prior|resolved|child|(?:19|20)\d\d|last year|ago/i;

/**
 * True when the red flag at [start, end) of `text` is told as past (rubric §3 v3): its sentence
 * or list item has a past marker, and no present marker ("now", "today", "again") stands closer
 * to it than the nearest past marker. `in <year>` counts for a year before the current one.
 */
export function isPast(text: string, start: number, end: number): boolean {
  const from = clauseStart(text, start);
  const sentence = text.slice(from, clauseEnd(text, end));
  if (!TIME_HINT.test(sentence)) return false;
  const s = start - from;
  const e = end - from;
  let past = Number.POSITIVE_INFINITY;
  let present = Number.POSITIVE_INFINITY;
  RE_TIME.lastIndex = 0;
  for (let m = RE_TIME.exec(sentence); m !== null; m = RE_TIME.exec(sentence)) {
    const mEnd = m.index + m[0].length;
    const distance = mEnd <= s ? s - mEnd : m.index >= e ? m.index - e : 0;
    if (m[1] !== undefined) {
      const year = m[2];
      if (year !== undefined && Number(year) >= CURRENT_YEAR) continue;
      if (distance < past) past = distance;
    } else if (distance < present) present = distance;
  }
  return past !== Number.POSITIVE_INFINITY && past <= present;
}
const CURRENT_YEAR = new Date().getUTCFullYear();
const RE_FINISHED = new RegExp(`\\b(?:${TREATMENT_FINISHED.join("|")})(?![\\w])`, "i");
export const RE_MEDICATION_REQUEST = alternation(MEDICATION_REQUEST_WORDS);

const RE_NEAR_MISS = new RegExp(`\\b(?:${NEAR_MISS.join("|")})\\s*$`, "i");
const RE_NOT_A_REQUEST = new RegExp(`^[^.;\\n]{0,60}?\\b(?:${NOT_A_REQUEST_AFTER.join("|")})`, "i");

type Guard = (text: string, start: number, end: number) => boolean;

/** True when one sentence of `t` (current-illness ones only with `currentOnly`) states a
 * match of `re` un-negated and passing `guard`. */
/** Set when a match passed every test but was told as past (rule 2 v3). */
interface PastProbe {
  sawPast: boolean;
}

function findAffirmed(
  t: ScanText,
  anchor: string,
  re: RegExp,
  guard?: Guard,
  currentOnly = false,
  /** With a probe, a match told as past does not count; the probe records it. */
  past?: PastProbe,
): boolean {
  const list = candidates(t, anchor);
  // a sentence repeated in the letter is read once
  const stamp = ++t.stamp;
  for (const i of list) {
    if (currentOnly && !t.current[i]) continue;
    const text = sentenceText(t, i);
    const id = t.ids[i] as number;
    if (t.read[id] === stamp) continue;
    t.read[id] = stamp;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const end = m.index + m[0].length;
      if (isNegated(text, m.index, end)) continue;
      if (guard && !guard(text, m.index, end)) continue;
      if (past && isPast(text, m.index, end)) {
        past.sawPast = true;
        continue;
      }
      return true;
    }
  }
  return false;
}

function sentenceOf(text: string, start: number, end: number): string {
  return text.slice(clauseStart(text, start), clauseEnd(text, end));
}

const RE_CHEST_NOT_PAIN = new RegExp(CHEST_NOT_PAIN, "i");
const RE_NOSE_AFTER = new RegExp(NOSE_AFTER, "i");
/** Chest pain, not heartburn, a skin finding or a chest cold. */
const chestPain: Guard = (text, start, end) =>
  !RE_CHEST_NOT_PAIN.test(sentenceOf(text, start, end));
/** Breathing trouble, not a blocked nose. */
const notNose: Guard = (text, _start, end) => !RE_NOSE_AFTER.test(text.slice(end, end + 40));

const nearMiss: Guard = (text, start) =>
  !RE_NEAR_MISS.test(text.slice(Math.max(0, start - 25), start));
const activeTreatment: Guard = (text, start, end) =>
  !RE_FINISHED.test(sentenceOf(text, start, end));
const realPregnancy: Guard = (text, start) =>
  !RE_PREGNANCY_HYPOTHETICAL.test(
    text.slice(Math.max(clauseStart(text, start), start - 40), start),
  );

/** [stated now, stated only as past] for a rule-2 element in the current-illness sentences. */
function checkNow(
  t: ScanText,
  probe: PastProbe,
  anchor: string,
  re: RegExp,
  guard?: Guard,
): [boolean, boolean] {
  probe.sawPast = false;
  if (findAffirmed(t, anchor, re, guard, true, probe)) return NOW;
  return probe.sawPast ? ONLY_PAST : NEITHER;
}
const NOW: [boolean, boolean] = [true, false];
const ONLY_PAST: [boolean, boolean] = [false, true];
const NEITHER: [boolean, boolean] = [false, false];

/** Red flags stated, un-negated and not told as past, in the current-illness sentences of `t`. */
export function findEmergencies(
  t: ScanText,
  ageYears: number | null,
  /** Filled with the red flags found only as past events (they do not block). */
  pastOut?: string[],
): string[] {
  const found: string[] = [];
  const past: string[] = [];
  const probe: PastProbe = { sawPast: false };
  const chestName = "chest pain with exertion, radiation, sweating or shortness of breath";
  const [chestNow, chestPast] = checkNow(t, probe, "chest", RE_CHEST, chestPain);
  if (chestNow || chestPast) {
    let cofactorNow = false;
    let cofactorPast = false;
    for (const [anchor, re, guard] of [
      ["exertion", RE_EXERTION, undefined],
      ["radiation", RE_RADIATION, undefined],
      ["sweating", RE_SWEATING, undefined],
      ["sob", RE_SOB, notNose],
    ] as const) {
      const [now, wasPast] = checkNow(t, probe, anchor, re, guard);
      cofactorNow ||= now;
      cofactorPast ||= wasPast;
      if (cofactorNow && chestNow) break;
    }
    if (chestNow && cofactorNow) found.push(chestName);
    else if (cofactorNow || cofactorPast) past.push(chestName);
  }
  for (const [name, re] of RE_RED_FLAGS) {
    const guard =
      name === "loss of consciousness"
        ? nearMiss
        : name === "severe difficulty breathing"
          ? notNose
          : undefined;
    const [now, wasPast] = checkNow(t, probe, name, re, guard);
    if (now) found.push(name);
    else if (wasPast) past.push(name);
  }
  if (!found.includes("anaphylaxis")) {
    const [lipNow, lipPast] = checkNow(t, probe, "lip", RE_LIP);
    if (lipNow || lipPast) {
      const [sobNow, sobPast] = checkNow(t, probe, "sob", RE_SOB, notNose);
      const [hardNow, hardPast] = checkNow(
        t,
        probe,
        "severe difficulty breathing",
        RE_RED_FLAGS[0]?.[1] ?? RE_SOB,
        notNose,
      );
      if (lipNow && (sobNow || hardNow)) found.push("anaphylaxis");
      else if (sobNow || hardNow || sobPast || hardPast) past.push("anaphylaxis");
    }
  }
  const [neckNow, neckPast] = checkNow(t, probe, "stiffNeck", RE_STIFF_NECK);
  if (neckNow || neckPast) {
    const [feverNow, feverPast] = checkNow(t, probe, "fever", RE_FEVER);
    const [confusedNow, confusedPast] = checkNow(t, probe, "confusion", RE_CONFUSION);
    const name = "stiff neck with fever and confusion";
    if (neckNow && feverNow && confusedNow) found.push(name);
    else if ((feverNow || feverPast) && (confusedNow || confusedPast)) past.push(name);
  }
  if (ageYears !== null && ageYears < 0.25) {
    const [feverNow, feverPast] = checkNow(t, probe, "fever", RE_FEVER);
    if (feverNow) found.push("fever in an infant under 3 months");
    else if (feverPast) past.push("fever in an infant under 3 months");
  }
  if (pastOut) for (const p of past) if (!found.includes(p)) pastOut.push(p);
  return found;
}

/** True when a mental-health crisis is stated, un-negated, in a current-illness sentence. */
export function hasCrisis(t: ScanText): boolean {
  return findAffirmed(t, "crisis", RE_CRISIS, undefined, true);
}

/** Controlled substances requested (Chief Complaint and Treatment-Plan-type text only). */
export function findControlled(text: string): string[] {
  const out: string[] = [];
  RE_CONTROLLED.lastIndex = 0;
  for (let m = RE_CONTROLLED.exec(text); m !== null; m = RE_CONTROLLED.exec(text)) {
    const end = m.index + m[0].length;
    if (isNegated(text, m.index, end, true)) continue;
    if (RE_NOT_A_REQUEST.test(text.slice(end, end + 80))) continue;
    const name = m[0].toLowerCase();
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** Complexity findings (active cancer treatment, transplant, dialysis, cirrhosis). */
export function findComplexity(t: ScanText): string[] {
  const out: string[] = [];
  for (const [name, re] of RE_COMPLEXITY) {
    const guard = name === "cancer treatment" ? activeTreatment : undefined;
    if (findAffirmed(t, name, re, guard)) out.push(name);
  }
  return out;
}

/** True when a current pregnancy is stated, un-negated and not hypothetical. */
export function hasPregnancy(t: ScanText): boolean {
  return findAffirmed(t, "pregnancy", RE_PREGNANCY, realPregnancy);
}
