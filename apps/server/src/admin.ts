import { runAdminCommand } from './features/voices/admin-command.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { migrateToLatest, openDatabase } from './platform/db/database.ts';

/** `npm run admin -- plan <email> <free|premium>`: administrator commands against the configured database. */
async function main(): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    return await runAdminCommand(process.argv.slice(2), db, (line) => console.log(line));
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
