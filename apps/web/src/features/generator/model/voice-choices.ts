import {
  GENERATOR_DEFAULTS,
  type VoiceClone,
  type VoiceLists,
  voiceValueForClone,
} from '@storyloom/contract';
import type { MessageKey } from '../../../i18n/catalog.ts';

export interface VoiceChoice {
  value: string;
  label: string;
}

export interface VoiceGroup {
  /** The group's name, said in the interface's language. */
  label: MessageKey;
  voices: VoiceChoice[];
}

/** Marks cloned voices in the select (product §2). */
export const CLONE_MARK = '💎';

/** The option group holding the user's clones. */
export const CLONES_GROUP: MessageKey = 'generator.voicesCloned';

const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The voice select's option groups, in order: builtin, OpenAI, ElevenLabs, then the user's clones.
 * Empty groups are left out. Without any voice list (they failed to load) the default voice is
 * still offered, since the server accepts it.
 */
export function voiceGroups(lists: VoiceLists | undefined, clones: readonly VoiceClone[]): VoiceGroup[] {
  const toChoice = ({ value, label }: { value: string; label: string }) => ({ value, label });
  const groups: VoiceGroup[] = [
    { label: 'generator.voicesBuiltin', voices: (lists?.builtin ?? []).map(toChoice) },
    {
      label: 'generator.voicesOpenai',
      voices: lists
        ? lists.openai.map(toChoice)
        : [{ value: GENERATOR_DEFAULTS.voice, label: capitalise(GENERATOR_DEFAULTS.voice) }],
    },
    { label: 'generator.voicesElevenlabs', voices: (lists?.elevenlabs ?? []).map(toChoice) },
    {
      label: CLONES_GROUP,
      voices: clones.map((clone) => ({
        value: voiceValueForClone(clone.id),
        label: `${CLONE_MARK} ${clone.voice_name}`,
      })),
    },
  ];
  return groups.filter((group) => group.voices.length > 0);
}

/** The voice used until the parent picks one: alloy when offered, otherwise the first builtin voice. */
export function defaultVoice(lists: VoiceLists | undefined): string {
  if (!lists) return GENERATOR_DEFAULTS.voice;
  if (lists.openai.some((voice) => voice.value === GENERATOR_DEFAULTS.voice)) return GENERATOR_DEFAULTS.voice;
  return (
    lists.builtin?.[0]?.value ??
    lists.openai[0]?.value ??
    lists.elevenlabs[0]?.value ??
    GENERATOR_DEFAULTS.voice
  );
}
