// The worker isolate's own heap, read through the V8 inspector Miniflare opens for it
// (`startShop({ inspectorPort })`): what Cloudflare's 128 MB per isolate applies to, unlike the
// workerd process's resident memory, which also holds the local runtime's caches and databases.

/**
 * Connects to the isolate; `used()` is V8's used heap. workerd's inspector cannot force a
 * collection (HeapProfiler.collectGarbage goes unanswered), so a sample includes garbage not
 * yet collected: compare medians of many samples, not two.
 */
export async function isolateHeap(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = targets.find((t) => t.title?.includes('core:user:'));
  if (!target) throw new Error(`No inspector target on port ${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`Inspector on port ${port} refused the connection`)), { once: true });
  });
  let last = 0;
  const waiting = new Map();
  let chunks = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params.chunk);
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++last;
      waiting.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    used: async () => (await send('Runtime.getHeapUsage')).usedSize,
    /**
     * A heap snapshot, which V8 takes after a full collection: what the isolate holds, summed by
     * constructor as DevTools' Summary shows it (`live` bytes, `byKind` of "type:name").
     */
    snapshot: async () => {
      chunks = [];
      await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      const taken = chunks.join('');
      chunks = [];
      return summary(JSON.parse(taken));
    },
    close: () => socket.close(),
  };
}

/** A V8 heap snapshot summed by node type and constructor name. */
function summary({ snapshot, nodes, strings }) {
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const byKind = new Map();
  let live = 0;
  for (let at = 0; at < nodes.length; at += fields.length) {
    const nodeType = types[nodes[at + type]];
    const kind = `${nodeType}:${nodeType === 'object' || nodeType === 'native' ? strings[nodes[at + name]] : ''}`;
    const entry = byKind.get(kind) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += nodes[at + size];
    live += nodes[at + size];
    byKind.set(kind, entry);
  }
  return { live, byKind };
}
