// The ceiling for the API load bench: Fastify answering a fixed JSON body, nothing else.
// Run as its own process, like the app, so both compete with autocannon the same way.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, port] = process.argv.slice(2);
if (!bodyFile || !port) throw new Error('usage: bare-server.ts BODY_FILE PORT');
const body = readFileSync(bodyFile, 'utf8');

const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json').send(body));
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
