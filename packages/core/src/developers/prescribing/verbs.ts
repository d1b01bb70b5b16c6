import type { RequestContext } from "../../kernel/context";
import { verb } from "../../kernel/verbs";
import { getPrescribingDetails } from "./details";
import { requireDeveloperKey, requireDeveloperSession } from "./developer-caller";
import type { RequestScope } from "./read-requests";
import { relayReply } from "./relay-reply";
import { advanceSandboxEncounter, getSandboxEncounter } from "./sandbox";
import { EncounterIdParam, RelayReplyInput, SandboxAdvanceInput } from "./schemas";

const keyScope = (ctx: RequestContext): RequestScope => {
  const caller = requireDeveloperKey(ctx.caller);
  return { developerId: caller.userId, environment: caller.environment };
};
/** Dashboard aliases: the signed-in developer, any environment (sandbox calls: test only). */
const sessionScope = (ctx: RequestContext): RequestScope => ({
  developerId: requireDeveloperSession(ctx.caller).userId,
  environment: null,
});

export const getEncounterDetails = verb(EncounterIdParam, ({ ctx, input }) =>
  getPrescribingDetails(ctx, keyScope(ctx), input.id),
);
export const getMyEncounterDetails = verb(EncounterIdParam, ({ ctx, input }) =>
  getPrescribingDetails(ctx, sessionScope(ctx), input.id),
);

export const relayPatientReply = verb(RelayReplyInput, ({ ctx, input }) =>
  relayReply(ctx, keyScope(ctx), input),
);

export const getSandbox = verb(EncounterIdParam, ({ ctx, input }) =>
  getSandboxEncounter(ctx, keyScope(ctx), input.id),
);
export const getMySandbox = verb(EncounterIdParam, ({ ctx, input }) =>
  getSandboxEncounter(ctx, { ...sessionScope(ctx), environment: "test" }, input.id),
);

export const advanceSandbox = verb(SandboxAdvanceInput, ({ ctx, input }) =>
  advanceSandboxEncounter(ctx, keyScope(ctx), input),
);
export const advanceMySandbox = verb(SandboxAdvanceInput, ({ ctx, input }) =>
  advanceSandboxEncounter(ctx, { ...sessionScope(ctx), environment: "test" }, input),
);
