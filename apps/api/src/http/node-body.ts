import { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** The Node request, with the body once read (@hono/node-server builds its Fetch body from it). */
type Incoming = IncomingMessage & { rawBody?: Buffer };

/**
 * The Node request under @hono/node-server (`c.env.incoming`), or undefined (`app.fetch` with a
 * Fetch Request: tests, other runtimes). Reading the body from it directly spares the Fetch
 * `Request` (body stream, AbortController, signal) that asking `c.req` for the body builds.
 */
export function nodeIncoming(c: Context): Incoming | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? (incoming as Incoming) : undefined;
}

/**
 * The whole body of a Node request, or null when it grows past `maxSize` bytes (reading stops).
 * The bytes are kept on the request (`rawBody`), where @hono/node-server reads them should a
 * Fetch Request be built later, so the body is read once whichever way it is asked for.
 */
export function readIncoming(incoming: Incoming, maxSize = Number.POSITIVE_INFINITY) {
  return new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | null, error?: Error) => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      incoming.off("close", onClose);
      if (error) reject(error);
      else resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) {
        incoming.pause();
        done(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
      incoming.rawBody = body;
      done(body);
    };
    const onError = (error: Error) => done(null, error);
    const onClose = () => {
      if (!incoming.complete) done(null, new Error("The client closed the request mid-body."));
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
    incoming.on("close", onClose);
  });
}

/** UTF-8 with a leading BOM dropped and bad bytes replaced, as `Request.text()` decodes. */
const decoder = new TextDecoder();

/**
 * The request body as text, as `c.req.text()` gives it: from the Node request when there is one
 * and nothing has started reading it, else through hono (which builds the Fetch Request).
 */
export async function requestText(c: Context): Promise<string> {
  const incoming = nodeIncoming(c);
  if (incoming) {
    if (incoming.rawBody instanceof Buffer) return decoder.decode(incoming.rawBody);
    if (!incoming.readableDidRead && !incoming.readableEnded) {
      return decoder.decode((await readIncoming(incoming)) as Buffer);
    }
  }
  return c.req.text();
}
