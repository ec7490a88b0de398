import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that can fail the way networks and servers
 * do (issue 30), without touching the PostgreSQL server other test runs share:
 * - `refuse`: every new connection is reset at once, as a server that is down;
 * - `drop`: every open connection is cut, and any new one the moment it sends a byte (a
 *   restart in the middle of queries);
 * - `stall`: bytes stop flowing both ways and wait, connections stay open (a network that
 *   hangs; TCP delivers them late, which `pass` does);
 * - `pass`: a plain proxy again.
 */
export type Fault = 'pass' | 'refuse' | 'drop' | 'stall';

export interface FaultProxy {
  /** The database address through the proxy. */
  url: string;
  set: (fault: Fault) => void;
  close: () => Promise<void>;
}

export async function startFaultProxy(databaseUrl: string): Promise<FaultProxy> {
  const target = new URL(databaseUrl);
  let fault: Fault = 'pass';
  const pairs = new Set<[Socket, Socket]>();
  const cutAll = () => {
    for (const pair of pairs) for (const socket of pair) socket.destroy();
  };
  const held: Array<() => void> = [];

  const server = createServer((inbound) => {
    if (fault === 'refuse') {
      inbound.resetAndDestroy();
      return;
    }
    const outbound = connect(Number(target.port || 5432), target.hostname);
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      inbound.destroy();
      outbound.destroy();
    };
    for (const [from, to] of [
      [inbound, outbound],
      [outbound, inbound],
    ] as const) {
      from.on('data', (chunk) => {
        if (fault === 'drop') return end();
        if (fault === 'stall')
          held.push(() => {
            if (to.writable) to.write(chunk);
          });
        else to.write(chunk);
      });
      from.on('error', end);
      from.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);

  return {
    url: url.toString(),
    set: (next) => {
      fault = next;
      if (next === 'pass') for (const deliver of held.splice(0)) deliver();
      if (next === 'drop' || next === 'refuse') cutAll();
    },
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
