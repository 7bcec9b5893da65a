import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '../../services/launcher/cluster';
import { pingRedis } from '../../services/launcher/redis';
import { BasketWriters } from './basket-writers';
import { startTestCluster } from './cluster-stack';
import {
  describeLoad,
  hang,
  isLoopback,
  killHard,
  listenersOn,
  resume,
  signalPart,
  slowestMs,
  startLoad,
  waitUntil,
} from './fault-helpers';

/**
 * The launcher keeps the cluster's parts running (services/launcher/supervisor.ts, cluster-process.ts): Redis
 * and PostgreSQL are started again after they die, a storefront instance that hangs is killed and started
 * again, and every inner part listens on loopback only. Real processes, real signals; one cluster start.
 */

const CATEGORY = '/ringar/';
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startTestCluster();
}, 900_000);

afterAll(async () => {
  await cluster?.stop();
});

/** Page loads through nginx: half of them with a query string of their own, so they reach an instance. */
function pageLoad(connections = 4) {
  return startLoad({
    baseUrl: cluster.url,
    connections,
    timeoutMs: 30_000,
    next: (n) => ({ path: n % 2 === 0 ? `${CATEGORY}?supervision=${n}` : CATEGORY }),
  });
}

describe('where the inner parts listen', () => {
  it('binds every inner part to loopback, nginx alone faces the network', () => {
    expect(cluster.bindHost).toBe('127.0.0.1');
    const parts = [
      ...[...cluster.storefronts, ...cluster.commerce, ...cluster.services].map((part) => ({ name: part.name, port: part.port })),
      { name: 'redis', port: cluster.ports.redis },
      { name: 'postgres', port: cluster.ports.postgres },
    ];
    for (const part of parts) {
      const sockets = listenersOn(part.port);
      expect(sockets.length, `${part.name} listens on ${part.port}`).toBeGreaterThan(0);
      for (const socket of sockets) expect(isLoopback(socket.address), `${part.name} on ${socket.address}:${socket.port}`).toBe(true);
    }
  });
});

describe('Redis dies', () => {
  it('is listening again within 10 s while pages keep answering 200', async () => {
    const before = cluster.redis.pid!;
    const load = pageLoad();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    killHard(before);
    const back = await waitUntil(
      async () => cluster.redis.pid !== before && (await pingRedis(cluster.ports.redis, 500)),
      10_000,
      'Redis answers PING again',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const records = await load.stop();
    console.log(`[supervision] Redis answered again ${back} ms after SIGKILL; ${describeLoad(records)}`);
    expect(back).toBeLessThanOrEqual(10_000);
    expect(
      records.filter((record) => record.status !== 200),
      describeLoad(records),
    ).toEqual([]);
    expect(cluster.redis.restarts).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

describe('PostgreSQL dies', () => {
  for (const fault of ['SIGKILL', 'fast shutdown'] as const) {
    it(`after a ${fault}, is restarted and commerce answers within 20 s, every acknowledged write present once`, async () => {
      const writers = new BasketWriters(cluster.url, 6);
      await writers.prepare();
      writers.start();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const before = cluster.postgres.pid!;
      const faultAt = Date.now();
      // SIGKILL of the postmaster alone (its backends notice and go); fast shutdown is PostgreSQL's SIGINT.
      if (fault === 'SIGKILL') killHard(before);
      else signalPart(before, 'SIGINT');
      // Back when a write sent after the new server started is acknowledged through nginx.
      const back = await waitUntil(
        () => cluster.postgres.pid !== before && writers.writes.some((write) => write.at > faultAt + 100 && write.status === 200),
        20_000,
        'commerce writes again',
        100,
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await writers.stop();
      const writes = writers.writes;
      const after = writes.filter((write) => write.at >= faultAt);
      const statuses = [...new Set(writes.map((write) => write.status))].sort();
      console.log(
        `[supervision] PostgreSQL ${fault}: commerce wrote again ${back} ms after the fault; ${writes.length} writes, ${after.filter((write) => write.status === 200).length} acknowledged after it, statuses ${statuses.join(', ')}`,
      );
      expect(back).toBeLessThanOrEqual(20_000);
      expect(cluster.postgres.pid).not.toBe(before);
      // Refused writes are 503 (the database is down), never another error or no answer.
      expect(writes.filter((write) => write.status !== 200 && write.status !== 503)).toEqual([]);
      expect(await writers.problems()).toEqual([]);
    }, 90_000);
  }
});

describe('a storefront instance hangs', () => {
  it('is killed and restarted by the launcher while nginx keeps answering every request', async () => {
    const victim = cluster.storefronts[0]!;
    const before = victim.pid!;
    const load = pageLoad(8);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    hang(before);
    try {
      const restarted = await waitUntil(
        async () =>
          victim.pid !== before &&
          victim.pid !== undefined &&
          (await fetch(`${victim.url}/api/health`).then(
            (answer) => answer.ok,
            () => false,
          )),
        40_000,
        'the hung instance is replaced by one that answers',
        250,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const records = await load.stop();
      console.log(
        `[supervision] hung storefront replaced after ${restarted} ms; ${describeLoad(records)}; slowest ${slowestMs(records)} ms`,
      );
      expect(victim.hungKills).toBe(1);
      expect(records.length).toBeGreaterThan(20);
      expect(
        records.filter((record) => record.status !== 200),
        describeLoad(records),
      ).toEqual([]);
    } finally {
      resume(before);
    }
  }, 90_000);
});
