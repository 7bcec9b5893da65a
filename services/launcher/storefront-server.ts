import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { getConfig } from '../../lib/config';
import { pageSecurityHeaders } from '../../lib/security/policy';
import { BROTLI_QUALITY, CompressedCopies, sendCachedPagesCompressed } from './cached-page-compression';
import { acceptsEncoding, extension, loadPrecompressed, PRECOMPRESSED_TYPES } from './precompress';

/**
 * The storefront's production server (`npm run demo`, the tests, the benchmarks): Next.js's own request
 * handler, with the compression done here instead of by Next.
 *
 * Next's server compresses with gzip only. Browsers accept brotli, which is 6–13% smaller for our pages and
 * scripts, and on a phone's connection that is where a page's time goes. So:
 * - a file under `/_next/static/` is sent from the brotli copy made at build time (precompress.ts), with the
 *   headers Next gives it, to a browser that accepts brotli; nothing is compressed per request;
 * - a page Next serves from its cache is sent from a compressed copy made on its first request and kept by
 *   the hash of its bytes (cached-page-compression.ts): brotli at quality 5, else gzip;
 * - everything else (pages rendered per request, API answers, a static file without a copy) goes through the
 *   `compression` middleware, with the same choice. Next's streamed answers flush through it (`res.flush`),
 *   as through Next's own.
 *
 * Next reads `GLANS_OWN_COMPRESSION=1` (next.config.ts) and leaves compression off, so nothing is compressed
 * twice; `next start` alone keeps Next's gzip.
 */

/** Read by next.config.ts, which turns Next's own compression off when it is set. */
const OWN_COMPRESSION_ENV = 'GLANS_OWN_COMPRESSION';

/** Sends a build-time brotli copy with the headers Next sends for the file itself. */
function sendPrecompressed(req: IncomingMessage, res: ServerResponse, path: string, body: Buffer, security: Record<string, string>): void {
  const type = PRECOMPRESSED_TYPES[extension(path)] ?? 'application/octet-stream';
  res.writeHead(200, {
    ...security,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Type': type,
    'Content-Encoding': 'br',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A shopper who leaves before an answer is complete leaves the middleware's zlib stream open (it ends it only
 * when the answer ends), and it would outlive the request. The middleware hands its stream out to a `drain`
 * listener; that is the only way to reach it. (Next does the same for its own compression.)
 */
function releaseCompression(res: ServerResponse): void {
  const noop = () => {};
  const stream: unknown = res.on('drain', noop);
  if (stream === res || !(stream instanceof Duplex)) {
    res.off('drain', noop);
    return;
  }
  stream.destroy();
}

/** Starts Next.js on PORT in the current folder (its build in NEXT_DIST_DIR or `.next`) behind the compression. */
async function main(): Promise<void> {
  const port = Number(process.env.PORT) || 3000;
  const dir = process.cwd();
  const distDir = resolve(dir, process.env.NEXT_DIST_DIR || '.next');
  process.env[OWN_COMPRESSION_ENV] = '1';
  const app = next({ dev: false, dir, port, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();

  const precompressed = loadPrecompressed(distDir);
  const security = pageSecurityHeaders(getConfig(), 'page');
  const copies = new CompressedCopies();
  // Typed for Express; it reads and patches only what Node's own request and response have.
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const copy = req.method === 'GET' || req.method === 'HEAD' ? precompressed.get(path) : undefined;
    if (copy && acceptsEncoding(req.headers['accept-encoding'], 'br')) {
      sendPrecompressed(req, res, path, copy, security);
      return;
    }
    res.once('close', () => {
      if (!res.writableFinished) releaseCompression(res);
    });
    compress(req, res, () => {
      sendCachedPagesCompressed(req, res, copies);
      handle(req, res).catch((error: unknown) => {
        console.error('[glans] The request handler failed:', error);
        if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Tjänsten är inte tillgänglig just nu.');
      });
    });
  });
  server.listen(port, () => console.log(`[glans] Storefront listening on http://localhost:${port} (${precompressed.size} brotli copies)`));

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error('[glans] The storefront server did not start:', error);
    process.exit(1);
  });
}
