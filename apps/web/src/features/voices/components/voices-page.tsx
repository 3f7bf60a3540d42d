import { type CloneEngine, LIMITS, type User, type VoiceClone } from '@storyloom/contract';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { MicIcon, RefreshIcon, SparklesIcon, UploadIcon, WandIcon } from '../../../components/icons.tsx';
import { useNotify } from '../../../components/notices.tsx';
import { PageHeader, ScreenFrame } from '../../../components/page-header.tsx';
import { PlusIcon } from '../../../components/story-icons.tsx';
import { EmptyState } from '../../../components/story-list-states.tsx';
import { paths } from '../../../config/paths.ts';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDeleteVoiceClone } from '../api/delete-voice-clone.ts';
import { useMyVoices } from '../api/get-my-voices.ts';
import { VoiceCloneForm } from './voice-clone-form.tsx';
import { VoiceCloneList } from './voice-clone-list.tsx';
import { ShieldIcon } from './voice-icons.tsx';

const { min, max } = LIMITS.voiceSampleRecommendedSeconds;

const STEPS = [
  {
    icon: MicIcon,
    title: `Record ${min}–${max} seconds`,
    text: 'Read a favourite story aloud in a quiet room, in your usual storytelling voice.',
  },
  {
    icon: UploadIcon,
    title: 'Upload and name it',
    text: 'Upload the recording (WAV, MP3 or M4A), or record it right here, and give the voice a name.',
  },
  {
    icon: WandIcon,
    title: 'Use it in the generator',
    text: 'Pick your voice, marked with 💎, in the Story Generator, or change a story’s voice in the player.',
  },
];

/** What this server's engine really does with a sample, so nobody expects more than they get. */
const ENGINE_NOTES: Record<CloneEngine, { title: string; text: string }> = {
  builtin: {
    title: 'Voice match, not a true clone',
    text: 'This server has no voice-cloning service, so Storyloom measures your sample’s pitch, pace and brightness and tunes one of its built-in voices to come as close as it can. Stories will sound like a built-in voice in your register, not exactly like you.',
  },
  elevenlabs: {
    title: 'Cloned with ElevenLabs',
    text: 'Your sample is sent to ElevenLabs, which makes an instant clone of your voice to read your stories.',
  },
  speechify: {
    title: 'Cloned with Speechify',
    text: 'Your sample is sent to Speechify, with your name and email as your consent, to clone your voice for your stories.',
  },
};

function HowItWorks() {
  return (
    <section
      aria-labelledby="voices-how"
      className="rounded-[2rem] bg-grape-50 p-6 ring-1 ring-grape-100 sm:p-8"
    >
      <h2 id="voices-how" className="text-2xl font-semibold text-grape-800">
        How it works
      </h2>
      <ol className="mt-5 grid gap-5 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-white text-grape-700 shadow-soft">
              <step.icon className="size-5" />
            </span>
            <div>
              <h3 className="font-display text-lg font-semibold text-grape-800">
                {index + 1}. {step.title}
              </h3>
              <p className="text-ink-soft">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-6 flex items-start gap-2 rounded-2xl bg-white px-4 py-3 text-ink ring-1 ring-grape-100">
        <ShieldIcon className="mt-0.5 size-5 shrink-0 text-mint-700" />
        <span>
          <strong>Your voice data is private.</strong> Your samples and voices are used only for your own
          stories and are never shown or shared with anyone else. Deleting a voice deletes its sample too.
        </span>
      </p>
    </section>
  );
}

function MyVoices({ user }: { user: User }) {
  const voices = useMyVoices(user.uid);
  const deletion = useDeleteVoiceClone(user.uid);
  const [formOpen, setFormOpen] = useState(false);

  const notify = useNotify();
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
      <title>My Voices · Storyloom</title>
      <PageHeader
        eyebrow="Voice Cloning"
        eyebrowIcon={SparklesIcon}
        title="My Voices"
        description="Let a familiar voice read every bedtime story aloud."
        actions={
          !formOpen && (
            <button type="button" onClick={() => setFormOpen(true)} className="btn btn-primary px-6 py-3">
              <PlusIcon className="size-5" />
              Create New Voice Clone
            </button>
          )
        }
      />

      <div className="mt-10 flex flex-col gap-8">
        {cloning && !cloning.premium && (
          <p className="rounded-2xl bg-sunny-200/60 px-5 py-4 text-ink ring-1 ring-sunny-300">
            <strong>Premium feature.</strong> {errorText.message('premiumRequired')}
          </p>
        )}
        {engineNote && (
          <aside
            aria-label="About voice cloning on this server"
            className="rounded-2xl bg-sky-50 px-5 py-4 ring-1 ring-sky-200"
          >
            <p className="font-display text-lg font-semibold text-sky-700">{engineNote.title}</p>
            <p className="mt-1 text-ink">{engineNote.text}</p>
          </aside>
        )}

        {formOpen && <VoiceCloneForm uid={user.uid} onDone={() => setFormOpen(false)} />}

        <section aria-labelledby="voices-list">
          <h2 id="voices-list" className="mb-4 text-2xl font-semibold text-grape-800">
            Your voices
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
                Retry
              </button>
            </div>
          ) : !voices.data ? (
            <p role="status" className="text-ink-soft">
              Loading your voices...
            </p>
          ) : clones.length === 0 ? (
            <EmptyState icon={MicIcon} title="No voice clones yet">
              <p>Create one and it appears here, ready to read your stories.</p>
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
              Ready to use?{' '}
              <Link to={paths.generate.getHref()} className="font-bold text-grape-700 underline">
                Make a story with your voice
              </Link>
            </p>
          )}
        </section>

        <HowItWorks />
      </div>
      {asking && (
        <ConfirmDialog
          title={`Delete the voice “${asking.voice_name}”?`}
          message={errorText.message('deleteCloneConfirm')}
          confirmLabel="Delete voice"
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
  if (loading) {
    return (
      <ScreenFrame>
        <p role="status" className="text-ink-soft">
          Loading your voices...
        </p>
      </ScreenFrame>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <MyVoices user={user} />;
}
