// A second API node for the Redis adapter test: its own app and database, the same Redis. It admits a
// student with the id it is given (the shared database of a real deployment has them on every node),
// signs them in, listens, and prints {port, sessionId} on one line. SIGTERM closes it.
import { eq } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { newPhone, registeredStudent, signIn } from './support/factories';
import { createTestApp } from './support/test-app';

const studentId = process.env.NODE_STUDENT_ID ?? '';
const t = await createTestApp({ REDIS_URL: process.env.REDIS_URL ?? '' });
const phone = newPhone();
const made = await registeredStudent(t.ctx, phone);
await t.ctx.db.update(students).set({ id: studentId }).where(eq(students.id, made));
const sessionId = await signIn(t.app, phone);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, sessionId })}\n`);
process.on('SIGTERM', () => {
  void t.close().then(() => process.exit(0));
});
