import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { localServicePorts, type LocalServiceName } from '../../lib/config';
import { buildIsCurrent, runBuild } from '../../services/launcher/build';
import { nextBin, storefrontProcess } from '../../services/launcher/stack';
import { waitForUrl } from '../../services/launcher/wait';
import { ensureCatalogue } from '../../services/seed/ensure';

/**
 * A stack for fault tests (issue 8) in which the test controls every part: the real local services run as
 * separate processes the test can stop and start, and the storefront reaches each of them through a small
 * TCP fault injector (a pass-through proxy that can add a delay). Not a mock: every answer comes from the
 * real service. The storefront is a production build of its own (`.next-faults`) served by `next start`.
 *
 * Ports: the storefront on FAULTS_PORT (3150); the storefront is built for the services on
 * FAULTS_SERVICES_PORT_BASE (7550: content 7551, search 7552, commerce 7553), where the injectors listen;
 * the real services listen 20 ports higher (7571–7573).
 */

const SERVICE_ENTRIES: Record<LocalServiceName, string> = {
  content: 'services/content/server.ts',
  search: 'services/search/server.ts',
  commerce: 'services/commerce/server.ts',
};
const REAL_PORT_OFFSET = 20;
const ALL: LocalServiceName[] = ['content', 'search', 'commerce'];

/** A TCP pass-through with an optional delay on everything the client sends (so on every request). */
export class FaultInjector {
  delayMs = 0;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly listenPort: number,
    readonly targetPort: number,
  ) {
    this.server = createServer((client) => this.connect(client));
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.listenPort, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private connect(client: Socket): void {
    const upstream = createConnection({ host: '127.0.0.1', port: this.targetPort });
    this.sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    // Client → service: each chunk waits the current delay (chunks keep their order).
    let queue: Promise<void> = Promise.resolve();
    client.on('data', (chunk: Buffer) => {
      const delay = this.delayMs;
      queue = queue.then(async () => {
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        if (!upstream.destroyed) upstream.write(chunk);
      });
    });
    upstream.pipe(client);
  }
}

export interface FaultStackOptions {
  root: string;
  port: number;
  servicesPortBase: number;
  distDir: string;
  log?: (message: string) => void;
}

export class FaultStack {
  readonly url: string;
  readonly injectors: Record<LocalServiceName, FaultInjector>;
  private readonly services = new Map<LocalServiceName, ChildProcess>();
  private next: ChildProcess | undefined;
  private readonly env: NodeJS.ProcessEnv;
  private readonly realPorts: Record<LocalServiceName, number>;

  constructor(private readonly options: FaultStackOptions) {
    this.url = `http://localhost:${options.port}`;
    const facing = localServicePorts(options.servicesPortBase);
    this.realPorts = localServicePorts(options.servicesPortBase + REAL_PORT_OFFSET);
    this.injectors = {
      content: new FaultInjector(facing.content, this.realPorts.content),
      search: new FaultInjector(facing.search, this.realPorts.search),
      commerce: new FaultInjector(facing.commerce, this.realPorts.commerce),
    };
    const dataDir = `.data/faults-${options.port}`;
    mkdirSync(join(options.root, dataDir), { recursive: true });
    // Only the storefront's own variables: the services of the surrounding test run are not this stack's.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !/^(PORT|LOCAL_SERVICES_PORT_BASE|GLANS_DATA_DIR|NEXT_DIST_DIR|DATOCMS_|ALGOLIA_|COMMERCE_API_URL|SITE_URL|STOREFRONT_URL)/.test(
            key,
          ),
      ),
    );
    this.env = {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(options.port),
      LOCAL_SERVICES_PORT_BASE: String(options.servicesPortBase),
      NEXT_DIST_DIR: options.distDir,
      GLANS_DATA_DIR: dataDir,
      STOREFRONT_URL: this.url,
    };
  }

  private log(message: string): void {
    (this.options.log ?? ((text: string) => console.log(text)))(`[faults] ${message}`);
  }

  /** Starts the real service (its own process, on its real port) and waits for its health answer. */
  async startService(name: LocalServiceName): Promise<void> {
    if (this.services.has(name)) return;
    const child = spawn(process.execPath, ['--import', 'tsx', join(this.options.root, SERVICE_ENTRIES[name])], {
      cwd: this.options.root,
      env: { ...this.env, PORT: String(this.realPorts[name]) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.services.set(name, child);
    child.once('exit', () => {
      if (this.services.get(name) === child) this.services.delete(name);
    });
    await waitForUrl(`http://127.0.0.1:${this.realPorts[name]}/health`, 60_000, () => child.exitCode !== null);
  }

  /** Stops the real service process (SIGTERM, then SIGKILL) and waits until it is gone. */
  async stopService(name: LocalServiceName): Promise<void> {
    const child = this.services.get(name);
    if (!child) return;
    this.services.delete(name);
    await stopChild(child);
  }

  async start(): Promise<void> {
    const root = this.options.root;
    await ensureCatalogue({ root, log: (message) => this.log(message) });
    for (const injector of Object.values(this.injectors)) await injector.start();
    await Promise.all(ALL.map((name) => this.startService(name)));
    if (buildIsCurrent(root, this.env)) this.log(`The build in ${this.options.distDir} is current.`);
    else {
      this.log(`Building the storefront into ${this.options.distDir} (next build)…`);
      await runBuild(root, this.env, nextBin());
    }
    const storefront = storefrontProcess(root, this.options.port);
    this.next = spawn(storefront.command, storefront.args, {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForUrl(`${this.url}/api/health`, 180_000, () => this.next?.exitCode !== null);
    this.log(`Storefront ready on ${this.url}`);
  }

  async stop(): Promise<void> {
    const children = [...this.services.values(), ...(this.next ? [this.next] : [])];
    this.services.clear();
    await Promise.all(children.map(stopChild));
    for (const injector of Object.values(this.injectors)) await injector.stop();
  }

  /** The real service's own address (bypassing the injector), for checking what it stored. */
  serviceUrl(name: LocalServiceName): string {
    return `http://127.0.0.1:${this.realPorts[name]}`;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(timer);
}

/** The stack's settings from the environment (CI and hand runs move the ports). */
export function faultStackOptions(root: string): FaultStackOptions {
  return {
    root,
    port: Number(process.env.FAULTS_PORT ?? 3150),
    servicesPortBase: Number(process.env.FAULTS_SERVICES_PORT_BASE ?? 7550),
    distDir: process.env.FAULTS_DIST_DIR ?? '.next-faults',
  };
}
