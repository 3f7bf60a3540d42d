import type { User } from '@storyloom/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { DownloadIcon, UserCircleIcon } from '../../../components/icons.tsx';
import { PageHeader, ScreenFrame } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useRich, useT } from '../../../i18n/use-t.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useShortDates } from '../../../lib/use-short-dates.ts';
import { useAccount } from '../api/get-account.ts';
import { useExport } from '../api/get-export.ts';
import { useStartExport } from '../api/start-export.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const section = 'rounded-[2rem] bg-white p-6 shadow-soft ring-1 ring-cream-300/60 sm:p-8';

function WhatIsKept({ uid }: { uid: string }) {
  const account = useAccount(uid);
  const t = useT();
  const errorText = useErrorText();
  if (account.isError && !account.data) {
    return (
      <p role="alert" className="font-semibold text-red-800">
        {errorText.message('loadAccountFailed')}
      </p>
    );
  }
  if (!account.data) {
    return (
      <p role="status" className="text-ink-soft">
        {t('account.loadingAccount')}
      </p>
    );
  }
  const { email, display_name, counts } = account.data;
  const kept = [
    t('account.keptStories', { count: counts.stories }),
    t('account.keptVoiceClones', { count: counts.voice_clones }),
    t('account.keptPrintOrders', { count: counts.print_orders }),
    t('account.keptBookmarks', { count: counts.bookmarks }),
    t('account.keptLikes', { count: counts.likes }),
  ];
  return (
    <>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-ink-soft">{t('account.emailFromSignIn')}</dt>
        <dd className="font-semibold">{email}</dd>
        <dt className="text-ink-soft">{t('account.nameFromSignIn')}</dt>
        <dd className="font-semibold">{display_name ?? '—'}</dd>
      </dl>
      <ul aria-label={t('account.whatIsKept')} className="mt-5 flex flex-wrap gap-2">
        {kept.map((item) => (
          <li key={item} className="rounded-full bg-grape-50 px-4 py-1.5 font-semibold text-grape-800">
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

function DownloadMyData() {
  const start = useStartExport();
  const t = useT();
  const { shortDateTime } = useShortDates();
  const state = useExport(start.data ?? null);
  const status = state.data?.status;
  const preparing =
    start.isPending || status === 'pending' || (start.isSuccess && !state.data && !state.isError);
  const failed = start.isError || state.isError || status === 'failed';
  const errorText = useErrorText();
  const failure = errorText.wait(start.error) ?? errorText.message('exportFailed');

  return (
    <section aria-labelledby="account-download" className={section}>
      <h2 id="account-download" className="text-2xl font-semibold text-grape-800">
        {t('account.downloadMyData')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('account.downloadExplained')}</p>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="button" onClick={() => start.mutate()} disabled={preparing} className="btn btn-primary">
          <DownloadIcon className="size-5" />
          {start.isSuccess && !failed ? t('account.prepareNewDownload') : t('account.downloadMyData')}
        </button>
        {preparing && (
          <p role="status" className="text-ink-soft">
            {t('account.preparingDownload')}
          </p>
        )}
        {status === 'ready' && state.data?.download_url && (
          <p role="status" className="flex flex-wrap items-center gap-3">
            <a href={state.data.download_url} download className="font-bold text-grape-700 underline">
              {t('account.downloadZip')}
            </a>
            {state.data.expires_at && (
              <span className="text-sm text-ink-soft">
                {t('account.linkWorksUntil', { date: shortDateTime(state.data.expires_at) })}
              </span>
            )}
          </p>
        )}
        {failed && (
          <p role="alert" className="font-semibold text-red-800">
            {start.isError ? failure : errorText.message('exportFailed')}
          </p>
        )}
      </div>
    </section>
  );
}

function MyAccount({ user, signOut }: { user: User; signOut: () => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const t = useT();
  const rich = useRich();

  const afterDelete = async () => {
    setDeleting(false);
    await signOut().catch(() => undefined);
    navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <ScreenFrame>
      <DocumentTitle title={t('account.accountDocumentTitle')} />
      <PageHeader
        eyebrow={t('account.accountEyebrow')}
        eyebrowIcon={UserCircleIcon}
        title={t('account.accountTitle')}
        description={t('account.accountDescription')}
      />
      <div className="mt-10 flex flex-col gap-8">
        <section aria-labelledby="account-kept" className={section}>
          <h2 id="account-kept" className="mb-4 text-2xl font-semibold text-grape-800">
            {t('account.whatWeKeep')}
          </h2>
          <WhatIsKept uid={user.uid} />
          <p className="mt-5 text-ink-soft">
            {rich('account.whereItIsKept', {
              link: (text) => (
                <Link to={paths.privacy.getHref()} className="font-bold text-grape-700 underline">
                  {text}
                </Link>
              ),
            })}
          </p>
        </section>
        <DownloadMyData />
        <section aria-labelledby="account-delete" className={`${section} ring-red-200`}>
          <h2 id="account-delete" className="text-2xl font-semibold text-red-800">
            {t('account.deleteMyAccount')}
          </h2>
          <p className="mt-2 text-ink-soft">{t('account.deleteExplained')}</p>
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className="btn mt-5 bg-red-700 text-white hover:bg-red-800"
          >
            {t('account.deleteMyAccount')}
          </button>
        </section>
      </div>
      {deleting && (
        <DeleteAccountDialog
          email={user.email}
          onDeleted={() => void afterDelete()}
          onClose={() => setDeleting(false)}
        />
      )}
    </ScreenFrame>
  );
}

/** My Account: what is kept for the signed-in parent, downloading it and deleting the account. */
export function AccountPage() {
  const { user, loading, signOut } = useAuth();
  const t = useT();
  if (loading) {
    return (
      <ScreenFrame>
        <p role="status" className="text-ink-soft">
          {t('account.loadingAccount')}
        </p>
      </ScreenFrame>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <MyAccount user={user} signOut={signOut} />;
}
