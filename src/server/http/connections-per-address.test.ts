import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { capConnectionsPerAddress } from './connections-per-address';

// Sockets from addresses a test machine cannot connect from: what the cap reads of one is its
// remoteAddress, and it destroys it or waits for its close.
function arrive(server: ReturnType<typeof createServer>, remoteAddress: string) {
  const socket = Object.assign(new EventEmitter(), {
    remoteAddress,
    destroyed: false,
    destroy() {
      socket.destroyed = true;
    },
  });
  server.emit('connection', socket as unknown as Socket);
  return socket;
}

describe('connections per address', () => {
  it('counts an IPv6 /64 as one address, and other /64s apart', () => {
    const server = createServer();
    capConnectionsPerAddress(server, 2);
    const first = arrive(server, '2001:db8:0:1::1');
    expect(arrive(server, '2001:db8:0:1:ffff::2').destroyed).toBe(false);
    expect(arrive(server, '2001:db8:0:1:abcd:ef01:2345:6789').destroyed).toBe(true);
    expect(arrive(server, '2001:db8:0:2::1').destroyed).toBe(false);
    // One closing makes room for another from its /64.
    first.emit('close');
    expect(arrive(server, '2001:db8:0:1::3').destroyed).toBe(false);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    const server = createServer();
    capConnectionsPerAddress(server, 2);
    arrive(server, '192.0.2.1');
    expect(arrive(server, '::ffff:192.0.2.1').destroyed).toBe(false);
    expect(arrive(server, '::ffff:192.0.2.1').destroyed).toBe(true);
    expect(arrive(server, '192.0.2.2').destroyed).toBe(false);
  });
});
