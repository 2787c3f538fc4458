/** Command line of `npm run mock-api`: `--port N` (or `--port=N`), else `PORT`, else 8000. */

export const DEFAULT_PORT = 8000;

export interface ServerOptions {
  port: number;
  /** Interface to listen on; undefined = every interface (IPv4 and IPv6, so `localhost` and `127.0.0.1` both work). */
  host: string | undefined;
  /** No line per request. */
  quiet: boolean;
}

function flagValue(args: readonly string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function validPort(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`Not a port number: ${value}`);
  return port;
}

export function parseServerOptions(args: readonly string[], env: Record<string, string | undefined>): ServerOptions {
  return {
    port: validPort(flagValue(args, 'port')) ?? validPort(env.PORT) ?? DEFAULT_PORT,
    host: flagValue(args, 'host') ?? env.HOST ?? undefined,
    quiet: args.includes('--quiet'),
  };
}
