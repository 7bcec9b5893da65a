import { request } from 'node:http';

/** An HTTP answer as sent: status, headers and the body's bytes, never decompressed. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One GET over a fresh connection, with exactly the headers given (fetch would add and undo encodings);
 * `localAddress` sends it from another loopback address (127.0.0.2 and up), as another client.
 */
export function rawGet(url: string, headers: Record<string, string> = {}, localAddress?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false, ...(localAddress ? { localAddress } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}
