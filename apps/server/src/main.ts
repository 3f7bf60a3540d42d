import { ConfigError, loadConfig } from './platform/config.ts';
import { loadsVoiceAndPictures, loadVoiceAndPictures } from './voice-and-pictures.ts';

/** How long past SHUTDOWN_TIMEOUT_SECONDS a stop may take (handing jobs back, closing pools) before the process gives up. */
const SHUTDOWN_MARGIN_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // The threads load on the other core while the main thread imports the rest of the server,
  // which takes it about as long.
  if (loadsVoiceAndPictures(config)) void loadVoiceAndPictures();
  const [{ buildApp }, { migrateToLatest, openDatabase }] = await Promise.all([
    import('./app.ts'),
    import('./platform/db/database.ts'),
  ]);
  const db = openDatabase(config.database);
  // Every role migrates at start: Kysely's migrator takes a lock, so processes starting together wait their turn.
  await migrateToLatest(db);
  const app = await buildApp(config, { db });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ role: config.role }, `Storyloom is ready at ${config.publicUrl}/stories/`);

  // Closing refuses new requests, stops taking jobs, waits SHUTDOWN_TIMEOUT_SECONDS for the running
  // ones, hands back those still running, and closes the pools.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Requests still open after the jobs' grace (event streams) are cut, so the server can close.
    setTimeout(() => app.server.closeAllConnections(), config.shutdownTimeoutSeconds * 1000).unref();
    setTimeout(
      () => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      },
      config.shutdownTimeoutSeconds * 1000 + SHUTDOWN_MARGIN_MS,
    ).unref();
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
