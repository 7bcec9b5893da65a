import { GraphQLError } from 'graphql';
import type { MediaAsset } from '../../seed/catalogue-types';
import { HttpError } from '../../shared/http-service';
import { parseImgixQuery, type ImgixRequest } from './imgix-params';

/**
 * The URL of an upload on the asset host with the GraphQL `ImgixParams` as imgix query parameters
 * (camelCase names become imgix's: `maxW` → `max-w`, `fpX` → `fp-x`; lists are comma-joined), sorted by
 * name as DatoCMS writes them. As DatoCMS does, a crop (`fit: crop`) of an upload with a focal point gets
 * `crop=focalpoint&fp-x=…&fp-y=…` unless the query sets a crop or focal point of its own.
 */

export interface ImgixParamsInput {
  [name: string]: unknown;
}

function imgixName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function imgixQuery(asset: Pick<MediaAsset, 'focalPoint'>, params: ImgixParamsInput | null | undefined): URLSearchParams {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined) continue;
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
    if (text !== '') entries.push([imgixName(name), text]);
  }
  const names = new Set(entries.map(([name]) => name));
  if (asset.focalPoint && entries.some(([name, value]) => name === 'fit' && value === 'crop')) {
    if (!names.has('crop')) entries.push(['crop', 'focalpoint']);
    if (!names.has('fp-x') && !names.has('fp-y')) {
      entries.push(['fp-x', String(asset.focalPoint.x)], ['fp-y', String(asset.focalPoint.y)]);
    }
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries);
}

/** The query as the asset host reads it; a bad or unimplemented value is a GraphQL error naming it. */
export function readImgixQuery(query: URLSearchParams): ImgixRequest {
  try {
    return parseImgixQuery(query);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new GraphQLError(error.message, {
      extensions: { code: error.status === 501 ? 'UNSUPPORTED_IMGIX_PARAMS' : 'INVALID_IMGIX_PARAMS', ...error.extra },
    });
  }
}

export function assetUrl(origin: string, asset: Pick<MediaAsset, 'path'>, query: URLSearchParams): string {
  const search = query.toString();
  return `${origin}${asset.path}${search ? `?${search}` : ''}`;
}
