import { pluralize, type User } from '@storyloom/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { DownloadIcon, UserCircleIcon } from '../../../components/icons.tsx';
import { PageHeader, ScreenFrame } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { formatShortDateTime } from '../../../lib/format-date.ts';
import { useAccount } from '../api/get-account.ts';
import { useExport } from '../api/get-export.ts';
import { useStartExport } from '../api/start-export.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const section = 'rounded-[2rem] bg-white p-6 shadow-soft ring-1 ring-cream-300/60 sm:p-8';

function WhatIsKept({ uid }: { uid: string }) {
  const account = useAccount(uid);
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
        Loading your account...
      </p>
    );
  }
  const { email, display_name, counts } = account.data;
  const kept = [
    pluralize(counts.stories, 'story', 'stories'),
    pluralize(counts.voice_clones, 'voice clone'),
    pluralize(counts.print_orders, 'print order'),
    pluralize(counts.bookmarks, 'bookmark'),
    pluralize(counts.likes, 'like'),
  ];
  return (
    <>
      <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-ink-soft">Email (from sign-in)</dt>
        <dd className="font-semibold">{email}</dd>
        <dt className="text-ink-soft">Name (from sign-in)</dt>
        <dd className="font-semibold">{display_name ?? '—'}</dd>
      </dl>
      <ul aria-label="What is kept" className="mt-5 flex flex-wrap gap-2">
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
        Download my data
      </h2>
      <p className="mt-2 text-ink-soft">
        A zip with every story’s text, settings, pictures and narration, your voice recordings, bookmarks,
        likes and print orders. It takes a moment to prepare; the link works for one hour.
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="button" onClick={() => start.mutate()} disabled={preparing} className="btn btn-primary">
          <DownloadIcon className="size-5" />
          {start.isSuccess && !failed ? 'Prepare a new download' : 'Download my data'}
        </button>
        {preparing && (
          <p role="status" className="text-ink-soft">
            Preparing your download...
          </p>
        )}
        {status === 'ready' && state.data?.download_url && (
          <p role="status" className="flex flex-wrap items-center gap-3">
            <a href={state.data.download_url} download className="font-bold text-grape-700 underline">
              Download your data (zip)
            </a>
            {state.data.expires_at && (
              <span className="text-sm text-ink-soft">
                Link works until {formatShortDateTime(state.data.expires_at)}
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

  const afterDelete = async () => {
    setDeleting(false);
    await signOut().catch(() => undefined);
    navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <ScreenFrame>
      <title>My Account · Storyloom</title>
      <PageHeader
        eyebrow="Your data"
        eyebrowIcon={UserCircleIcon}
        title="My Account"
        description="What Storyloom keeps for you, a copy of all of it, and leaving."
      />
      <div className="mt-10 flex flex-col gap-8">
        <section aria-labelledby="account-kept" className={section}>
          <h2 id="account-kept" className="mb-4 text-2xl font-semibold text-grape-800">
            What we keep
          </h2>
          <WhatIsKept uid={user.uid} />
          <p className="mt-5 text-ink-soft">
            Where it is kept, for how long and who can see it:{' '}
            <Link to={paths.privacy.getHref()} className="font-bold text-grape-700 underline">
              Privacy
            </Link>
          </p>
        </section>
        <DownloadMyData />
        <section aria-labelledby="account-delete" className={`${section} ring-red-200`}>
          <h2 id="account-delete" className="text-2xl font-semibold text-red-800">
            Delete my account
          </h2>
          <p className="mt-2 text-ink-soft">
            Deletes every story, public ones too, your voices and everything else, and signs you out
            everywhere.
          </p>
          <button
            type="button"
            onClick={() => setDeleting(true)}
            className="btn mt-5 bg-red-700 text-white hover:bg-red-800"
          >
            Delete my account
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
  if (loading) {
    return (
      <ScreenFrame>
        <p role="status" className="text-ink-soft">
          Loading your account...
        </p>
      </ScreenFrame>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <MyAccount user={user} signOut={signOut} />;
}
