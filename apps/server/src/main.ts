import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { migrateToLatest, openDatabase } from './platform/db/database.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp(config, { db });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Storyloom is ready at ${config.publicUrl}/stories/`);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Storyloom failed to start:', error);
  }
  process.exit(1);
});
