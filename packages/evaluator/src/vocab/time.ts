/**
 * Duration / onset vocabulary for the History of Present Illness (rubric criterion 3), and the
 * age units. Regex sources, matched case-insensitively.
 */

/** Number words accepted for durations and ages. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Time units (singular forms; plurals are accepted). */
export const TIME_UNITS: readonly string[] = [
  "seconds?",
  "minutes?",
  "mins?",
  "hours?",
  "hrs?",
  "days?",
  "nights?",
  "weeks?",
  "wks?",
  "months?",
  "mos?",
  "years?",
  "yrs?",
  "decades?",
  "weekends?",
  "fortnights?",
];

/** Quantities that, followed by a time unit, state a duration ("a few weeks", "3 days"). */
export const DURATION_QUANTITIES: readonly string[] = [
  "\\d+(?:\\.\\d+)?(?:\\s*(?:-|to|or)\\s*\\d+(?:\\.\\d+)?)?",
  "a few",
  "few",
  "several",
  "a couple of",
  "a couple",
  "couple of",
  "half an?",
  "one and a half",
  "a number of",
];

/** Prepositions that make "a week" / "an hour" a duration rather than a frequency ("twice a day"). */
export const ARTICLE_DURATION_LEAD: readonly string[] = [
  "for",
  "past",
  "last",
  "over",
  "about",
  "around",
  "almost",
  "nearly",
  "within",
  "in",
  "after",
  "than",
  "only",
  "roughly",
  "approximately",
  "since",
];

/** Other onset or duration expressions. */
export const ONSET_PATTERNS: readonly string[] = [
  "since\\s+\\S",
  "(?:started|start|began|begun|beginning|onset|came on|started up)\\s+(?:\\w+\\s+)?(?:yesterday|today|tonight|this|last|on|in|at|around|about|after|when|during|while|over|overnight|recently|suddenly|gradually)",
  "yesterday",
  "last (?:night|week|month|year|weekend|spring|summer|autumn|fall|winter)",
  "this (?:morning|afternoon|evening|week|month|year)",
  "overnight",
  "(?:for|over|in|during) (?:the )?(?:past|last|previous) (?:\\w+ )?(?:years?|months?|weeks?|days?|hours?|decades?)",
  "(?:for|over) (?:many |several |some )?(?:years|months|weeks|days|hours|decades)",
  "ongoing for",
  "\\bago\\b",
  "chronic(?:ally)?",
  "lifelong",
  "life-long",
  "all my life",
  "since childhood",
  "as a (?:child|kid|teen|teenager)",
];
