/** `npm run db:migrate`: applies pending migrations (the server also does this at start). */
import { loadEnv } from '../env';
import { openDatabase } from '../db/client';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, max: 1 }
    : { kind: 'pglite', dataDir: env.dataDir },
);
console.log(`Migrations applied (${database.kind}).`);
await database.close();
