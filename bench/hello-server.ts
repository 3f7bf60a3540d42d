/**
 * A bare Fastify hello-world on PORT, the yardstick the read scenario compares the server's reads
 * with: what Fastify itself manages on this machine, before any of the server's work.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
