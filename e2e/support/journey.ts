import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

/** The built server and Chromium that a journey file's tests share. */
export interface ServerAndBrowser {
  server: RunningServer;
  browser: Browser;
}

/** A journey file's server and browser, and the one page its tests go through in turn. */
export interface ServerAndPage extends ServerAndBrowser {
  page: Page;
}

/** The server's own settings, worked out once the file's earlier `beforeAll`s have run. */
export type ServerEnv = () => Record<string, string>;

/** Starts the server and Chromium before the file's tests and stops them after. */
export function useServerAndBrowser(serverEnv: ServerEnv = () => ({})): ServerAndBrowser {
  const shared = {} as ServerAndBrowser;
  beforeAll(async () => {
    [shared.server, shared.browser] = await Promise.all([startServer(serverEnv()), launchBrowser()]);
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.server?.stop();
  });
  return shared;
}

/** As `useServerAndBrowser`, and opens the shared page in a context of its own, e.g. a phone's. */
export function useServerAndPage(context: BrowserContextOptions, serverEnv?: ServerEnv): ServerAndPage {
  const shared = useServerAndBrowser(serverEnv) as ServerAndPage;
  beforeAll(async () => {
    shared.page = await (await shared.browser.newContext(context)).newPage();
  });
  return shared;
}
