import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { MediaAsset } from '../../seed/catalogue-types';
import { HttpError, sendJson } from '../../shared/http-service';
import { parseImgixQuery, type ImgixRequest } from './imgix-params';
import { renderPlan } from './render-plan';
import { CONTENT_TYPES, outputFormat, renderVariant } from './render-variant';

/**
 * The content service's asset host: the uploads at their own paths (`/media/demo/<file>`), drawn with the
 * imgix parameters of the query (imgix-params.ts) as www.datocms-assets.com draws them. An upload's URL never
 * changes content, so answers are cacheable for a year (`immutable`), vary by Accept only when `auto=format`
 * chose the format, and carry an ETag for revalidation. Drawn variants are kept as files under `cacheDir`
 * (up to `maxCachedFiles`, after which new variants are drawn on every request and not kept), so a restart
 * or a second browser does not draw them again.
 */

export interface AssetHostOptions {
  media: readonly MediaAsset[];
  /** Where the upload files are (the seed renders them into public/media/demo). */
  publicDir: string;
  /** Folder for drawn variants; null keeps none. */
  cacheDir: string | null;
  maxCachedFiles?: number;
}

export type AssetHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export interface AssetHost {
  /** Whether a path is an upload's (answered here, 404 for an unknown file under the prefix). */
  owns: (pathname: string) => boolean;
  handle: AssetHandler;
}

/** The path prefix of every upload (the demo catalogue's media paths). */
export const UPLOADS_PREFIX = '/media/';
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const DEFAULT_MAX_CACHED_FILES = 20_000;

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
  const maxCached = options.maxCachedFiles ?? DEFAULT_MAX_CACHED_FILES;
  let cached = 0;
  if (options.cacheDir) {
    mkdirSync(options.cacheDir, { recursive: true });
    cached = readdirSync(options.cacheDir).length;
  }

  async function variant(asset: MediaAsset, file: string, request: ImgixRequest, accept: string) {
    const sourceFormat = asset.mimeType.split('/')[1] ?? 'webp';
    const { format, negotiated } = outputFormat(request, sourceFormat, accept);
    const plan = renderPlan(asset, request);
    const key = createHash('sha256')
      .update(JSON.stringify([asset.path, asset.width, asset.height, plan, format, request.q, request.autoCompress, request.bg]))
      .digest('hex')
      .slice(0, 32);
    const target = options.cacheDir ? join(options.cacheDir, `${key}.${format}`) : null;
    const fromCache = target ? await readFile(target).catch(() => null) : null;
    if (fromCache) return { body: fromCache, format, negotiated, key };
    const body = await renderVariant(file, plan, request, format);
    if (target && cached < maxCached) {
      cached += 1;
      const temporary = `${target}.tmp-${process.pid}-${cached}`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    }
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
      sendJson(res, error.status, { ...error.extra, message: error.message, status: error.status }, headers);
    }
  };

  return { owns: (pathname) => pathname.startsWith(UPLOADS_PREFIX), handle };
}
