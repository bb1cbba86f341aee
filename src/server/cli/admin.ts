/**
 * Role management: `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`.
 * Premium for operators: `npm run admin -- premium <email> <days> [reason…]` (audited, ADR 0021).
 * Uses the same database as the server (DATABASE_URL or the embedded one in DATA_DIR); with the
 * embedded database the server must be stopped first (the data directory lock says so).
 */
import { pathToFileURL } from 'node:url';
import { loadEnv } from '../env';
import { openDatabase } from '../db/client';
import { setRoleByEmail } from '../services/accounts/set-role-by-email';
import { AppError } from '../lib/errors';
import { DataDirLockedError } from '../db/lock';
import { MAX_GRANT_DAYS } from '../../domain/billing-rules';
import { formatPremiumDate } from '../../domain/entitlements';
import { userIdByEmail } from '../services/billing/find-subscriber';
import { grantPremium } from '../services/billing/grant-premium';

const USAGE =
  'Usage: npm run admin -- grant <email> | revoke <email> | premium <email> <days> [reason…]';

export async function runAdminCli(argv: string[], env = loadEnv()): Promise<number> {
  const [command, email, daysArg, ...reasonWords] = argv;
  const days = Number(daysArg);
  const premium = command === 'premium';
  if (
    (command !== 'grant' && command !== 'revoke' && !premium) ||
    !email ||
    (premium && !(Number.isInteger(days) && days >= 1 && days <= MAX_GRANT_DAYS))
  ) {
    console.error(USAGE);
    return 64;
  }
  let database;
  try {
    database = await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL, max: 1 }
        : { kind: 'pglite', dataDir: env.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}`);
      return 75;
    }
    throw error;
  }
  try {
    if (premium) {
      const ctx = { db: database.db, now: new Date() };
      const userId = await userIdByEmail({ ctx, input: { email } });
      const reason = reasonWords.join(' ').trim() || 'Granted with the admin CLI';
      const { endsAt } = await grantPremium({
        ctx,
        input: { userId, days, reason, adminId: null, source: 'cli' },
      });
      console.log(`${email} has Premium until ${formatPremiumDate(endsAt!)} (${endsAt}).`);
      return 0;
    }
    const role = command === 'grant' ? 'admin' : 'student';
    await setRoleByEmail({ ctx: { db: database.db, now: new Date() }, input: { email, role } });
    console.log(command === 'grant' ? `${email} is now an admin.` : `${email} is now a student.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runAdminCli(process.argv.slice(2));
}
