import fs from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import { MESSAGES } from '@storyloom/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { DocumentRenderer } from './engines/pdf/renderer.ts';
import { accountExportJob } from './features/account/export-job.ts';
import { AccountRepository } from './features/account/repository.ts';
import { retentionJob, retentionJobId } from './features/account/retention-job.ts';
import { accountRoutes } from './features/account/routes.ts';
import { AccountService } from './features/account/service.ts';
import { AccessTokenError, AccessTokens } from './features/auth/access-tokens.ts';
import { createIdentity } from './features/auth/identity.ts';
import { authRoutes } from './features/auth/routes.ts';
import { AuthService } from './features/auth/service.ts';
import { Sessions } from './features/auth/sessions.ts';
import { Users } from './features/auth/users.ts';
import { documentRoutes } from './features/documents/routes.ts';
import { DocumentService } from './features/documents/service.ts';
import { type MetaDeps, metaRoutes, voiceOptions } from './features/meta/routes.ts';
import { PrintRepository } from './features/print/repository.ts';
import { printRoutes } from './features/print/routes.ts';
import { PrintService } from './features/print/service.ts';
import { ResumeRepository } from './features/resume/repository.ts';
import { resumeRoutes } from './features/resume/routes.ts';
import { ResumeService } from './features/resume/service.ts';
import { ReportRepository, SocialRepository } from './features/social/repository.ts';
import { socialRoutes } from './features/social/routes.ts';
import { SocialService } from './features/social/service.ts';
import { archiveFirstPage } from './features/stories/archive-first-page.ts';
import { ClaimCookie } from './features/stories/claim-cookie.ts';
import { claimRoutes } from './features/stories/claim-routes.ts';
import { generateStoryJob } from './features/stories/generate-job.ts';
import { openStoryProgress, type StoryProgress } from './features/stories/progress.ts';
import { StoryRepository } from './features/stories/repository.ts';
import { storyRoutes } from './features/stories/routes.ts';
import { StoryAnswers } from './features/stories/story-answers.ts';
import { StoryClaims } from './features/stories/story-claims.ts';
import { StoryDeletion } from './features/stories/story-deletion.ts';
import { StoryGeneration } from './features/stories/story-generation.ts';
import { storyPreviews } from './features/stories/story-preview.ts';
import { StoryReader } from './features/stories/story-reader.ts';
import { StoryRevoicing } from './features/stories/story-revoicing.ts';
import { Plans } from './features/voices/plans.ts';
import { VoiceCloneRepository, VoiceSamples } from './features/voices/repository.ts';
import { voiceRoutes } from './features/voices/routes.ts';
import { VoiceService } from './features/voices/service.ts';
import { VoicePreviews } from './features/voices/voice-previews.ts';
import { chooseFfmpeg, useFfmpeg } from './lib/run-ffmpeg.ts';
import { registerBearerAuth } from './platform/auth/viewer.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/database.ts';
import { writeCounterOf } from './platform/db/write-counter.ts';
import { badRequest, errorBody, registerErrorHandler } from './platform/errors.ts';
import { Callers } from './platform/http/callers.ts';
import { registerCompression } from './platform/http/compression.ts';
import { RequestLog, serializeRequest } from './platform/http/log-redaction.ts';
import { refuseNulBytes } from './platform/http/nul-bytes.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { privateMediaRoutes } from './platform/http/private-media.ts';
import { registerRateLimits } from './platform/http/rate-limits.ts';
import { mediaOrigin, registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWeb } from './platform/http/web.ts';
import { openJobQueue } from './platform/jobs/open-queue.ts';
import type { JobQueue, QueueOptions } from './platform/jobs/queue.ts';
import { MediaStore } from './platform/media.ts';
import { MediaLinks } from './platform/media-links.ts';
import { registerMetrics } from './platform/metrics.ts';
import { deriveKey, loadSecret } from './platform/secret.ts';
import { UrlSigner } from './platform/signed-urls.ts';
import { createProviders, type Providers } from './providers/registry.ts';
import { loadsVoiceAndPictures } from './voice-and-pictures.ts';
import { compileModeration, voiceAndPicturesLoaded, warmUp } from './warm-up.ts';

export interface AppDeps {
  db: Db;
  providers?: Providers;
  queueOptions?: Partial<QueueOptions>;
  /** Where the log is written, one JSON line per entry; standard output when unset. */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue; its worker runs inside this process unless ROLE=api. */
    jobs: JobQueue;
  }
}

const { version } = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Builds the process of the configured ROLE: the HTTP API (`api`), the job worker with health,
 * readiness and metrics only (`worker`), or both (`all`). Closing it stops the worker, handing
 * back jobs still running after SHUTDOWN_TIMEOUT_SECONDS, and closes the database.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(config, deps);
  announceFfmpeg(app, config.ffmpegPath);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseNulBytes(app);

  const { db } = deps;
  // Begun here unless the entry began it already, so the threads load on the other core meanwhile.
  const voiceAndPictures = loadsVoiceAndPictures(config) ? voiceAndPicturesLoaded(app.log) : null;
  const providers = deps.providers ?? createProviders(config.providers, { log: app.log });
  const media = await MediaStore.fromConfig(config);
  const stories = new StoryRepository(db);
  const progress = await openStoryProgress(config.database, db, app.log);
  const jobs = await openJobQueue(config.database, db, app.log, {
    concurrency: config.jobs.concurrency,
    lockMs: config.jobs.timeoutSeconds * 1000,
    ...deps.queueOptions,
  });
  // Before any route, so every route's requests are timed.
  const metrics = registerMetrics(app, { enabled: config.metrics, jobs });
  const clones = new VoiceCloneRepository(db);
  const plans = new Plans(config.plans, clones);
  const voices = new VoiceService({
    clones,
    samples: new VoiceSamples(media),
    plans,
    providers,
    log: app.log,
    maxClonesPerAccount: config.quotas.voiceClonesPerAccount,
  });
  app.decorate('jobs', jobs);

  const readiness = [
    { name: 'database', check: async () => void (await sql`select 1`.execute(db)) },
    { name: 'queue', check: () => jobs.check() },
    { name: 'storage', check: () => media.ready() },
  ];
  const meta = { db, version, databaseKind: config.database.kind, providers, readiness };
  if (config.role === 'worker') {
    await app.register(metaRoutes, meta);
  } else {
    await registerPublicApi(app, config, {
      db,
      providers,
      media,
      stories,
      progress,
      jobs,
      plans,
      voices,
      previews: new VoicePreviews({ providers, clones, media, log: app.log }),
      meta,
      voiceAndPictures,
    });
  }
  let sweepTimer: NodeJS.Timeout | null = null;
  if (config.role !== 'api') {
    const accounts = new AccountRepository(db);
    app.addHook('onReady', async () => {
      await jobs.start({
        'story.generate': generateStoryJob({
          stories,
          media,
          providers,
          progress,
          log: app.log,
          sceneConcurrency: providers.sceneConcurrency,
          clones: voices,
          stages: metrics.generationStages,
        }),
        'account.export': accountExportJob({ accounts, media, log: app.log }),
        'retention.sweep': retentionJob({
          accounts,
          media,
          anonymousDays: config.retention.anonymousDays,
          log: app.log,
        }),
      });
      sweepTimer = await scheduleRetentionSweep(app.log, jobs, media, config.retention.anonymousDays);
    });
  }
  // Before the server closes (new requests are refused from now), the running jobs get their grace.
  app.addHook('preClose', async () => {
    if (sweepTimer) clearInterval(sweepTimer);
    await jobs.stop({ graceMs: config.shutdownTimeoutSeconds * 1000 });
  });
  app.addHook('onClose', async () => {
    await progress.close();
    await db.destroy();
  });
  return app;
}

interface PublicApiDeps {
  db: Db;
  providers: Providers;
  media: MediaStore;
  stories: StoryRepository;
  progress: StoryProgress;
  jobs: JobQueue;
  plans: Plans;
  voices: VoiceService;
  previews: VoicePreviews;
  meta: MetaDeps;
  /** The warm-up's first step, begun as the app is built; null with WARM_UP=off. */
  voiceAndPictures: Promise<void> | null;
}

/** The routes parents, visitors and operators call, with what guards them; ROLE=worker has none of it. */
async function registerPublicApi(app: FastifyInstance, config: Config, deps: PublicApiDeps): Promise<void> {
  const { db, providers, media, stories, progress, jobs, plans, voices, previews, meta, voiceAndPictures } =
    deps;
  await registerSecurityHeaders(app, config.publicUrl, mediaOrigin(config));
  // Before any route: it compresses the answers of the routes registered after it.
  await registerCompression(app);
  const secret = loadSecret(config);
  await app.register(fastifyCookie, { secret: deriveKey(secret, 'cookies').toString('base64url') });
  const tokens = new AccessTokens(deriveKey(secret, 'access-tokens'));
  const users = new Users(db);
  registerBearerAuth(app, {
    // A deleted account's tokens stop working at once, on every device.
    async verify(token) {
      const user = await tokens.verify(token);
      if (!(await users.find(user.uid))) throw new AccessTokenError('invalid');
      return user;
    },
  });
  const callers = new Callers(deriveKey(secret, 'caller-addresses'));
  await registerRateLimits(app, config.limits, callers);
  const signer = new UrlSigner(deriveKey(secret, 'signed-links'));
  const links = new MediaLinks(signer, media);
  const generation = new StoryGeneration({
    stories,
    media,
    queue: jobs,
    progress,
    providers,
    clones: voices,
    plans: {
      async isPremium(userId) {
        const user = await users.find(userId);
        return user !== null && (await plans.planOf(user)) === 'premium';
      },
    },
    queueCaps: config.limits.enabled
      ? { perCaller: config.limits.queueMaxPerCaller, total: config.limits.queueMaxTotal }
      : null,
  });

  await registerOpenApi(app, version, config.publicUrl);
  const identity = await createIdentity(app, config, deriveKey(secret, 'local-identity'));
  if (identity.localProvider) await app.register(identity.localProvider);
  const auth = new AuthService({
    provider: identity.client ? { client: identity.client, accountIssuer: identity.accountIssuer } : null,
    sessions: new Sessions(db),
    users,
    tokens,
    allowedOrigins: config.auth.allowedOrigins,
    publicUrl: config.publicUrl,
  });
  await app.register(authRoutes, {
    auth,
    provider: identity.provider,
    tokenSyncUrl: config.auth.tokenSyncUrl,
    secureCookies: config.publicUrl.startsWith('https:'),
    allowedOrigins: config.auth.allowedOrigins,
  });
  await app.register(metaRoutes, meta);
  const reader = new StoryReader(stories, links);
  const claimCookie = new ClaimCookie(config.publicUrl.startsWith('https:'), config.auth.allowedOrigins);
  await app.register(storyRoutes, {
    generation,
    reader,
    answers: new StoryAnswers(reader, writeCounterOf(db)),
    revoicing: new StoryRevoicing({ stories, media, providers, clones: voices, log: app.log }),
    deletion: new StoryDeletion({ stories, media, queue: jobs, progress }),
    stories,
    progress,
    signer,
    callers,
    claimCookie,
    syncTimeoutSeconds: config.limits.generateSyncTimeoutSeconds,
  });
  await app.register(claimRoutes, {
    claims: new StoryClaims(stories, links),
    cookie: claimCookie,
    allowedOrigins: config.auth.allowedOrigins,
  });
  await app.register(voiceRoutes, { service: voices, previews, media });
  const renderer = new DocumentRenderer();
  app.addHook('onClose', () => renderer.close());
  if (voiceAndPictures) {
    compileModeration();
    // Not awaited: the server answers while the engines warm up.
    // The lull waited for is this process's: with ROLE=api the stories are made by the workers.
    const lull = config.role === 'api' ? { idle: async () => {} } : jobs;
    let lastRequestAt = 0;
    let requestsInFlight = 0;
    app.addHook('onRequest', (_request, reply, done) => {
      lastRequestAt = performance.now();
      requestsInFlight += 1;
      // 'close' comes once the answer is sent or the client has gone, hijacked answers included.
      reply.raw.once('close', () => {
        requestsInFlight -= 1;
      });
      done();
    });
    app.addHook('onListen', () => {
      // A parent may ask the moment the server answers: the first lull is waited for from here.
      lastRequestAt = performance.now();
      void warmUp({
        voiceAndPictures,
        renderer,
        jobs: lull,
        log: app.log,
        lastRequestAt: () => lastRequestAt,
        requestsInFlight: () => requestsInFlight,
      });
    });
  }
  const documents = new DocumentService({ stories: reader, scenes: stories, media, renderer });
  await app.register(documentRoutes, { documents });
  await app.register(printRoutes, {
    service: new PrintService({
      orders: new PrintRepository(db),
      documents,
      media,
      renderer,
      maxOrdersPerDay: config.quotas.printOrdersPerDay,
    }),
  });
  await app.register(socialRoutes, {
    service: new SocialService(new SocialRepository(db), new ReportRepository(db), links),
    secureCookies: config.publicUrl.startsWith('https:'),
    allowedOrigins: config.auth.allowedOrigins,
    callers,
  });
  await app.register(resumeRoutes, { service: new ResumeService(new ResumeRepository(db), stories) });
  const accounts = new AccountRepository(db, { rowLocks: config.database.kind === 'postgres' });
  await app.register(accountRoutes, {
    service: new AccountService({ accounts, media, queue: jobs, voices, signer }),
    media,
    signer,
  });
  await registerWeb(app, config, media, {
    sharedStory: storyPreviews(reader, config.publicUrl),
    archive: archiveFirstPage(reader),
    voiceOptions: () => voiceOptions(providers),
  });
  await app.register(privateMediaRoutes, { config, links, media });
}

function createFastify(config: Config, deps: AppDeps): FastifyInstance {
  return Fastify({
    logger: {
      level: config.logLevel,
      // Signed links and OAuth codes work for whoever reads them: the log keeps none.
      serializers: { req: serializeRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // One line per request instead of Fastify's two.
    logController: new RequestLog(),
    // The router refuses a path parameter over its limit with a bare 414 before any schema runs;
    // a higher ceiling leaves over-long ids to the routes' schemas, which answer the usual 400.
    routerOptions: { maxParamLength: 1000 },
    // An address the router cannot read (bad percent-encoding, a path parameter past that ceiling)
    // gets the API's own error shape.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply).status(400).send(errorBody(badRequest(MESSAGES.invalidRequest, error.message))),
    // Off by default: only behind the proxies the operator names is X-Forwarded-For the client's address.
    trustProxy: config.trustProxy,
  });
}

/** Says in the log which ffmpeg makes narration and videos, loudly when it is the old packaged build. */
function announceFfmpeg(app: FastifyInstance, ffmpegPath: string | null) {
  const ffmpeg = useFfmpeg(chooseFfmpeg(ffmpegPath));
  if (ffmpeg.source === 'packaged') {
    app.log.warn(
      { ffmpeg: ffmpeg.path },
      'using the ffmpeg packaged with the server, a build from 2018: install a current ffmpeg or set FFMPEG_PATH',
    );
  } else {
    app.log.info({ ffmpeg: ffmpeg.path, source: ffmpeg.source }, 'ffmpeg chosen');
  }
}

/**
 * The sweep runs at start and then hourly, when there is anything it may remove (old stories under
 * RETAIN_ANONYMOUS_DAYS, or downloads); its id, one per hour, keeps it to one run an hour.
 */
async function scheduleRetentionSweep(
  log: FastifyBaseLogger,
  jobs: JobQueue,
  media: MediaStore,
  anonymousDays: number | null,
): Promise<NodeJS.Timeout> {
  const sweep = async () => {
    try {
      if (anonymousDays === null && (await media.exports()).length === 0) return;
      const now = Date.now();
      await jobs.enqueue(
        'retention.sweep',
        { hour: new Date(now).toISOString().slice(0, 13) },
        retentionJobId(now),
      );
    } catch (error) {
      log.error({ err: error }, 'could not queue the retention sweep');
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return timer;
}
