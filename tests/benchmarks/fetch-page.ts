/**
 * A page's answer, asked again while it is a 5xx, for up to a minute. Through the cluster front, nginx answers
 * with its 503 page when an instance takes longer than its read timeout (1.5 s, deploy/nginx/pages.conf), and a
 * first render or an image's first optimisation after a start on a loaded machine can (the sitemap, a listing);
 * the instance still finishes that work into Next's cache, so a later request gets the page. Any other answer is
 * returned as it is.
 */
export async function fetchPage(url: string | URL, init?: RequestInit): Promise<Response> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(url, init);
    if (response.status < 500) return response;
    await response.arrayBuffer().catch(() => undefined);
    if (Date.now() > deadline) throw new Error(`${url.toString()}: HTTP ${response.status} for a minute`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
