import type { MediaAsset, StructuredTextBlock, StructuredTextValue } from '../../seed/catalogue-types';
import { structuredTextTypeName } from '../schema/emit-schema';
import { MODELS, STRUCTURED_TEXT_LINKS } from '../schema/model-definitions';
import type { AnyVersion } from '../store/record-types';
import type { RequestContext } from './request-context';
import type { ResolverMap } from './resolver-types';

/**
 * Structured text fields (`XxxModelContentField { value, blocks, links }`) in DatoCMS's dast format.
 * An empty document (a root without children, which is not valid dast) is answered as null, as DatoCMS
 * does for an empty field. `value` is the catalogue's `{ schema: 'dast', document }`; `blocks` become
 * VideoBlockRecord / ImageGalleryBlockRecord; `links` are the full linked records, resolved in the request's
 * mode (a link to a record that is not visible, e.g. draft-only, is left out, as DatoCMS does).
 */

const LINKABLE = new Set(STRUCTURED_TEXT_LINKS);
const DEFAULT_VIDEO_SIZE = { width: 1280, height: 720 };

export interface VideoBlockSource {
  __typename: 'VideoBlockRecord';
  _host?: AnyVersion;
  id: string;
  _modelApiKey: 'video_block';
  title: string;
  thumbnail: MediaAsset | null;
  video: { provider: string; providerUid: string; url: string; title: string; thumbnailUrl: string; width: number; height: number };
}

export interface ImageGalleryBlockSource {
  __typename: 'ImageGalleryBlockRecord';
  _host?: AnyVersion;
  id: string;
  _modelApiKey: 'image_gallery_block';
  title: string;
  images: MediaAsset[];
}

export function blockSource(block: StructuredTextBlock, context: RequestContext, host?: AnyVersion): VideoBlockSource | ImageGalleryBlockSource {
  if (block.__typename === 'VideoBlockRecord') {
    const thumbnail = context.asset(block.thumbnailMediaId);
    return {
      __typename: 'VideoBlockRecord',
      _host: host,
      id: block.id,
      _modelApiKey: 'video_block',
      title: block.title,
      thumbnail,
      video: {
        provider: block.provider,
        providerUid: block.providerUid,
        url: block.url,
        title: block.title,
        thumbnailUrl: thumbnail?.path ?? '',
        width: thumbnail?.width ?? DEFAULT_VIDEO_SIZE.width,
        height: thumbnail?.height ?? DEFAULT_VIDEO_SIZE.height,
      },
    };
  }
  return {
    __typename: 'ImageGalleryBlockRecord',
    _host: host,
    id: block.id,
    _modelApiKey: 'image_gallery_block',
    title: block.title,
    images: context.assets(block.mediaIds),
  };
}

/** A structured text value with the record it belongs to (its blocks share that record's meta data). */
type HostedValue = StructuredTextValue & { host?: AnyVersion };

const fieldResolvers = {
  value: (source: HostedValue) => source.value,
  blocks: (source: HostedValue, _args: unknown, context: RequestContext) =>
    source.blocks.map((block) => blockSource(block, context, source.host)),
  links: (source: StructuredTextValue, _args: unknown, context: RequestContext) =>
    context.links(source.links.map((link) => link.id)).filter((version) => LINKABLE.has(version.__typename)),
};

/** A structured text value, or null when its document is empty (DatoCMS answers null for an empty field). */
export function nonEmptyStructuredText(value: StructuredTextValue | null | undefined): StructuredTextValue | null {
  return value && value.value.document.children.length > 0 ? value : null;
}

/** The resolvers of every structured text field and of its generated `XxxModelYyyField` type. */
export function structuredTextResolvers(): ResolverMap {
  const map: ResolverMap = {};
  for (const model of MODELS) {
    for (const field of model.fields) {
      if (!field.structuredText) continue;
      map[structuredTextTypeName(model, field.name)] = fieldResolvers;
      map[`${model.name}Record`] = {
        ...map[`${model.name}Record`],
        [field.name]: (version: AnyVersion) => {
          const value = nonEmptyStructuredText((version.fields as Record<string, unknown>)[field.name] as StructuredTextValue | undefined);
          return value ? { ...value, host: version } : null;
        },
      };
    }
  }
  return map;
}
