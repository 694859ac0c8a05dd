import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface, for a server a test or a bench starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}
