import pino from 'pino';
import { MODERATION_USAGE, runModerationCommand } from './features/account/admin-command.ts';
import { AccountRepository } from './features/account/repository.ts';
import { AccountService } from './features/account/service.ts';
import { ADMIN_USAGE, runAdminCommand } from './features/voices/admin-command.ts';
import { Plans } from './features/voices/plans.ts';
import { VoiceCloneRepository, VoiceSamples } from './features/voices/repository.ts';
import { VoiceService } from './features/voices/service.ts';
import { logAdminCommand } from './platform/admin-log.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { type Db, migrateToLatest, openDatabase } from './platform/db/database.ts';
import { JOBS_USAGE, runJobsCommand } from './platform/jobs/admin-command.ts';
import { openJobQueue } from './platform/jobs/open-queue.ts';
import type { JobQueue } from './platform/jobs/queue.ts';
import { MediaStore } from './platform/media.ts';
import { deriveKey, loadSecret } from './platform/secret.ts';
import { UrlSigner } from './platform/signed-urls.ts';
import { runStorageCommand, STORAGE_USAGE } from './platform/storage/admin-command.ts';
import { createProviders } from './providers/registry.ts';

// Every server process migrates at start; this is for migrating before an upgrade, on its own.
const MIGRATE_USAGE = `Usage: npm run admin -- migrate

Brings the database to its latest migration, as every server process does when it starts.`;

const log = pino({ level: 'warn' });

/** The account service as the server builds it, for commands run beside it on the same data. */
function accountService(config: Config, db: Db, media: MediaStore, queue: JobQueue) {
  const providers = createProviders(config.providers, { log });
  const clones = new VoiceCloneRepository(db);
  const voices = new VoiceService({
    clones,
    samples: new VoiceSamples(media),
    plans: new Plans(config.plans, clones),
    providers,
    log,
    maxClonesPerAccount: config.quotas.voiceClonesPerAccount,
  });
  return new AccountService({
    accounts: new AccountRepository(db, { rowLocks: config.database.kind === 'postgres' }),
    media,
    queue,
    voices,
    signer: new UrlSigner(deriveKey(loadSecret(config), 'signed-links')),
  });
}

/**
 * `npm run admin -- <command>`: administrator commands against the configured database and media.
 * Every command is recorded in DATA_DIR/admin.log with the operating-system user who ran it.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  const db = openDatabase(config.database);
  const out = (line: string) => console.log(line);
  let code = 2;
  let queue: JobQueue | null = null;
  try {
    await migrateToLatest(db);
    // Enqueues and cancels only: the jobs are the workers'.
    queue = await openJobQueue(config.database, db, log, { concurrency: 0 });
    if (args[0] === 'migrate') {
      out('The database is at its latest migration.');
      code = 0;
    } else if (args[0] === 'plan') {
      code = await runAdminCommand(args, db, out);
    } else if (args[0] === 'jobs') {
      code = await runJobsCommand(args, queue, out);
    } else if (args[0] === 'storage') {
      code = await runStorageCommand(args, config.storage, config.publicUrl, out);
    } else if (['story', 'reports', 'user'].includes(args[0] ?? '')) {
      const media = await MediaStore.fromConfig(config);
      code = await runModerationCommand(
        args,
        { db, accounts: new AccountRepository(db), media, service: accountService(config, db, media, queue) },
        out,
      );
    } else {
      out(`${MIGRATE_USAGE}\n\n${ADMIN_USAGE}\n\n${MODERATION_USAGE}\n\n${JOBS_USAGE}\n\n${STORAGE_USAGE}`);
    }
    return code;
  } catch (error) {
    code = 1;
    throw error;
  } finally {
    if (args.length > 0) {
      const entry = await logAdminCommand(config.dataDir, args, code);
      console.error(`Logged: ${entry.by} at ${entry.at}`);
    }
    await queue?.stop();
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
