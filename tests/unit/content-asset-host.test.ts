import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetHostLoader, isAssetHostUrl } from '@/lib/content/asset-loader';
import { colourValue } from '../../services/content/assets/asset-colours';
import { parseColour, parseImgixQuery } from '../../services/content/assets/imgix-params';
import { imgixQuery } from '../../services/content/assets/imgix-url';
import { boundToSource, renderPlan } from '../../services/content/assets/render-plan';
import { RenderBusyError, RenderQueue } from '../../services/content/assets/render-queue';
import { outputFormat, outputQuality } from '../../services/content/assets/render-variant';
import { VariantCache } from '../../services/content/assets/variant-cache';
import { HttpError } from '../../services/shared/http-service';

const source = { width: 1920, height: 768 };
const plan = (query: string) => renderPlan(source, parseImgixQuery(new URLSearchParams(query)));

function status(query: string): number | undefined {
  try {
    parseImgixQuery(new URLSearchParams(query));
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('imgix parameters', () => {
  it('reads sizes, fit, crop, focal point, format and quality', () => {
    expect(
      parseImgixQuery(
        new URLSearchParams('w=300&h=0.5&fit=crop&crop=focalpoint,top&fp-x=0.2&fp-y=0.8&fm=webp&q=60&auto=format,compress&dpr=2'),
      ),
    ).toMatchObject({
      w: 300,
      h: 0.5,
      fit: 'crop',
      crop: ['focalpoint', 'top'],
      fpX: 0.2,
      fpY: 0.8,
      fm: 'webp',
      q: 60,
      autoFormat: true,
      autoCompress: true,
      dpr: 2,
    });
  });

  it('ignores names imgix does not know, refuses bad values (400) and unimplemented parameters (501)', () => {
    expect(status('v=2&ixlib=js')).toBeUndefined();
    for (const query of [
      'w=0',
      'w=x',
      'h=-1',
      'dpr=6',
      'q=200',
      'fit=squash',
      'crop=middle',
      'fm=bmp',
      'ar=x',
      'rect=1,2,3',
      'bg=zz',
      'auto=magic',
    ]) {
      expect(status(query), query).toBe(400);
    }
    for (const query of [
      'txt=Hej',
      'txt-size=12',
      'mark=x',
      'blend-mode=overlay',
      'blur=10',
      'fit=facearea',
      'crop=faces',
      'fm=json',
      'auto=enhance',
      'fp-z=2',
      'fill=blur',
    ]) {
      expect(status(query), query).toBe(501);
    }
  });

  it('reads imgix colours (RGB and ARGB hex)', () => {
    expect(parseColour('bg', 'f00')).toEqual({ r: 255, g: 0, b: 0, alpha: 1 });
    expect(parseColour('bg', '#80ffffff')).toMatchObject({ r: 255, g: 255, b: 255 });
    expect(parseColour('bg', '80ffffff').alpha).toBeCloseTo(128 / 255);
  });
});

describe('render plan', () => {
  it.each([
    ['', { width: 1920, height: 768 }],
    ['w=960', { width: 960, height: 384 }],
    ['w=0.5', { width: 960, height: 384 }],
    ['h=100&w=100', { width: 100, height: 40 }],
    ['w=100&dpr=2', { width: 200, height: 80 }],
    ['w=4000', { width: 4000, height: 1600 }],
    ['w=4000&fit=max', { width: 1920, height: 768 }],
    ['w=300&h=300&fit=crop', { width: 300, height: 300 }],
    ['w=300&ar=16:9&fit=crop', { width: 300, height: 169 }],
    ['ar=1:1&fit=crop', { width: 768, height: 768 }],
    ['w=3000&h=3000&fit=min', { width: 768, height: 768 }],
    ['w=200&h=200&fit=fill', { width: 200, height: 200 }],
    ['w=200&h=200&fit=scale', { width: 200, height: 200 }],
    ['max-w=480', { width: 480, height: 192 }],
  ])('draws %s at %j', (query, size) => {
    expect(plan(query)).toMatchObject(size);
  });

  it('places a crop window around the focal point, clamped to the image', () => {
    expect(plan('w=200&h=400&fit=crop&crop=focalpoint&fp-x=0&fp-y=0.5').crop).toEqual({ left: 0, top: 0, width: 200, height: 400 });
    expect(plan('w=200&h=400&fit=crop&crop=focalpoint&fp-x=1&fp-y=0.5').crop).toEqual({ left: 800, top: 0, width: 200, height: 400 });
    expect(plan('w=200&h=400&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.5').crop).toEqual({ left: 400, top: 0, width: 200, height: 400 });
    expect(plan('w=200&h=400&fit=crop&crop=right').crop).toEqual({ left: 800, top: 0, width: 200, height: 400 });
  });

  it('refuses an output over 8,192 pixels and a rectangle outside the image', () => {
    expect(() => plan('w=5000&dpr=2')).toThrow(/larger than 8192/);
    expect(() => plan('rect=5000,0,10,10')).toThrow(/outside/);
  });
});

describe('format and quality', () => {
  const request = (query: string) => parseImgixQuery(new URLSearchParams(query));

  it('negotiates auto=format by Accept as imgix does, fm winning', () => {
    expect(outputFormat(request('auto=format'), 'webp', 'image/avif,image/webp,*/*')).toEqual({ format: 'avif', negotiated: true });
    expect(outputFormat(request('auto=format'), 'webp', 'image/webp,*/*')).toEqual({ format: 'webp', negotiated: true });
    expect(outputFormat(request('auto=format'), 'webp', 'image/avif;q=0,*/*')).toEqual({ format: 'jpg', negotiated: true });
    expect(outputFormat(request('auto=format&fm=png'), 'webp', 'image/avif')).toEqual({ format: 'png', negotiated: false });
    expect(outputFormat(request('w=10'), 'webp', 'image/avif')).toEqual({ format: 'webp', negotiated: false });
  });

  it('uses q, else 45 with auto=compress, else 75', () => {
    expect(outputQuality(request('q=30&auto=compress'))).toBe(30);
    expect(outputQuality(request('auto=compress'))).toBe(45);
    expect(outputQuality(request(''))).toBe(75);
  });
});

describe('upload URLs', () => {
  it('writes GraphQL imgixParams as imgix names, sorted, adding the focal point to a crop', () => {
    const focused = { focalPoint: { x: 0.3, y: 0.6 } };
    expect(imgixQuery(focused, { maxW: 400, auto: ['format', 'compress'], fit: 'crop', w: 200, h: null }).toString()).toBe(
      'auto=format%2Ccompress&crop=focalpoint&fit=crop&fp-x=0.3&fp-y=0.6&max-w=400&w=200',
    );
    expect(imgixQuery(focused, { w: 200 }).toString()).toBe('w=200');
    expect(imgixQuery({ focalPoint: null }, { fit: 'crop', w: 200 }).toString()).toBe('fit=crop&w=200');
  });

  it('gives colours in DatoCMS ColorField form', () => {
    expect(colourValue(255, 128, 0)).toEqual({ red: 255, green: 128, blue: 0, alpha: 255, hex: '#ff8000', cssRgb: 'rgb(255, 128, 0)' });
  });

  it('loads content images from the asset host with the width and quality next/image asks for', () => {
    expect(assetHostLoader({ src: 'http://127.0.0.1:7401/media/demo/a.webp?fit=crop&fp-x=0.2', width: 640, quality: 75 })).toBe(
      'http://127.0.0.1:7401/media/demo/a.webp?fit=crop&fp-x=0.2&w=640&q=75&auto=format',
    );
    expect(isAssetHostUrl('https://www.datocms-assets.com/1/a.jpg')).toBe(true);
    expect(isAssetHostUrl('/media/demo/a.webp')).toBe(false);
  });
});

describe('the asset host bounds', () => {
  const bounded = (query: string) => boundToSource(plan(query), source);

  it('draws no more pixels than the upload has, keeping the requested shape', () => {
    const pixels = (drawn: { width: number; height: number }) => drawn.width * drawn.height;
    expect(bounded('w=960')).toEqual(plan('w=960'));
    expect(bounded('w=1600&h=900&fit=crop')).toEqual(plan('w=1600&h=900&fit=crop'));
    expect(bounded('w=8000')).toMatchObject({ width: 1920, height: 768, resize: { width: 1920, height: 768 } });
    const square = bounded('w=4000&h=4000&fit=crop');
    expect(square.width).toBe(square.height);
    expect(pixels(square)).toBeLessThanOrEqual(pixels(source));
    const padded = bounded('w=8000&h=8000&fit=fill');
    expect(padded.width).toBe(padded.height);
    expect(pixels(padded)).toBeLessThanOrEqual(pixels(source));
    expect(padded.resize.width).toBe(padded.width);
    const crop = bounded('w=3000&h=3000&fit=crop&crop=right').crop as { left: number; width: number };
    const right = bounded('w=3000&h=3000&fit=crop&crop=right').resize.width;
    expect(crop.left + crop.width).toBe(right);
  });

  it('draws two at a time and refuses beyond the waiting line at once', async () => {
    const queue = new RenderQueue(2, 1);
    const releases: (() => void)[] = [];
    const task = () => new Promise<number>((resolve) => releases.push(() => resolve(1)));
    const running = [queue.run(task), queue.run(task), queue.run(task)];
    await expect(queue.run(task)).rejects.toBeInstanceOf(RenderBusyError);
    expect(queue.counts()).toEqual({ drawing: 2, waiting: 1 });
    releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.counts()).toEqual({ drawing: 2, waiting: 0 });
    while (releases.length > 0) releases.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.shift()?.();
    expect(await Promise.all(running)).toEqual([1, 1, 1]);
    expect(queue.counts()).toEqual({ drawing: 0, waiting: 0 });
  });

  it('keeps the most recently used variants within its bounds, across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'variant-cache-'));
    try {
      const cache = new VariantCache(dir, 2, 1_000);
      await cache.write('a.webp', Buffer.alloc(100));
      await cache.write('b.webp', Buffer.alloc(100));
      expect(await cache.read('a.webp')).not.toBeNull();
      await cache.write('c.webp', Buffer.alloc(100));
      expect(await cache.read('b.webp')).toBeNull();
      await cache.write('d.webp', Buffer.alloc(901));
      expect(cache.counts()).toEqual({ files: 1, bytes: 901 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(readdirSync(dir)).toEqual(['d.webp']);
      expect(new VariantCache(dir, 2, 500).counts()).toEqual({ files: 0, bytes: 0 });
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
