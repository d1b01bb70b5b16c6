import type { RequestContext } from "../../kernel/context";
import { getPrescribingDetails } from "./details";
import { requireDeveloperKey, requireDeveloperSession } from "./developer-caller";
import type { RequestScope } from "./read-requests";
import { relayReply } from "./relay-reply";
import { advanceSandboxEncounter, getSandboxEncounter } from "./sandbox";
import type { RelayReplyInput, SandboxAdvanceInput } from "./schemas";

const keyScope = (ctx: RequestContext): RequestScope => {
  const caller = requireDeveloperKey(ctx.caller);
  return { developerId: caller.userId, environment: caller.environment };
};
/** Dashboard aliases: the signed-in developer, any environment (sandbox calls: test only). */
const sessionScope = (ctx: RequestContext): RequestScope => ({
  developerId: requireDeveloperSession(ctx.caller).userId,
  environment: null,
});

export const getEncounterDetails = ({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { id: string };
}) => getPrescribingDetails(ctx, keyScope(ctx), input.id);
export const getMyEncounterDetails = ({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: { id: string };
}) => getPrescribingDetails(ctx, sessionScope(ctx), input.id);

export const relayPatientReply = ({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: RelayReplyInput;
}) => relayReply(ctx, keyScope(ctx), input);

export const getSandbox = ({ ctx, input }: { ctx: RequestContext; input: { id: string } }) =>
  getSandboxEncounter(ctx, keyScope(ctx), input.id);
export const getMySandbox = ({ ctx, input }: { ctx: RequestContext; input: { id: string } }) =>
  getSandboxEncounter(ctx, { ...sessionScope(ctx), environment: "test" }, input.id);

export const advanceSandbox = ({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: SandboxAdvanceInput;
}) => advanceSandboxEncounter(ctx, keyScope(ctx), input);
export const advanceMySandbox = ({
  ctx,
  input,
}: {
  ctx: RequestContext;
  input: SandboxAdvanceInput;
}) => advanceSandboxEncounter(ctx, { ...sessionScope(ctx), environment: "test" }, input);
