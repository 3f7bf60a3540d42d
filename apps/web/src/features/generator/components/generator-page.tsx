import { providerForVoice } from '@storyloom/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AlertIcon, SparklesIcon } from '../../../components/icons.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { usePremiumPlan, useVoiceClones } from '../../../lib/api/get-voice-clones.ts';
import { useVoiceOptions } from '../../../lib/api/get-voice-options.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { buildGenerateRequest, sendsSignLanguage } from '../api/build-generate-request.ts';
import { useCurrentGeneration } from '../hooks/use-current-generation.ts';
import { useEstimateText } from '../hooks/use-estimate-text.ts';
import { reloadPage } from '../lib/reload-page.ts';
import { appearanceForRename, appearanceToSend, rememberAppearance } from '../model/appearance-memory.ts';
import { favouriteThingsForRename, rememberFavouriteThings } from '../model/favourite-things-memory.ts';
import {
  formProblem,
  type GeneratorFormState,
  type GeneratorFormValues,
  initialGeneratorFormState,
  withStoryLanguage,
} from '../model/generator-form-values.ts';
import { defaultVoice, voiceGroups } from '../model/voice-choices.ts';
import { GenerationStatus } from './generation-status.tsx';
import { GeneratorForm } from './generator-form.tsx';
import { type LoadingAnimationKind, pickLoadingAnimation } from './loading-animations.tsx';
import { StoryReady } from './story-ready.tsx';

/** The story generator screen (product §2): the form, then progress, then the story or an error. */
export function GeneratorPage() {
  const { user, loading: authLoading, signInWithGoogle } = useAuth();
  const signedIn = user !== null;
  const options = useVoiceOptions();
  const clones = useVoiceClones(user?.uid ?? null);
  const premium = usePremiumPlan(user?.uid ?? null);
  const { state, start, reset } = useCurrentGeneration();
  const errorText = useErrorText();
  const [formState, setForm] = useState<GeneratorFormState>(initialGeneratorFormState);
  const { locale } = useLocale();
  // Kept from render to render, like `update`, so the form's sections, which are memoized, are not
  // drawn again when only the sign-in, the voices or the generation changes.
  const form = useMemo(() => withStoryLanguage(formState, locale), [formState, locale]);
  // Picked per run; a parent coming back to a story still being made sees one too.
  const [animation, setAnimation] = useState<LoadingAnimationKind>(pickLoadingAnimation);
  const formRef = useRef<HTMLDivElement>(null);
  const t = useT();

  const lists = options.data?.voices;
  const voice = form.voice ?? defaultVoice(lists);
  const groups = useMemo(() => voiceGroups(lists, clones.data ?? []), [lists, clones.data]);
  const problem = useMemo(() => formProblem(form), [form]);
  const signLanguage = sendsSignLanguage(form, { signedIn, premium: premium.data });
  const estimate = useEstimateText(
    {
      scenes: form.scenes,
      sentencesPerScene: form.sentencesPerScene,
      ttsProvider: providerForVoice(voice, { elevenlabs: lists?.elevenlabs ?? [], builtin: lists?.builtin }),
      imageMode: form.imageMode,
      audioOnly: form.audioOnly,
      backgroundMusic: form.backgroundMusic,
      signLanguage,
    },
    options.data?.engines,
  );
  const generating = state.status === 'generating';

  const update = useCallback(
    (patch: Partial<GeneratorFormValues>) =>
      setForm((current) => {
        const renamed = patch.childName !== undefined && patch.childName !== current.childName;
        return renamed
          ? {
              ...current,
              ...patch,
              appearance: appearanceForRename(current.childName, patch.childName ?? '', current.appearance),
              favouriteThings: favouriteThingsForRename(
                current.childName,
                patch.childName ?? '',
                current.favouriteThings,
              ),
            }
          : { ...current, ...patch };
      }),
    [],
  );

  // product §8: the auth provider has already logged a failed sign-in, and the user is shown no
  // message, so there is nothing left to do with the rejection.
  const signIn = () => {
    signInWithGoogle().catch(() => {});
  };

  const generate = () => {
    setAnimation(pickLoadingAnimation());
    rememberAppearance(form.childName, appearanceToSend(form.appearance));
    rememberFavouriteThings(form.childName, form.favouriteThings);
    void start(buildGenerateRequest(form, { voice, voiceLists: lists, signedIn, premium: premium.data }), {
      childName: form.childName.trim(),
      sceneCount: form.scenes,
      audioOnly: form.audioOnly,
      signLanguage,
      estimate,
    });
  };

  // A new story starts from the form, which is right below the panel.
  const makeAnother = () => {
    reset();
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };

  return (
    <div className="bg-hero-glow">
      <DocumentTitle title={t('common.pageTitle', { page: t('generator.title') })} />
      <div className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 md:pt-14">
        <header className="text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-grape-700 shadow-soft ring-1 ring-grape-100">
            <SparklesIcon className="size-4 text-peach-400" />
            {t('generator.tagline')}
          </p>
          <h1 className="mt-4 text-4xl font-semibold text-grape-800 sm:text-5xl">{t('generator.title')}</h1>
          <p className="mx-auto mt-3 max-w-xl text-lg text-pretty text-ink-soft">{t('generator.intro')}</p>
        </header>

        {(state.status === 'generating' || state.status === 'success') && (
          <div className="mt-10">
            {state.status === 'generating' ? (
              <GenerationStatus
                childName={state.run.childName}
                audioOnly={state.run.audioOnly}
                bundleId={state.bundleId}
                progress={state.progress}
                estimate={state.run.estimate}
                animation={animation}
              />
            ) : (
              <StoryReady bundleId={state.bundleId} onMakeAnother={makeAnother} />
            )}
          </div>
        )}

        <div ref={formRef} className="mt-10">
          <GeneratorForm
            form={form}
            onChange={update}
            onSubmit={generate}
            onReset={reloadPage}
            signedIn={signedIn}
            authLoading={authLoading}
            onSignIn={signIn}
            premium={premium.data}
            voice={voice}
            voiceGroups={groups}
            voicesLoading={options.isPending}
            imageModes={options.data?.imageModes}
            problem={problem}
            estimate={estimate}
            generating={generating}
          />
        </div>

        {state.status === 'error' && (
          <div
            role="alert"
            className="mt-6 flex items-start gap-3 rounded-2xl bg-red-50 p-4 font-semibold text-red-800 ring-2 ring-red-200"
          >
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            <p>{errorText.of(state.message)}</p>
          </div>
        )}
      </div>
    </div>
  );
}
