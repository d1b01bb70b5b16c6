import type { z } from "zod";
import type { RequestContext } from "./context";
import { DomainError } from "./errors";

/** One field a schema refused: its dotted path (`(body)` for the whole value) and why. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/**
 * 400 `validation_failed` for what a schema refused, with `issues[]`: the one wording of a
 * validation error, whether a verb parses its input (`parseInput`) or the REST facade's procedure
 * does (apps/api `toErrorResponse` builds its answer with this function).
 */
export function validationFailed(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): DomainError {
  const listed: ValidationIssue[] = issues.map((i) => ({
    path: i.path.map(String).join(".") || "(body)",
    message: i.message,
  }));
  const summary = listed
    .slice(0, 3)
    .map((i) => `${i.path}: ${i.message}`)
    .join("; ");
  return new DomainError("validation_failed", `Invalid request. ${summary}.`, { issues: listed });
}

/** `input` parsed by `schema`, or the 400 `validation_failed` the REST facade gives for it. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationFailed(parsed.error.issues);
}

const VERB = Symbol.for("intake.verb");

/**
 * What a caller may hand a verb: the schema's input shape with any string (number, boolean) where
 * the schema names its allowed values, since those are what the verb checks (a form's select
 * gives a string, and the verb answers 400 for one it does not know).
 */
export type Unchecked<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Unchecked<U>[]
        : T extends Date | Uint8Array
          ? T
          : T extends object
            ? { [K in keyof T]: Unchecked<T[K]> }
            : T;

/**
 * A core verb: `verbNoun({ ctx, input })` parses `input` with its schema before anything else
 * runs (a caller that is not the API, such as a page or the CLI, gets the API's 400
 * `validation_failed`). `.input` is the schema (the tRPC procedure's `.input()` is this very
 * object, so each schema is defined once); `.parsed` runs the verb on an input that this schema
 * already parsed: the procedure calls it, because tRPC (or the facade's direct call) parsed the
 * input once already, and a second parse would cost CPU on every request.
 */
export type Verb<S extends z.ZodType, A extends object, R extends Promise<unknown>> = ((
  args: Omit<A, "input"> & { input: Unchecked<z.input<S>> },
) => R) & {
  readonly input: S;
  readonly parsed: (args: Omit<A, "input"> & { input: z.output<S> }) => R;
  readonly [VERB]: true;
};

/**
 * Defines a verb (see `Verb`):
 * `export const createThing = verb(CreateThingInput, async ({ ctx, input }) => …)`; `ctx` is a
 * RequestContext unless the function's parameter says otherwise. Input the schema refuses is a
 * rejected promise, as any other refusal of the verb, and nothing of the verb runs.
 */
export function verb<
  S extends z.ZodType,
  R extends Promise<unknown>,
  A extends object = { ctx: RequestContext },
>(schema: S, run: (args: A & { input: z.output<S> }) => R): Verb<S, A, R> {
  const parsed = run as unknown as Verb<S, A, R>["parsed"];
  const checked = (args: Omit<A, "input"> & { input: Unchecked<z.input<S>> }): R => {
    const result = schema.safeParse(args.input);
    if (!result.success) return Promise.reject(validationFailed(result.error.issues)) as R;
    return parsed({ ...args, input: result.data });
  };
  return Object.assign(checked, { input: schema, parsed, [VERB]: true as const });
}

/** Whether `value` was made by `verb` (the architecture test calls every verb with bad input). */
export function isVerb(value: unknown): value is Verb<z.ZodType, object, Promise<unknown>> {
  return typeof value === "function" && (value as { [VERB]?: true })[VERB] === true;
}
