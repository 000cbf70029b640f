// The bare SSE probe (perf-security §A2 "SSE probe", §A9 P8/P9): node:http, one shared topic, no
// authentication, no framework. `GET /events` holds a stream, `POST /publish` writes one event to
// every stream and answers 204. `node --import tsx probe-server.ts <port>`.
import http from 'node:http';

const port = Number(process.argv[2]);
const streams = new Set<http.ServerResponse>();
let n = 0;
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url?.startsWith('/events')) {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
    res.write('retry: 3000\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/publish') {
    n += 1;
    const frame = `id: ${Date.now()}-${n}\nevent: notification.changed\ndata: {"userId":1,"at":"${new Date().toISOString()}"}\n\n`;
    for (const s of streams) s.write(frame);
    res.writeHead(204).end();
    return;
  }
  if (req.url === '/health') return void res.writeHead(200).end('ok');
  res.writeHead(404).end();
});
server.keepAliveTimeout = 0;
server.listen(port, '127.0.0.1', () => process.stdout.write('probe listening\n'));
