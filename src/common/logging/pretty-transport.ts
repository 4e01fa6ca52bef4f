import type { TransportSingleOptions } from 'pino';

/**
 * Human-readable logs for a developer at a terminal; JSON lines everywhere else (production, CI,
 * pipes, files). `pino-pretty` is a development dependency, so it is used only when installed.
 */
export function prettyTransport(nodeEnv: string): TransportSingleOptions | undefined {
  if (nodeEnv === 'production' || !process.stdout.isTTY) return undefined;
  try {
    require.resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss.l' } };
}
