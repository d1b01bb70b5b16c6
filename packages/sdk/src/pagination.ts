/** One page of a cursor-paginated list. */
export interface Page<T> {
  items: T[];
  /** Pass as `cursor` for the next page; absent on the last page. */
  nextCursor?: string;
}

/**
 * A cursor-paginated list: iterate it with `for await` (pages are fetched as you go), or take
 * pages, or collect everything.
 *
 * ```ts
 * for await (const encounter of api.encounters.list()) console.log(encounter.id);
 * ```
 */
export class Paginated<T> implements AsyncIterable<T> {
  constructor(
    private readonly fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
    private readonly startCursor?: string,
  ) {}

  /** Every page in turn, starting from the newest. */
  async *pages(): AsyncGenerator<Page<T>> {
    let cursor = this.startCursor;
    do {
      const page = await this.fetchPage(cursor);
      yield page;
      cursor = page.nextCursor;
    } while (cursor);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const page of this.pages()) yield* page.items;
  }

  /** The first page only (its `nextCursor` continues the list). */
  firstPage(): Promise<Page<T>> {
    return this.fetchPage(this.startCursor);
  }

  /** Every item, up to `max` (default: no bound). */
  async toArray(max = Number.POSITIVE_INFINITY): Promise<T[]> {
    const items: T[] = [];
    if (max <= 0) return items;
    for await (const item of this) {
      items.push(item);
      if (items.length >= max) break;
    }
    return items;
  }
}

/** The cursor of the next page: the `X-Next-Cursor` header, else a `nextCursor` body field. */
export function nextCursorOf(response: Response, body: unknown): string | undefined {
  const header = response.headers.get("x-next-cursor");
  if (header) return header;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const cursor = (body as { nextCursor?: unknown }).nextCursor;
    if (typeof cursor === "string" && cursor) return cursor;
  }
  return undefined;
}
