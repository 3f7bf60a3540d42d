import { type CloneEngine, LIMITS, type User, type VoiceClone } from '@storyloom/contract';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { MicIcon, RefreshIcon, SparklesIcon, UploadIcon, WandIcon } from '../../../components/icons.tsx';
import { useNotify } from '../../../components/notices.tsx';
import { PageHeader, ScreenFrame } from '../../../components/page-header.tsx';
import { PlusIcon } from '../../../components/story-icons.tsx';
import { EmptyState } from '../../../components/story-list-states.tsx';
import { paths } from '../../../config/paths.ts';
import type { MessageKey } from '../../../i18n/catalog.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useRich, useT } from '../../../i18n/use-t.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDeleteVoiceClone } from '../api/delete-voice-clone.ts';
import { useMyVoices } from '../api/get-my-voices.ts';
import { VoiceCloneForm } from './voice-clone-form.tsx';
import { VoiceCloneList } from './voice-clone-list.tsx';
import { ShieldIcon } from './voice-icons.tsx';

const { min, max } = LIMITS.voiceSampleRecommendedSeconds;

const STEPS: { icon: typeof MicIcon; title: MessageKey; text: MessageKey }[] = [
  { icon: MicIcon, title: 'account.stepRecordTitle', text: 'account.stepRecordText' },
  { icon: UploadIcon, title: 'account.stepUploadTitle', text: 'account.stepUploadText' },
  { icon: WandIcon, title: 'account.stepUseTitle', text: 'account.stepUseText' },
];

/** What this server's engine really does with a sample, so nobody expects more than they get. */
const ENGINE_NOTES: Record<CloneEngine, { title: MessageKey; text: MessageKey }> = {
  builtin: { title: 'account.builtinNoteTitle', text: 'account.builtinNoteText' },
  elevenlabs: { title: 'account.elevenlabsNoteTitle', text: 'account.elevenlabsNoteText' },
  speechify: { title: 'account.speechifyNoteTitle', text: 'account.speechifyNoteText' },
};

function HowItWorks() {
  const t = useT();
  const rich = useRich();
  return (
    <section
      aria-labelledby="voices-how"
      className="rounded-[2rem] bg-grape-50 p-6 ring-1 ring-grape-100 sm:p-8"
    >
      <h2 id="voices-how" className="text-2xl font-semibold text-grape-800">
        {t('account.howItWorks')}
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-grape-700 shadow-soft">
              <step.icon className="size-5" />
            </span>
            <div>
              <h3 className="font-display text-lg font-semibold text-grape-800">
                {t('account.stepHeading', { number: index + 1, title: t(step.title, { min, max }) })}
              </h3>
              <p className="text-ink-soft">{t(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 flex items-start gap-2 rounded-2xl bg-white px-4 py-3 text-ink ring-1 ring-grape-100">
        <ShieldIcon className="mt-0.5 size-5 shrink-0 text-mint-700" />
        <span>{rich('account.voiceDataPrivate', { strong: (text) => <strong>{text}</strong> })}</span>
      </p>
    </section>
  );
}

function MyVoices({ user }: { user: User }) {
  const voices = useMyVoices(user.uid);
  const deletion = useDeleteVoiceClone(user.uid);
  const [formOpen, setFormOpen] = useState(false);

  const notify = useNotify();
  const t = useT();
  const rich = useRich();
  const errorText = useErrorText();
  // The voice whose Delete was pressed, while the parent is asked to confirm.
  const [asking, setAsking] = useState<VoiceClone | null>(null);
  const deleteClone = (clone: VoiceClone) => {
    setAsking(null);
    deletion.mutate(clone.id, { onError: () => notify({ message: errorText.message('deleteCloneFailed') }) });
  };

  const cloning = voices.data?.cloning;
  const engineNote = cloning ? ENGINE_NOTES[cloning.engine] : null;
  const clones = voices.data?.clones ?? [];

  return (
    <ScreenFrame>
      <DocumentTitle title={t('account.voicesDocumentTitle')} />
      <PageHeader
        eyebrow={t('account.voicesEyebrow')}
        eyebrowIcon={SparklesIcon}
        title={t('account.voicesTitle')}
        description={t('account.voicesDescription')}
        actions={
          !formOpen && (
            <button type="button" onClick={() => setFormOpen(true)} className="btn btn-primary px-6 py-3">
              <PlusIcon className="size-5" />
              {t('account.createNewVoiceClone')}
            </button>
          )
        }
      />

      <div className="mt-10 flex flex-col gap-8">
        {cloning && !cloning.premium && (
          <p className="rounded-2xl bg-sunny-200/60 px-5 py-4 text-ink ring-1 ring-sunny-300">
            {rich('account.premiumFeature', {
              strong: (text) => <strong>{text}</strong>,
              problem: errorText.message('premiumRequired'),
            })}
          </p>
        )}
        {engineNote && (
          <aside
            aria-label={t('account.aboutCloningHere')}
            className="rounded-2xl bg-sky-50 px-5 py-4 ring-1 ring-sky-200"
          >
            <p className="font-display text-lg font-semibold text-sky-700">{t(engineNote.title)}</p>
            <p className="mt-1 text-ink">{t(engineNote.text)}</p>
          </aside>
        )}

        {formOpen && <VoiceCloneForm uid={user.uid} onDone={() => setFormOpen(false)} />}

        <section aria-labelledby="voices-list">
          <h2 id="voices-list" className="mb-4 text-2xl font-semibold text-grape-800">
            {t('account.yourVoices')}
          </h2>
          {voices.isError && !voices.data ? (
            <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-red-50 px-5 py-4 ring-1 ring-red-200">
              <p role="alert" className="font-semibold text-red-800">
                {errorText.message('loadClonesFailed')}
              </p>
              <button
                type="button"
                onClick={() => void voices.refetch()}
                disabled={voices.isFetching}
                className="btn btn-secondary px-4 py-2"
              >
                <RefreshIcon className={`size-5 ${voices.isFetching ? 'motion-safe:animate-spin' : ''}`} />
                {t('account.retry')}
              </button>
            </div>
          ) : !voices.data ? (
            <p role="status" className="text-ink-soft">
              {t('account.loadingVoices')}
            </p>
          ) : clones.length === 0 ? (
            <EmptyState icon={MicIcon} title={t('account.noVoiceClones')}>
              <p>{t('account.noVoiceClonesHint')}</p>
            </EmptyState>
          ) : (
            <VoiceCloneList
              clones={clones}
              deletingId={deletion.isPending ? (deletion.variables ?? null) : null}
              onDelete={setAsking}
            />
          )}
          {clones.length > 0 && (
            <p className="mt-4 text-ink-soft">
              {rich('account.readyToUse', {
                link: (text) => (
                  <Link to={paths.generate.getHref()} className="font-bold text-grape-700 underline">
                    {text}
                  </Link>
                ),
              })}
            </p>
          )}
        </section>

        <HowItWorks />
      </div>
      {asking && (
        <ConfirmDialog
          title={t('account.deleteVoiceQuestion', { name: asking.voice_name })}
          message={errorText.message('deleteCloneConfirm')}
          confirmLabel={t('account.deleteVoice')}
          onConfirm={() => deleteClone(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </ScreenFrame>
  );
}

/** Voice Cloning / My Voices (product §2): the signed-in user's cloned voices, to make and delete. */
export function VoicesPage() {
  const { user, loading } = useAuth();
  const t = useT();
  if (loading) {
    return (
      <ScreenFrame>
        <p role="status" className="text-ink-soft">
          {t('account.loadingVoices')}
        </p>
      </ScreenFrame>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <MyVoices user={user} />;
}
