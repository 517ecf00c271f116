import net from 'node:net';

export type Answer = { status: number; body: string };

/**
 * One keep-alive connection to the app on `port`: requests are sent whole, one after another,
 * answers read in order. Node's own HTTP client drops a connection whose answer came early, so
 * this speaks HTTP/1.1 on one socket.
 */
export async function keepAliveConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let buffered = Buffer.alloc(0);
  let waiting: (() => void) | undefined;
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    waiting?.();
  });
  socket.on('close', () => {
    closed = true;
    waiting?.();
  });

  async function nextAnswer(): Promise<Answer> {
    for (;;) {
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd >= 0) {
        const head = buffered.subarray(0, headEnd).toString();
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length >= headEnd + 4 + length) {
          const body = buffered.subarray(headEnd + 4, headEnd + 4 + length).toString();
          buffered = buffered.subarray(headEnd + 4 + length);
          return { status: Number(head.split(' ')[1]), body };
        }
      }
      if (closed) throw new Error('the server closed the connection');
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  }

  return {
    async send(
      method: string,
      path: string,
      headers: Record<string, string>,
      body = Buffer.alloc(0),
    ) {
      const lines = [
        `${method} ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Connection: keep-alive',
        `Content-Length: ${body.length}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), body]));
      return nextAnswer();
    },
    close: () => socket.destroy(),
  };
}
