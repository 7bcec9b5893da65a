import sharp from 'sharp';
import type { ImgixRequest, OutputFormat } from './imgix-params';
import type { RenderPlan } from './render-plan';

/**
 * Draws a render plan with sharp (libvips), in the format imgix would answer with:
 * `fm` when given; with `auto=format` AVIF when the browser's Accept names image/avif, else WebP when it
 * names image/webp, else the source's own format (imgix's content negotiation); otherwise the source's
 * format. Quality is `q`, else 45 with `auto=compress` (imgix's default then), else imgix's 75.
 */

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const SOURCE_FORMATS: Record<string, OutputFormat> = { webp: 'webp', jpeg: 'jpg', png: 'png', gif: 'gif', avif: 'avif' };

/** Whether an Accept header names a type (not merely `*​/*`), with a q above 0. */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== type) return false;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

/** The format of the answer; `negotiated` says it depended on Accept (so the answer varies by Accept). */
export function outputFormat(request: ImgixRequest, sourceFormat: string, accept: string): { format: OutputFormat; negotiated: boolean } {
  if (request.fm) return { format: request.fm, negotiated: false };
  const own = SOURCE_FORMATS[sourceFormat] ?? 'png';
  if (!request.autoFormat) return { format: own, negotiated: false };
  if (accepts(accept, 'image/avif')) return { format: 'avif', negotiated: true };
  if (accepts(accept, 'image/webp')) return { format: 'webp', negotiated: true };
  // A browser that takes neither gets a format it surely draws: the source's, unless that is itself WebP/AVIF.
  return { format: own === 'webp' || own === 'avif' ? 'jpg' : own, negotiated: true };
}

export function outputQuality(request: ImgixRequest): number {
  return request.q ?? (request.autoCompress ? 45 : 75);
}

export async function renderVariant(
  source: Buffer | string,
  plan: RenderPlan,
  request: ImgixRequest,
  format: OutputFormat,
): Promise<Buffer> {
  let image = sharp(source, { failOn: 'error' }).rotate();
  // One libvips pipeline: an extract before the resize cuts the source (`rect`), one after it the crop window.
  if (plan.extract) image = image.extract(plan.extract);
  if (plan.crop && 'strategy' in plan.crop) {
    image = image.resize(plan.crop.width, plan.crop.height, { fit: 'cover', position: sharp.strategy.entropy });
  } else {
    image = image.resize(plan.resize.width, plan.resize.height, { fit: 'fill' });
    if (plan.crop) image = image.extract(plan.crop);
  }
  if (plan.pad) {
    const { colour, ...sides } = plan.pad;
    const transparent = format === 'png' || format === 'webp' || format === 'avif' || format === 'gif';
    const background = colour ?? (transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 });
    image = image.extend({ ...sides, background });
  }
  if (request.bg) image = image.flatten({ background: request.bg });
  const quality = outputQuality(request);
  switch (format) {
    case 'avif':
      // effort 2: the local host draws on demand on a shared machine; imgix's encoder is not ours to match.
      return image.avif({ quality: Math.max(1, Math.round(quality * 0.8)), effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality, effort: 4 }).toBuffer();
    case 'jpg':
    case 'pjpg':
      return image
        .flatten({ background: request.bg ?? '#ffffff' })
        .jpeg({ quality, progressive: format === 'pjpg', mozjpeg: true })
        .toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}
