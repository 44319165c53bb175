import type { Server } from 'node:http';
import { clientNetwork } from './client-network';

/**
 * Refuses a connection from an address (an IPv6 /64 counting as one, see clientNetwork) that already
 * has `max` open: about 20,000 silent sockets from one address once used up the server's file
 * descriptors. A browser opens a handful per site, so the cap is only met by a script (or by a great many
 * people behind one shared address).
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = clientNetwork(socket.remoteAddress ?? '');
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
