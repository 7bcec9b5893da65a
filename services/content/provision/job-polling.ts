import { ApiError, type Client } from '@datocms/cma-client-node';

/**
 * How the sync waits for DatoCMS's jobs (a 202 answer, then `/job-results/:id`, 404 while the job runs).
 * The client's own poll waits a second before its first look and one second more before each next, so a
 * schema of some 200 field changes would spend minutes waiting for jobs that finish in milliseconds. This
 * poll looks after 50 ms and doubles the wait up to 2 s, and gives up after `limitMs` with a message that
 * names the job. It is installed through the client's `jobResultsFetcher`, the client's own hook for it.
 */
export function promptJobPolling(client: Client, limitMs = 5 * 60_000): void {
  if (client.jobResultsFetcher) return;
  client.jobResultsFetcher = async (jobId) => {
    const started = Date.now();
    let wait = 50;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await client.jobResults.find(jobId);
      } catch (error) {
        if (!(error instanceof ApiError) || error.response.status !== 404) throw error;
      }
      if (Date.now() - started > limitMs) throw new Error(`DatoCMS job ${jobId} did not finish within ${Math.round(limitMs / 1000)} s`);
      wait = Math.min(wait * 2, 2_000);
    }
  };
}
