import type { CloneEngine, VoiceClone } from '@storyloom/contract';
import { MicIcon } from '../../../components/icons.tsx';
import { TrashIcon } from '../../../components/story-icons.tsx';
import { formatShortDate } from '../../../lib/format-date.ts';
import { describeVoiceMatch } from '../model/describe-voice-match.ts';

const ENGINE_LABELS: Record<CloneEngine, string> = {
  elevenlabs: 'ElevenLabs clone',
  speechify: 'Speechify clone',
  builtin: 'Voice match',
};

/** What a builtin voice match came to, in plain words: it is a tuned builtin voice, not a clone. */
function MatchDetails({ clone }: { clone: VoiceClone }) {
  const { match } = clone;
  if (!match) return null;
  return (
    <p className="mt-1 text-sm text-ink-soft">
      <span className="font-semibold text-ink">{describeVoiceMatch(match)}</span>
      <span className="block">Our voice {match.base_voice}, tuned to sound more like you.</span>
    </p>
  );
}

interface VoiceCloneListProps {
  clones: VoiceClone[];
  deletingId: string | null;
  onDelete: (clone: VoiceClone) => void;
}

/** The user's clones with their created date (en-US short form, product §9) and a delete button. */
export function VoiceCloneList({ clones, deletingId, onDelete }: VoiceCloneListProps) {
  return (
    <ul aria-label="Your voice clones" className="flex flex-col gap-3">
      {clones.map((clone) => {
        const deleting = deletingId === clone.id;
        return (
          <li
            key={clone.id}
            className="flex flex-wrap items-center gap-4 rounded-[1.5rem] bg-white p-4 shadow-soft ring-1 ring-cream-300/70 sm:p-5"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-peach-100 text-peach-700">
              <MicIcon className="size-6" />
            </span>
            <div className="min-w-0 flex-1 basis-48">
              <h3 className="truncate text-xl font-semibold text-grape-800">
                <span aria-hidden="true">💎 </span>
                {clone.voice_name}
              </h3>
              <p className="text-ink-soft">
                Created {formatShortDate(clone.created_at)}
                {clone.engine && (
                  <span className="ml-2 rounded-full bg-grape-50 px-2.5 py-0.5 text-sm font-bold text-grape-700 ring-1 ring-grape-100">
                    {ENGINE_LABELS[clone.engine]}
                  </span>
                )}
              </p>
              <MatchDetails clone={clone} />
            </div>
            <button
              type="button"
              onClick={() => onDelete(clone)}
              disabled={deleting}
              aria-busy={deleting || undefined}
              aria-label={`Delete ${clone.voice_name}`}
              className="btn px-4 py-2 text-peach-700 ring-2 ring-peach-200 hover:bg-peach-50 hover:ring-peach-300"
            >
              <TrashIcon className="size-5" />
              {deleting ? 'Deleting...' : 'Delete'}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
