// A loopback port nothing listens on now, chosen by the system (from its ephemeral range, clear of the ports the
// site's apps take and of those the fetch standard refuses): for a helper server that needs no fixed port, so two
// commands, or a command and a test, running at once never ask for the same one.
import net from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
