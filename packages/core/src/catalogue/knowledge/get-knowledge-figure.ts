import type { Db, Trx } from "@intake/db";
import { notFound } from "../../kernel/errors";
import { verb } from "../../kernel/verbs";
import { KnowledgeFigureInput } from "./schemas";

export interface KnowledgeFigureImage {
  id: string;
  svg: string;
  /** A strong validator: a quoted hash of the SVG. */
  etag: string;
}

/** Figure ids are slugs; anything else cannot exist, so it is not looked up. */
const FIGURE_ID = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** The SVG of one knowledge-base figure, for `GET /api/v1/kb-images/{figure_id}`. */
export const getKnowledgeFigure = verb(
  KnowledgeFigureInput,
  async ({
    ctx,
    input,
  }: {
    ctx: { db: Db | Trx };
    input: { figureId: string };
  }): Promise<KnowledgeFigureImage> => {
    const figure = FIGURE_ID.test(input.figureId)
      ? await ctx.db
          .selectFrom("kb_figures")
          .select(["id", "svg", "etag"])
          .where("id", "=", input.figureId)
          .executeTakeFirst()
      : undefined;
    if (!figure)
      throw notFound("The figure (use an image_url from a knowledge-base search result)", {
        public: true,
      });
    return figure;
  },
);
