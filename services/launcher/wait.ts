/** Polls a URL until it answers 2xx, or gives up after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number, isAborted: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    if (isAborted()) throw new Error(`Stopped while waiting for ${url}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${lastProblem})`);
}
