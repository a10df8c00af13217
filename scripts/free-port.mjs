import { createServer } from 'node:net';

/** `preferred` when it is free on 127.0.0.1, else any free port (0 asks for any). */
export function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => (preferred === 0 ? resolve(0) : freePort(0).then(resolve)));
    probe.listen(preferred, '127.0.0.1', () => {
      const { port: taken } = probe.address();
      probe.close(() => resolve(taken));
    });
  });
}
