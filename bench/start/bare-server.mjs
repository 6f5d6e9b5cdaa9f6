// The baseline of bench/start: a bare Fastify server answering the same health path, started the
// same way as the built app (plain `node <file>`, no TypeScript loader).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/v1/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
