import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_PORT } from '../config';
import { SITE_LANGUAGE } from '../constants';
import { fillTemplate } from '../format';
import { dictionaryDefaults, type Dictionary } from './dictionary-defaults';

/**
 * Pages while the content service is down (lib/content/health.ts says so). Next gives a page whose render
 * fails a 500 with an empty body that the browser's scripts fill in, and a page cannot set its own status.
 * So while the service is down the proxy asks this same server for the page itself (one loopback request,
 * marked so the proxy lets it through): a page Next has cached comes back as it is, and a page that cannot
 * be rendered is answered here instead, with 503, `Retry-After` and the Swedish error page in the HTML
 * (worded from the last dictionary the proxy fetched, else the spec's English defaults). Client-side
 * navigations are left alone: the browser's error screen covers them.
 */

export const OUTAGE_RETRY_AFTER_SECONDS = 60;
/** The loopback request's marker, with a value only this process knows (a client cannot send it). */
const PASS_HEADER = 'x-glans-outage-pass';
const PASS_TOKEN = randomBytes(16).toString('hex');
/** Longer than any page takes to fail on a hung content service (the content client's time-outs). */
const INNER_TIMEOUT_MS = 8_000;
/** Headers of the loopback answer that belong to that connection, not to the page. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'];

/** True for the proxy's own loopback request, which renders as usual. */
export function isOutagePass(request: NextRequest): boolean {
  return request.headers.get(PASS_HEADER) === PASS_TOKEN;
}

/** Only a document load of a page is answered this way (not the router's fetches, not HEAD or forms). */
export function wantsOutageAnswer(request: NextRequest): boolean {
  if (request.method !== 'GET' || request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return false;
  const destination = request.headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The error page as HTML of its own: no scripts, styles in attributes (the page policy allows no inline style sheet). */
export function outagePageHtml(dictionary: Dictionary | null, retryHref: string): string {
  const texts = dictionary ?? dictionaryDefaults;
  const headline = escapeHtml(texts.errorHeadline);
  const button = 'display:inline-block;padding:0.75rem 1.5rem;border-radius:999px;font-weight:600;text-decoration:none;margin:0.25rem';
  return `<!DOCTYPE html>
<html lang="${SITE_LANGUAGE}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${headline} – ${escapeHtml(texts.siteName)}</title>
</head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#fbf8f3;color:#1c1916;font-family:system-ui,sans-serif">
<main style="max-width:34rem;padding:3rem 1.5rem;text-align:center">
<p style="font-family:Georgia,serif;font-size:1.25rem;letter-spacing:0.08em;margin:0 0 2rem">${escapeHtml(texts.siteName)}</p>
<h1 style="font-family:Georgia,serif;font-weight:400;font-size:1.75rem;line-height:1.25;margin:0 0 1rem">${headline}</h1>
<p style="line-height:1.6;margin:0 0 0.5rem">${escapeHtml(texts.errorContentUnavailable)}</p>
<p style="color:#5c554d;font-size:0.875rem;margin:0 0 2rem">${escapeHtml(fillTemplate(texts.errorStatus, { status: 503 }))}</p>
<p style="margin:0">
<a href="${escapeHtml(retryHref)}" style="${button};border:1px solid #1c1916;color:#1c1916">${escapeHtml(texts.tryAgain)}</a>
<a href="/" style="${button};background:#1c1916;color:#fbf8f3">${escapeHtml(texts.errorButtonText)}</a>
</p>
</main>
</body>
</html>
`;
}

/** The page as this server has it, or the 503 error page when it cannot be rendered. */
export async function answerDuringOutage(request: NextRequest, dictionary: Dictionary | null): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const headers = new Headers(request.headers);
  headers.set(PASS_HEADER, PASS_TOKEN);
  // Uncompressed on the loopback; Next compresses the answer to the browser as usual.
  headers.set('accept-encoding', 'identity');
  let inner: Response | null = null;
  try {
    inner = await fetch(`http://127.0.0.1:${process.env.PORT ?? DEFAULT_PORT}${pathname}${search}`, {
      headers,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(INNER_TIMEOUT_MS),
    });
  } catch {
    inner = null;
  }
  if (inner && inner.status < 500) {
    const passed = new Headers(inner.headers);
    for (const name of HOP_HEADERS) passed.delete(name);
    return new NextResponse(inner.body, { status: inner.status, headers: passed });
  }
  await inner?.body?.cancel();
  return new NextResponse(outagePageHtml(dictionary, `${pathname}${search}`), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS),
    },
  });
}
