import { describe, expect, it } from 'vitest';
import { startLocalServices } from '../../services/launcher/stack';

/** The launcher's supervision: a part that dies is reported, and stopping leaves nothing running. */
const PORT_BASE = 7650;
const env = { ...process.env, LOCAL_SERVICES_PORT_BASE: String(PORT_BASE), GLANS_DATA_DIR: `.data/integration-launcher` };

async function health(port: number): Promise<{ pid: number } | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? ((await response.json()) as { pid: number }) : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('launcher supervision', () => {
  it('reports a service that dies, and stopping then ends every other part', async () => {
    const stack = await startLocalServices({ env, only: ['content', 'search'], log: () => {} });
    const content = await health(PORT_BASE + 1);
    const search = await health(PORT_BASE + 2);
    expect(content?.pid).toBeGreaterThan(0);
    expect(search?.pid).toBeGreaterThan(0);

    process.kill(content!.pid, 'SIGKILL');
    const code = await stack.died;
    expect(code).not.toBe(0);

    await stack.stop();
    expect(alive(search!.pid)).toBe(false);
    expect(await health(PORT_BASE + 2)).toBeNull();
  });
});
