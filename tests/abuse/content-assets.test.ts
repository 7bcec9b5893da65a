import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { MAX_RENDERS_AT_ONCE, MAX_RENDERS_WAITING } from '../../services/content/assets/render-queue';
import { serviceUrl } from '../integration/service-urls';

/**
 * The content service's asset host under abuse (issue 42, item 6): anyone may ask it to draw any size of
 * any upload. It draws at most the upload's own pixels (an 8,192-px request of a 1,600-px upload is
 * answered with 1,600 px, at once), refuses sides over imgix's 8,192, and draws two variants at a time
 * with a short waiting line; beyond it a request gets 503 with Retry-After at once, while uploads and
 * variants already drawn are still served.
 */

const LARGE = '/media/demo/scene-about-5-1600x1600.webp';

async function get(path: string, accept = 'image/webp,*/*'): Promise<{ status: number; ms: number; body: Buffer; headers: Headers }> {
  const started = performance.now();
  const response = await fetch(`${serviceUrl('content')}${path}`, { headers: { accept } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, ms: performance.now() - started, body, headers: response.headers };
}

describe('content abuse: the asset host', () => {
  it('answers an 8,192-px request of a 1,600-px upload with the upload own size, quickly', async () => {
    const answer = await get(`${LARGE}?w=8192&fm=jpg&q=61`);
    expect(answer.status).toBe(200);
    const { width, height } = await sharp(answer.body).metadata();
    expect({ width, height }).toEqual({ width: 1600, height: 1600 });
    expect(answer.ms).toBeLessThan(10_000);
  });

  it('draws a padded 8,000-px box no larger than the upload either', async () => {
    const answer = await get(`${LARGE}?w=8000&h=8000&fit=fill&fill=solid&fill-color=fff&fm=png&dpr=1`);
    expect(answer.status).toBe(200);
    const { width, height } = await sharp(answer.body).metadata();
    expect(Math.max(width ?? 0, height ?? 0)).toBeLessThanOrEqual(1600);
  });

  it('refuses sides over 8,192 pixels, dpr included, with 400', async () => {
    expect((await get(`${LARGE}?w=9000`)).status).toBe(400);
    expect((await get(`${LARGE}?w=4000&dpr=3`)).status).toBe(400);
    expect((await get(`${LARGE}?dpr=6`)).status).toBe(400);
  });

  it('draws a few variants at a time and answers the rest of a burst 503 with Retry-After, serving drawn images meanwhile', async () => {
    const drawn = `${LARGE}?w=640&fm=webp&q=62`;
    expect((await get(drawn)).status).toBe(200);
    const burst = MAX_RENDERS_AT_ONCE + MAX_RENDERS_WAITING + 40;
    const started = performance.now();
    // Variants no earlier run has drawn and kept: a background colour of this run's own.
    const bg = Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0');
    const answers = Promise.all(Array.from({ length: burst }, (_, i) => get(`${LARGE}?w=${1000 + i}&fm=png&bg=${bg}`)));
    // While the burst is drawn: a variant already drawn, and an upload's own file, answer at once.
    const during = await Promise.all([get(drawn), get(LARGE)]);
    const all = await answers;
    const busy = all.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(all.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    for (const answer of busy) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(JSON.parse(answer.body.toString('utf8')).message).toMatch(/try again/);
      expect(answer.ms).toBeLessThan(2_000);
    }
    expect(during.map((answer) => answer.status)).toEqual([200, 200]);
    expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(2_000);
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  it('serves every width the storefront asks for (next.config.ts images), no larger than the upload', async () => {
    const widths = [...(nextConfig.images?.imageSizes ?? []), ...(nextConfig.images?.deviceSizes ?? [])];
    expect(widths.length).toBeGreaterThan(5);
    for (const width of widths) {
      const answer = await get(`${LARGE}?w=${width}&q=75&auto=format`);
      expect(answer.status, `w=${width}`).toBe(200);
      expect((await sharp(answer.body).metadata()).width).toBe(Math.min(width, 1600));
    }
  });
});
