import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { MediaAsset } from '../../seed/catalogue-types';
import { HttpError, sendJson } from '../../shared/http-service';
import { parseImgixQuery, type ImgixRequest } from './imgix-params';
import { boundToSource, renderPlan } from './render-plan';
import { RenderBusyError, RenderQueue } from './render-queue';
import { CONTENT_TYPES, outputFormat, renderVariant } from './render-variant';
import { VariantCache } from './variant-cache';

/**
 * The content service's asset host: the uploads at their own paths (`/media/demo/<file>`), drawn with the
 * imgix parameters of the query (imgix-params.ts) as www.datocms-assets.com draws them. An upload's URL never
 * changes content, so answers are cacheable for a year (`immutable`), vary by Accept only when `auto=format`
 * chose the format, and carry an ETag for revalidation. Drawn variants are kept as files under `cacheDir`
 * (variant-cache.ts: the least recently used go past `maxCachedFiles` or `maxCachedBytes`), so a restart or
 * a second browser does not draw them again.
 *
 * What anyone may make it draw is bounded: sides and `dpr` as imgix bounds them (8,192 pixels, dpr 5:
 * imgix-params.ts), never more pixels than the upload itself has (render-plan.ts `boundToSource`: it serves
 * only the uploads' own images, and upscaling adds nothing the browser cannot do), two draws at a time with a
 * short waiting line beyond which a request gets 503 and `Retry-After` at once (render-queue.ts), and one
 * draw for many requests of the same variant at once.
 */

export interface AssetHostOptions {
  media: readonly MediaAsset[];
  /** Where the upload files are (the seed renders them into public/media/demo). */
  publicDir: string;
  /** Folder for drawn variants; null keeps none. */
  cacheDir: string | null;
  maxCachedFiles?: number;
  maxCachedBytes?: number;
  /** Draws at once and requests that may wait for a turn (render-queue.ts). */
  rendersAtOnce?: number;
  rendersWaiting?: number;
}

export type AssetHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export interface AssetHost {
  /** Whether a path is an upload's (answered here, 404 for an unknown file under the prefix). */
  owns: (pathname: string) => boolean;
  handle: AssetHandler;
  /** Draws under way and waiting, and the kept variants (the health answer). */
  counts: () => Record<string, number>;
}

/** The path prefix of every upload (the demo catalogue's media paths). */
export const UPLOADS_PREFIX = '/media/';
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function cors(): Record<string, string> {
  return { 'access-control-allow-origin': '*', 'timing-allow-origin': '*' };
}

/** No parameter that changes the picture: the upload's own bytes, as imgix answers a bare URL. */
function isUntouched(request: ImgixRequest): boolean {
  const { w, h, maxW, maxH, dpr, rect, fm, autoFormat, autoCompress, q, bg, ar } = request;
  return [w, h, maxW, maxH, rect, fm, q, bg, ar].every((value) => value === undefined) && dpr === 1 && !autoFormat && !autoCompress;
}

export function createAssetHost(options: AssetHostOptions): AssetHost {
  const byPath = new Map(options.media.map((asset) => [asset.path, asset]));
  const cache = options.cacheDir ? new VariantCache(options.cacheDir, options.maxCachedFiles, options.maxCachedBytes) : null;
  const queue = new RenderQueue(options.rendersAtOnce, options.rendersWaiting);
  /** Draws under way by cache key: a second request of the same variant waits for the same draw. */
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const running = drawing.get(key);
    if (running) return running;
    const drawn = queue
      .run(render)
      .then(async (body) => {
        // A variant that cannot be kept (a full disk) is still answered.
        await cache?.write(key, body).catch(() => {});
        return body;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, drawn);
    return drawn;
  }

  async function variant(asset: MediaAsset, file: string, request: ImgixRequest, accept: string) {
    const sourceFormat = asset.mimeType.split('/')[1] ?? 'webp';
    const { format, negotiated } = outputFormat(request, sourceFormat, accept);
    const plan = boundToSource(renderPlan(asset, request), asset);
    const key = createHash('sha256')
      .update(JSON.stringify([asset.path, asset.width, asset.height, plan, format, request.q, request.autoCompress, request.bg]))
      .digest('hex')
      .slice(0, 32);
    const name = `${key}.${format}`;
    const body = (await cache?.read(name)) ?? (await draw(name, () => renderVariant(file, plan, request, format)));
    return { body, format, negotiated, key };
  }

  const handle: AssetHandler = async (req, res, url) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors(), 'access-control-allow-methods': 'GET, HEAD, OPTIONS', 'access-control-max-age': '86400' });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `Method ${req.method} is not allowed on an upload`);
      const asset = byPath.get(url.pathname);
      const file = asset ? join(options.publicDir, asset.path) : null;
      if (!asset || !file || !(await stat(file).catch(() => null))?.isFile()) throw new HttpError(404, `No upload at ${url.pathname}`);
      const request = parseImgixQuery(url.searchParams);
      const accept = String(req.headers.accept ?? '');
      const { body, format, negotiated, key } = isUntouched(request)
        ? {
            body: await readFile(file),
            format: (asset.mimeType.split('/')[1] ?? 'webp') as 'webp',
            negotiated: false,
            key: `source-${asset.id}`,
          }
        : await variant(asset, file, request, accept);
      const etag = `"${key}${negotiated ? `-${format}` : ''}"`;
      const headers: Record<string, string> = {
        ...cors(),
        'content-type': CONTENT_TYPES[format],
        'cache-control': CACHE_CONTROL,
        etag,
        'x-content-type-options': 'nosniff',
      };
      if (negotiated) headers.vary = 'Accept';
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, { ...headers, 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const headers: Record<string, string> = { ...cors(), 'cache-control': 'no-store' };
      if (error.status === 405) headers.allow = 'GET, HEAD, OPTIONS';
      if (error instanceof RenderBusyError) headers['retry-after'] = String(error.extra.retryAfter);
      sendJson(res, error.status, { ...error.extra, message: error.message, status: error.status }, headers);
    }
  };

  return {
    owns: (pathname) => pathname.startsWith(UPLOADS_PREFIX),
    handle,
    counts: () => ({ ...queue.counts(), ...(cache ? cache.counts() : {}) }),
  };
}
