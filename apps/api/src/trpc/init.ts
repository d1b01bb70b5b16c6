import { requireAccount, requireSession } from "@intake/core/accounts";
import { requireDeveloperKey } from "@intake/core/developers";
import type { ErrorCode, RequestContext } from "@intake/core/kernel";
import { initTRPC } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { directGuard } from "./direct-call";

export type ProcedureMeta = {
  /** Success status when it is not 200 (e.g. 201 for creations). */
  successStatus?: number;
  /**
   * The error codes of the registry this procedure can answer with, beyond those its shape gives
   * (trpc/error-declarations.ts: credentials, validation, bodies, path ids, 500). Each code's
   * status is the registry's; the OpenAPI document lists exactly these per operation and status.
   */
  errors?: readonly ErrorCode[];
  /**
   * How an `Idempotency-Key` is honoured (http/idempotency.ts): `replay` (the default for every
   * POST) keeps the first answer 24 h and replays it; `operation`: the procedure handles the key
   * itself (billing operations, `runOperation`); `none`: ignored (the default for PATCH/DELETE).
   */
  idempotency?: "replay" | "operation" | "none";
  /** Which credentials the base procedure takes (set by the builders below, not by procedures). */
  access?: ProcedureAccess;
};

export type ProcedureAccess =
  | "public"
  | "account"
  | "session"
  | "developer"
  | "webhook_manager"
  | "developer_manager"
  | "developer_session"
  | "clinician"
  | "agent_chat";

/** The only initTRPC of the service: context is the per-request RequestContext. */
const t = initTRPC.context<RequestContext>().meta<OpenApiMeta<ProcedureMeta>>().create();

export const router = t.router;

/** No credential needed (a present-but-invalid one was already refused with 401). */
export const publicProcedure = t.procedure.meta({ access: "public" });

// Each middleware below is a guard: what it adds to the context is a function of the context,
// registered with `directGuard` so the REST adapter can run it without tRPC's middleware runner.

/** Session JWT or personal API key (spec: Authentication 5). */
const accountGuard = (ctx: RequestContext) => ({ account: requireAccount(ctx.caller) });
export const accountProcedure = t.procedure
  .meta({ access: "account" })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, ...accountGuard(ctx) } }));
directGuard(accountProcedure, accountGuard);

/** Session JWT only: key management (spec: an API key there gets 403). */
const sessionGuard = (ctx: RequestContext) => ({ account: requireSession(ctx.caller) });
export const sessionProcedure = t.procedure
  .meta({ access: "session" })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, ...sessionGuard(ctx) } }));
directGuard(sessionProcedure, sessionGuard);

/** Developer key only (prescribing surface): checked before the body is validated. */
const developerGuard = (ctx: RequestContext) => ({ developer: requireDeveloperKey(ctx.caller) });
export const developerProcedure = t.procedure
  .meta({ access: "developer" })
  .use(({ ctx, next }) => next({ ctx: { ...ctx, ...developerGuard(ctx) } }));
directGuard(developerProcedure, developerGuard);

// The kinds below are checked by the core verb itself (a clinician's row, the encounter's owner,
// the developer key's environment are in the database or decide what the verb may touch), so no
// guard runs here; `access` names the kind for the OpenAPI codes (trpc/error-declarations.ts) and
// the security suite (test/security/access-kinds.ts), which probes every route by its kind.

/** Session JWT or a developer key of the same environment (developer keys, billing card). */
export const developerManagerProcedure = t.procedure.meta({ access: "developer_manager" });
/** A developer's session JWT only (the `/developers/me` dashboard aliases). */
export const developerSessionProcedure = t.procedure.meta({ access: "developer_session" });
/** A clinician's session JWT only (the clinician console). */
export const clinicianProcedure = t.procedure.meta({ access: "clinician" });
/** The encounter token, or the owner's personal API key (agent chat). */
export const agentChatProcedure = t.procedure.meta({ access: "agent_chat" });
