import type { CloneEngine, VoiceClone } from '@storyloom/contract';
import { MicIcon } from '../../../components/icons.tsx';
import { TrashIcon } from '../../../components/story-icons.tsx';
import type { MessageKey } from '../../../i18n/catalog.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useShortDates } from '../../../lib/use-short-dates.ts';
import { describeVoiceMatch } from '../model/describe-voice-match.ts';

const ENGINE_LABELS: Record<CloneEngine, MessageKey> = {
  elevenlabs: 'account.engineElevenlabs',
  speechify: 'account.engineSpeechify',
  builtin: 'account.engineBuiltin',
};

/** What a builtin voice match came to, in plain words: it is a tuned builtin voice, not a clone. */
function MatchDetails({ clone }: { clone: VoiceClone }) {
  const { match } = clone;
  const t = useT();
  if (!match) return null;
  const { pitch, pace } = describeVoiceMatch(match);
  return (
    <p className="mt-1 text-sm text-ink-soft">
      <span className="font-semibold text-ink">
        {t('account.voiceMatchSummary', { pitch: t(pitch), pace: t(pace) })}
      </span>
      <span className="block">{t('account.matchedBaseVoice', { voice: match.base_voice })}</span>
    </p>
  );
}

interface VoiceCloneListProps {
  clones: VoiceClone[];
  deletingId: string | null;
  onDelete: (clone: VoiceClone) => void;
}

/** The user's clones with their created date (product §9's short form) and a delete button. */
export function VoiceCloneList({ clones, deletingId, onDelete }: VoiceCloneListProps) {
  const t = useT();
  const { shortDate } = useShortDates();
  return (
    <ul aria-label={t('account.yourVoiceClones')} className="flex flex-col gap-3">
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
                {t('account.createdOn', { date: shortDate(clone.created_at) })}
                {clone.engine && (
                  <span className="ms-2 rounded-full bg-grape-50 px-2.5 py-0.5 text-sm font-bold text-grape-700 ring-1 ring-grape-100">
                    {t(ENGINE_LABELS[clone.engine])}
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
              aria-label={t('account.deleteVoiceNamed', { name: clone.voice_name })}
              className="btn px-4 py-2 text-peach-700 ring-2 ring-peach-200 hover:bg-peach-50 hover:ring-peach-300"
            >
              <TrashIcon className="size-5" />
              {deleting ? t('account.deleting') : t('account.delete')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
