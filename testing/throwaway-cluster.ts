// A PostgreSQL cluster of its own, on a free loopback port, for the tests and the chaos run that stop,
// restart or shut down the server (never the machine's shared cluster, where colleagues' tests run).
// Built from the machine's PostgreSQL binaries (Debian's /usr/lib/postgresql/<version>/bin), run as
// the `postgres` user when we are root; `startThrowawayCluster` answers undefined where there are none.
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type ThrowawayCluster = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every session ends with 57P01, then the server is back. */
  restartFast: () => Promise<void>;
  /** `pg_ctl stop -m smart` without waiting: new connections get 57P03 until the open sessions end. */
  beginSmartShutdown: () => Promise<void>;
  /** Waits until the server has stopped. */
  waitStopped: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server at once and deletes its files. */
  remove: () => Promise<void>;
};

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return version ? join(root, version, 'bin') : undefined;
}

async function freePort(): Promise<number> {
  const server = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = server.port;
  server.stop(true);
  return port;
}

/**
 * `settings`: server settings of this cluster (`-c name=value`), e.g. the soak's `shared_buffers`
 * sized for its database.
 */
export async function startThrowawayCluster(
  settings: Record<string, string> = {},
): Promise<ThrowawayCluster | undefined> {
  const bin = binDir();
  if (!bin) return undefined;
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot ? Bun.spawnSync(['id', '-u', 'postgres']) : undefined;
  if (asRoot && pgUser?.exitCode !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'cq-cluster-'));
  if (asRoot) {
    const uid = Number(pgUser?.stdout.toString().trim());
    const gid = Number(Bun.spawnSync(['id', '-g', 'postgres']).stdout.toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const run = async (args: string[], check = true) => {
    const command = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    const child = Bun.spawn(command, { stdout: 'pipe', stderr: 'pipe' });
    const [code, out, err] = await Promise.all([
      child.exited,
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
    ]);
    if (check && code !== 0) throw new Error(`${args.join(' ')} failed (${code}): ${out}${err}`);
    return code;
  };
  const pgCtl = (...args: string[]) => run([join(bin, 'pg_ctl'), '-D', data, ...args]);
  // THROWAWAY_CLUSTER_OPTIONS: more server settings, e.g. auto_explain to profile a soak
  // (`-c shared_preload_libraries=auto_explain -c auto_explain.log_min_duration=200ms`), logged to server.log.
  const own = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${own.join(' ')} ${process.env.THROWAWAY_CLUSTER_OPTIONS ?? ''}`;
  const start = async () => void (await pgCtl('-w', '-l', join(dir, 'server.log'), '-o', options, 'start'));
  await run([
    join(bin, 'initdb'),
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restartFast: async () =>
      void (await pgCtl('-w', '-m', 'fast', '-l', join(dir, 'server.log'), '-o', options, 'restart')),
    beginSmartShutdown: async () => void (await pgCtl('-W', '-m', 'smart', 'stop')),
    waitStopped: async () => {
      for (let i = 0; i < 200 && existsSync(join(data, 'postmaster.pid')); i++) await Bun.sleep(50);
    },
    start,
    remove: async () => {
      await run([join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'], false);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
