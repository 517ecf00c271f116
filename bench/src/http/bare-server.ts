/** The ceiling: a bare Fastify JSON route, nothing else, on the same machine as the app. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { hello: 'world' } }));

await app.listen({ port: Number(process.env.PORT ?? 3301), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
