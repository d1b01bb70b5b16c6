import { router } from "../trpc/init";
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
});

export type AppRouter = typeof appRouter;
