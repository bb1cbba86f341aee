/** `npm run db:seed`: loads (or reloads) the starter question bank, topics and exam settings. */
import { loadEnv } from '../env';
import { openDatabase } from '../db/client';
import { findStarterBankDir, seedStarterBank } from '../services/questions/seed-starter-bank';

const env = loadEnv();
const dir = findStarterBankDir();
if (!dir) {
  console.error('content/starter-bank not found');
  process.exit(1);
}
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, max: 1 }
    : { kind: 'pglite', dataDir: env.dataDir },
);
try {
  const result = await seedStarterBank({
    ctx: { db: database.db, now: new Date() },
    input: { dir },
  });
  console.log(`Starter bank loaded: ${result.questions} questions, ${result.topics} new topics.`);
} finally {
  await database.close();
}
