import { randomBytes } from 'node:crypto';
import { type AccountExportState, type AccountSummary, MESSAGES, type User } from '@storyloom/contract';
import { AppError, badRequest, notFound, unauthorized } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import type { MediaStore } from '../../platform/media.ts';
import type { UrlSigner } from '../../platform/signed-urls.ts';
import { generationJobId } from '../stories/progress.ts';
import { type AccountRepository, exportJobId, type UserRow } from './repository.ts';

/** How long a download link works, and its zip is kept. */
export const EXPORT_TTL_SECONDS = 60 * 60;

export const exportDownloadPath = (exportId: string) =>
  `/v1/account/export/${encodeURIComponent(exportId)}/download`;

export interface AccountServiceDeps {
  accounts: AccountRepository;
  media: MediaStore;
  /** The queue keeps each download's job: whose it is and how far it has got. */
  queue: Pick<JobQueue, 'enqueue' | 'cancel' | 'find' | 'findBy'>;
  /** Deletes a clone with its sample and the cloning service's voice (features/voices). */
  voices: { remove(user: User, cloneId: string): Promise<void> };
  signer: UrlSigner;
  now?: () => number;
}

const EXPORT_STATUS: Record<string, AccountExportState['status']> = {
  queued: 'pending',
  running: 'pending',
  done: 'ready',
  failed: 'failed',
  cancelled: 'failed',
};

const toUser = (row: UserRow): User => ({
  uid: row.id,
  email: row.email,
  displayName: row.display_name,
  photoURL: row.photo_url,
});

/** A parent's own data: what is kept, a download of all of it, and deleting the account. */
export class AccountService {
  private readonly now: () => number;

  constructor(private readonly deps: AccountServiceDeps) {
    this.now = deps.now ?? Date.now;
  }

  private async account(viewer: string | null): Promise<UserRow> {
    const user = viewer ? await this.deps.accounts.user(viewer) : undefined;
    if (!user) throw unauthorized();
    return user;
  }

  async summary(viewer: string | null): Promise<AccountSummary> {
    const user = await this.account(viewer);
    return {
      ok: true,
      email: user.email,
      display_name: user.display_name,
      created_at: user.created_at,
      counts: await this.deps.accounts.counts(user.id),
    };
  }

  /** Queues the making of a download; the worker writes it off the request. */
  async startExport(viewer: string | null): Promise<string> {
    const user = await this.account(viewer);
    const exportId = randomBytes(16).toString('base64url');
    await this.deps.queue.enqueue('account.export', { exportId, userId: user.id }, exportJobId(exportId));
    return exportId;
  }

  /** How a download is getting on; when ready, a signed link that works for an hour after it was made. */
  async exportState(viewer: string | null, exportId: string): Promise<AccountExportState> {
    const user = await this.account(viewer);
    const job = await this.deps.queue.find(exportJobId(exportId));
    // Someone else's download is as unknown as one that never was.
    if (job?.name !== 'account.export' || job.payload.userId !== user.id) {
      throw notFound(MESSAGES.exportNotFound);
    }
    const status = EXPORT_STATUS[job.status] ?? 'failed';
    if (status !== 'ready') return { status };
    const expiresAt = Date.parse(job.updatedAt) + EXPORT_TTL_SECONDS * 1000;
    const ttl = Math.floor((expiresAt - this.now()) / 1000);
    if (ttl <= 0) throw new AppError(410, 'gone', MESSAGES.exportExpired);
    return {
      status,
      download_url: this.deps.signer.sign(exportDownloadPath(exportId), ttl),
      expires_at: new Date(expiresAt).toISOString(),
    };
  }

  /** Deletes the caller's account when `confirm` is its email (any letter case); otherwise changes nothing. */
  async deleteAccount(viewer: string | null, confirm: string): Promise<void> {
    const user = await this.account(viewer);
    if (confirm.trim().toLowerCase() !== user.email.trim().toLowerCase()) {
      throw badRequest(MESSAGES.deleteAccountConfirmMismatch);
    }
    await this.erase(user);
  }

  /**
   * Erases an account: its clones (and the cloning service's voices), every story (public ones
   * too) with its files, bookmarks, likes, reports, sessions (every device is signed out) and
   * downloads; print orders lose their files and stay only as anonymised rows.
   */
  async erase(user: UserRow): Promise<void> {
    const { accounts, media, queue } = this.deps;
    const owners = await accounts.fileOwners(user.id);
    const exports = (await queue.findBy('account.export', 'userId', user.id)).map(
      (job) => job.payload.exportId,
    );
    for (const cloneId of owners.clones) await this.deps.voices.remove(toUser(user), cloneId);
    for (const storyId of owners.stories) await queue.cancel(generationJobId(storyId));
    for (const exportId of exports) await queue.cancel(exportJobId(exportId));
    // The files go by what the rows' deletion took: a story claimed since the listing above included.
    const erased = await accounts.erase(user.id, exports);
    for (const storyId of erased.stories.filter((id) => !owners.stories.includes(id))) {
      await queue.cancel(generationJobId(storyId));
    }
    await Promise.all([
      ...erased.stories.map((id) => media.removeStory(id)),
      ...erased.orders.map((id) => media.removeOrder(id)),
      ...exports.map((id) => media.removeExport(id)),
    ]);
  }
}
