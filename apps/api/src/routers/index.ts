import { router } from "../trpc/init";
import { agentQueryProcedure } from "./agent/query";
import { cancelEncounterProcedure } from "./encounters/cancel";
import { getEncounterProcedure } from "./encounters/get";
import { getLatestTurnProcedure } from "./encounters/latest-turn";
import { listEncountersProcedure } from "./encounters/list";
import { listTurnsProcedure } from "./encounters/turns";
import { listConditions } from "./config/conditions";
import { getPricingProcedure } from "./config/pricing";
import { getMeProcedure } from "./users/me";

/** Routers only wire: every procedure lives in its own file under routers/<resource>/. */
export const appRouter = router({
  config: router({
    conditions: listConditions,
    pricing: getPricingProcedure,
  }),
  users: router({
    me: getMeProcedure,
  }),
  agent: router({
    query: agentQueryProcedure,
  }),
  encounters: router({
    list: listEncountersProcedure,
    get: getEncounterProcedure,
    turns: listTurnsProcedure,
    latestTurn: getLatestTurnProcedure,
    cancel: cancelEncounterProcedure,
  }),
});

export type AppRouter = typeof appRouter;
