import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';

/**
 * The small HTTP runtime the local services share: a health route, JSON answers, bounded body reading,
 * a 500-free error net, graceful shutdown on SIGTERM/SIGINT, and exit when the launcher that started the
 * service is gone (so a killed launcher leaves no orphan).
 */

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

/** Reads a request body up to `limit` bytes; a larger body is a 413. */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, `Request body is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses JSON without letting `__proto__`/`constructor` keys through. A bad body is a 400. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') throw new HttpError(400, 'Request body is empty; JSON expected');
  try {
    return JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value));
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

export interface ServiceOptions {
  name: string;
  port: number;
  /** The address it listens on: loopback unless CLUSTER_BIND_HOST says otherwise (the several-machines layout). */
  host?: string;
  handle: Handler;
  /** Extra fields for the health answer (e.g. record counts). */
  health?: () => Record<string, unknown>;
  onClose?: () => Promise<void> | void;
  /** Node's server options (e.g. a service's own head and body timeouts); Node's defaults otherwise. */
  serverOptions?: ServerOptions;
}

export async function startHttpService(options: ServiceOptions): Promise<Server> {
  const { name, port, host = process.env.CLUSTER_BIND_HOST?.trim() || '127.0.0.1', handle } = options;
  const server = createServer(options.serverOptions ?? {}, (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/health') {
      sendJson(res, 200, { service: name, status: 'ok', pid: process.pid, ...options.health?.() });
      return;
    }
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error: unknown) => {
        if (res.headersSent) {
          res.end();
          return;
        }
        if (error instanceof HttpError) {
          sendJson(res, error.status, { message: error.message, status: error.status, ...error.extra });
          return;
        }
        console.error(`[${name}] unexpected error on ${req.method} ${req.url}:`, error);
        sendJson(res, 500, { message: 'Internal error', status: 500 });
      });
  });
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  console.log(`[${name}] listening on http://${host}:${port}`);

  let closing = false;
  const shutdown = (code: number) => {
    if (closing) return;
    closing = true;
    server.close();
    server.closeAllConnections();
    Promise.resolve(options.onClose?.())
      .catch((error: unknown) => console.error(`[${name}] error while closing:`, error))
      .finally(() => process.exit(code));
  };
  process.once('SIGTERM', () => shutdown(0));
  process.once('SIGINT', () => shutdown(0));
  watchParent(() => shutdown(0));
  return server;
}

/** Calls `onGone` when the process that started this one exits (the child is re-parented). */
function watchParent(onGone: () => void): void {
  const parent = process.ppid;
  if (parent <= 1) return;
  setInterval(() => {
    if (process.ppid !== parent) onGone();
  }, 1_000).unref();
}

/** The port a service listens on: its `PORT` variable. */
export function servicePort(fallback: number): number {
  const value = Number(process.env.PORT);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
