import { ApiError, executeQuery } from '@datocms/cda-client';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONTENT_TOKEN } from '../../lib/config';
import { serviceUrl } from '../integration/service-urls';

/**
 * The content service's uploads as DatoCMS serves them, through the real DatoCMS client: absolute URLs on
 * the service's own asset host, imgix parameters drawn (size, crop around the focal point, format by
 * Accept, quality, dpr), `srcSet` at several widths, and the bytes at each URL really of the size the
 * descriptor says. Bad parameters are a 400, imgix parameters the local host does not draw a 501.
 */

const ACCEPT_MODERN = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

interface Colour {
  hex: string;
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

interface Upload {
  url: string;
  width: number;
  height: number;
  id: string;
  focalPoint: { x: number; y: number } | null;
}

async function query<T>(text: string, variables: Record<string, unknown> = {}): Promise<T> {
  return executeQuery<T>(text, { token: LOCAL_CONTENT_TOKEN, graphqlEndpointUrl: serviceUrl('content'), variables, autoRetry: false });
}

async function fetchImage(url: string, accept = ACCEPT_MODERN) {
  const response = await fetch(url, { headers: { accept } });
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(body).metadata() : null;
  return { response, body, meta };
}

/** Each `<url> <width>w` of a srcset. */
function candidates(srcSet: string): { url: string; width: number }[] {
  return srcSet.split(',').map((part) => {
    const match = /^\s*(\S+)\s+(\d+)w\s*$/.exec(part);
    if (!match) throw new Error(`Not a width descriptor: ${part}`);
    return { url: match[1]!, width: Number(match[2]) };
  });
}

/** Mean colour of an image's pixels (sharp's stats read the input, so pass decoded output, not a pipeline). */
async function meanColour(image: Sharp): Promise<number[]> {
  const { channels } = await image.stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

let origin: string;
let hero: Upload;
let plain: Upload;
const uploadFields = 'id url width height focalPoint { x y }';

beforeAll(async () => {
  origin = new URL(serviceUrl('content')).origin;
  const data = await query<{ allProductCategories: { heroImage: Upload | null }[]; allProductFamilies: { media: Upload[] }[] }>(
    `{ allProductCategories(first: 20) { heroImage { ${uploadFields} } } allProductFamilies(first: 1) { media { ${uploadFields} } } }`,
  );
  hero = data.allProductCategories.map((category) => category.heroImage).find((image): image is Upload => Boolean(image?.focalPoint))!;
  plain = data.allProductFamilies[0]!.media[0]!;
  expect(hero, 'a category hero with a focal point').toBeTruthy();
});

describe('uploads: URLs and FileField', () => {
  it('gives absolute URLs on the content service asset host, serving the upload itself', async () => {
    for (const upload of [hero, plain]) {
      expect(upload.url.startsWith(`${origin}/`), upload.url).toBe(true);
      const { response, meta } = await fetchImage(upload.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect(response.headers.get('cache-control')).toMatch(/immutable/);
      expect(meta).toMatchObject({ width: upload.width, height: upload.height });
    }
  });

  it('gives focalPoint where the upload has one and null where it has none', () => {
    expect(hero.focalPoint).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    expect(plain.focalPoint).toBeNull();
  });

  it('gives the dominant colours, the first near the image average', async () => {
    const data = await query<{
      allProductCategories: { heroImage: { id: string; colors: Colour[] } | null }[];
      allProductFamilies: { media: { id: string; colors: Colour[] }[] }[];
    }>(
      `{ allProductCategories(first: 20) { heroImage { id colors { hex red green blue alpha } } } allProductFamilies(first: 1) { media { id colors { hex red green blue alpha } } } }`,
    );
    const colours = new Map(
      [...data.allProductCategories.map((category) => category.heroImage), ...data.allProductFamilies[0]!.media].flatMap((image) =>
        image ? [[image.id, image.colors] as const] : [],
      ),
    );
    for (const upload of [hero, plain]) {
      const uploadColours = colours.get(upload.id)!;
      expect(uploadColours.length).toBeGreaterThan(0);
      for (const colour of uploadColours) {
        expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
        const hex = `#${[colour.red, colour.green, colour.blue].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
        expect(colour.hex).toBe(hex);
        expect(colour.alpha).toBe(255);
      }
      const { body } = await fetchImage(upload.url);
      const mean = await meanColour(sharp(body));
      const first = uploadColours[0]!;
      const distance = Math.hypot(first.red - mean[0]!, first.green - mean[1]!, first.blue - mean[2]!);
      expect(distance, `${first.hex} against the mean ${mean.map(Math.round).join(',')}`).toBeLessThan(60);
    }
  });

  it('honours imgixParams in url: size, crop around the focal point, format and quality', async () => {
    const data = await query<{ allProductCategories: { heroImage: { url: string; focalPoint: { x: number } | null } | null }[] }>(
      `{ allProductCategories(first: 20) { heroImage { focalPoint { x } url(imgixParams: { w: 240, h: 360, fit: crop, fm: jpg, q: 60 }) } } }`,
    );
    const image = data.allProductCategories.map((category) => category.heroImage).find((entry) => entry?.focalPoint)!;
    const params = new URL(image.url).searchParams;
    expect(params.get('crop')).toBe('focalpoint');
    expect(Number(params.get('fp-x'))).toBeCloseTo(image.focalPoint!.x);
    const { response, meta } = await fetchImage(image.url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 360 });
  });
});

describe('responsiveImage', () => {
  const fields = 'src srcSet webpSrcSet width height aspectRatio';

  it('gives absolute src and srcSet URLs at several widths, each drawn at its width and ratio', async () => {
    const data = await query<{
      allProductCategories: { heroImage: { width: number; responsiveImage: Record<string, string | number> } | null }[];
    }>(
      `{ allProductCategories(first: 20) { heroImage { width responsiveImage(imgixParams: { w: 400, fit: crop, ar: "16:9", auto: format }) { ${fields} } } } }`,
    );
    const image = data.allProductCategories.map((category) => category.heroImage).find(Boolean)!;
    const responsive = image.responsiveImage as { src: string; srcSet: string; webpSrcSet: string; width: number; height: number };
    expect(responsive).toMatchObject({ width: 400, height: 225 });
    expect(responsive.src.startsWith(`${origin}/`)).toBe(true);
    const set = candidates(responsive.srcSet);
    // DatoCMS's densities 0.25× … 4× of the output width, none wider than the upload.
    expect(set.map((entry) => entry.width)).toEqual([100, 200, 300, 400, 600, 800, 1200, 1600].filter((width) => width <= image.width));
    for (const entry of set) {
      expect(entry.url.startsWith(`${origin}/`)).toBe(true);
      const { response, meta } = await fetchImage(entry.url);
      expect(response.status, entry.url).toBe(200);
      expect(response.headers.get('vary')).toMatch(/accept/i);
      expect(meta, entry.url).toMatchObject({ format: 'heif', width: entry.width, height: Math.round((entry.width * 9) / 16) });
      expect(response.headers.get('content-type')).toBe('image/avif');
    }
    for (const entry of candidates(responsive.webpSrcSet)) {
      const { meta } = await fetchImage(entry.url);
      expect(meta, entry.url).toMatchObject({ format: 'webp', width: entry.width });
    }
  });

  it('crops around the focal point: the drawn window is the one the focal point picks', async () => {
    const { body: source } = await fetchImage(hero.url);
    const url = new URL(hero.url);
    const windows: number[][] = [];
    for (const fpX of [0, 1]) {
      url.search = new URLSearchParams({
        w: '200',
        h: '400',
        fit: 'crop',
        crop: 'focalpoint',
        'fp-x': String(fpX),
        'fp-y': '0.5',
        fm: 'png',
      }).toString();
      const { body, meta } = await fetchImage(url.toString());
      expect(meta).toMatchObject({ width: 200, height: 400 });
      const scaledWidth = Math.round((hero.width * 400) / hero.height);
      const expected = await sharp(source)
        .resize(scaledWidth, 400, { fit: 'fill' })
        .extract({ left: fpX === 0 ? 0 : scaledWidth - 200, top: 0, width: 200, height: 400 })
        .toBuffer();
      const [got, want] = await Promise.all([meanColour(sharp(body)), meanColour(sharp(expected))]);
      for (const channel of [0, 1, 2]) expect(Math.abs(got[channel]! - want[channel]!)).toBeLessThan(3);
      windows.push(got);
    }
    expect(Math.hypot(...windows[0]!.map((value, index) => value - windows[1]![index]!))).toBeGreaterThan(3);
  });
});

describe('the asset host', () => {
  it('picks AVIF, WebP or a format every browser draws by Accept with auto=format, as imgix does', async () => {
    const url = `${plain.url}?w=120&auto=format`;
    expect((await fetchImage(url, 'image/avif,image/webp,*/*')).meta?.format).toBe('heif');
    expect((await fetchImage(url, 'image/webp,*/*')).meta?.format).toBe('webp');
    expect((await fetchImage(url, '*/*')).meta?.format).toBe('jpeg');
  });

  it('honours q, dpr, fit=max and fit=clip', async () => {
    const small = await fetchImage(`${plain.url}?w=300&fm=jpg&q=20`);
    const large = await fetchImage(`${plain.url}?w=300&fm=jpg&q=90`);
    expect(small.body.length).toBeLessThan(large.body.length);
    expect((await fetchImage(`${plain.url}?w=100&dpr=2`)).meta).toMatchObject({ width: 200 });
    expect((await fetchImage(`${plain.url}?w=${plain.width * 2}&fit=max`)).meta).toMatchObject({ width: plain.width });
    expect((await fetchImage(`${plain.url}?w=100&h=50&fit=clip`)).meta).toMatchObject({
      width: Math.round((50 * plain.width) / plain.height),
      height: 50,
    });
  });

  it('answers an unchanged request with 304 through its ETag', async () => {
    const url = `${plain.url}?w=160&auto=format`;
    const first = await fetch(url, { headers: { accept: ACCEPT_MODERN } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(url, { headers: { accept: ACCEPT_MODERN, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('refuses bad parameters with a 400 naming them, unknown uploads with a 404 and unimplemented imgix parameters with a 501', async () => {
    for (const [query, parameter] of [
      ['w=abc', 'w'],
      ['w=-5', 'w'],
      ['fit=squash', 'fit'],
      ['ar=wide&fit=crop', 'ar'],
      ['fp-x=2&fit=crop&crop=focalpoint&w=10&h=10', 'fp-x'],
      ['q=101', 'q'],
      ['fm=tiff', 'fm'],
      ['w=20000', 'w'],
    ] as const) {
      const response = await fetch(`${plain.url}?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ parameter, status: 400 });
    }
    for (const [query, parameter] of [
      ['txt=Hej', 'txt'],
      ['mark=https://example.com/logo.png', 'mark'],
      ['blur=20', 'blur'],
      ['fit=facearea', 'fit'],
    ] as const) {
      const response = await fetch(`${plain.url}?${query}`);
      expect(response.status, query).toBe(501);
      const body = (await response.json()) as { parameter: string; message: string };
      expect(body.parameter).toBe(parameter);
      expect(body.message).toContain(parameter);
    }
    expect((await fetch(`${origin}/media/demo/no-such-upload.webp?w=100`)).status).toBe(404);
  });

  it('pads fit=fill with fillColor and names imgix parameters the local host does not draw in a GraphQL error', async () => {
    const data = await query<{ allProductCategories: { heroImage: { url: string } | null }[] }>(
      `{ allProductCategories(first: 1) { heroImage { url(imgixParams: { w: 100, h: 100, fit: fill, fillColor: "ff0000", fm: png }) } } }`,
    );
    const { body, meta } = await fetchImage(data.allProductCategories[0]!.heroImage!.url);
    expect(meta).toMatchObject({ format: 'png', width: 100, height: 100 });
    const { data: corner } = await sharp(body)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...corner]).toEqual([255, 0, 0]);
    const failure = await query(`{ allProductFamilies(first: 1) { media { url(imgixParams: { txt: "Hej" }) } } }`).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(String((failure as Error).message)).toMatch(/UNSUPPORTED_IMGIX_PARAMS/);
    expect(String((failure as Error).message)).toMatch(/imgix parameter .{0,2}"txt/);
  });

  it('rejects bad imgixParams in a query with a GraphQL error', async () => {
    const failure = await query(`{ allProductFamilies(first: 1) { media { url(imgixParams: { w: -5 }) } } }`).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(String((failure as Error).message)).toMatch(/INVALID_IMGIX_PARAMS/);
    expect(String((failure as Error).message)).toMatch(/imgix parameter .{0,2}"w/);
  });
});
