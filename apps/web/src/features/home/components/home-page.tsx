import { LANGUAGES } from '@storyloom/contract';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import {
  ArrowRightIcon,
  BookOpenIcon,
  HeadphonesIcon,
  HeartIcon,
  MicIcon,
  SlidersIcon,
  SparklesIcon,
  WandIcon,
} from '../../../components/icons.tsx';
import { paths } from '../../../config/paths.ts';
import type { MessageKey } from '../../../i18n/catalog.ts';
import { useIntlShape, useRich, useT } from '../../../i18n/use-t.ts';
import { HeroIllustration } from './hero-illustration.tsx';

type IconComponent = ComponentType<{ className?: string }>;

const features: {
  title: MessageKey;
  description: MessageKey;
  to: string;
  action: MessageKey;
  icon: IconComponent;
  tone: string;
  badge?: MessageKey;
}[] = [
  {
    title: 'home.generatorTitle',
    description: 'home.generatorText',
    to: paths.generate.getHref(),
    action: 'home.generatorAction',
    icon: WandIcon,
    tone: 'bg-grape-100 text-grape-700',
  },
  {
    title: 'home.archivesTitle',
    description: 'home.archivesText',
    to: paths.archives.getHref(),
    action: 'home.archivesAction',
    icon: BookOpenIcon,
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    title: 'home.voicesTitle',
    description: 'home.voicesText',
    to: paths.voices.getHref(),
    action: 'home.voicesAction',
    icon: MicIcon,
    tone: 'bg-peach-100 text-peach-700',
    badge: 'home.premium',
  },
];

const steps: { title: MessageKey; description: MessageKey; icon: IconComponent }[] = [
  { title: 'home.stepSettingsTitle', description: 'home.stepSettingsText', icon: SlidersIcon },
  { title: 'home.stepGenerateTitle', description: 'home.stepGenerateText', icon: SparklesIcon },
  { title: 'home.stepListenTitle', description: 'home.stepListenText', icon: HeadphonesIcon },
  { title: 'home.stepShareTitle', description: 'home.stepShareText', icon: HeartIcon },
];

function Hero() {
  const t = useT();
  const rich = useRich();
  return (
    <section className="bg-hero-glow">
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-10 sm:px-6 md:grid-cols-[1.05fr_1fr] md:pt-16 md:pb-14">
        <div className="text-center md:text-start">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-grape-700 shadow-soft ring-1 ring-grape-100">
            <SparklesIcon className="size-4 text-peach-400" />
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-semibold text-grape-800 sm:text-5xl lg:text-6xl">
            {rich('home.heroTitle', {
              hero: (word) => (
                <span className="relative whitespace-nowrap text-peach-600">
                  {word}
                  <svg
                    viewBox="0 0 120 12"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    className="absolute start-0 -bottom-1 h-3 w-full"
                  >
                    <path
                      d="M2 8c30-6 80-8 116-2"
                      fill="none"
                      strokeWidth="5"
                      strokeLinecap="round"
                      className="stroke-peach-300"
                    />
                  </svg>
                </span>
              ),
            })}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-pretty text-ink-soft md:mx-0 md:text-xl">
            {t('home.heroText', { count: LANGUAGES.length })}
          </p>
          <div className="mx-auto mt-8 flex max-w-xs flex-col gap-4 sm:max-w-none sm:flex-row sm:justify-center md:justify-start">
            <Link to={paths.generate.getHref()} className="btn btn-primary px-7 py-3.5 text-lg">
              <WandIcon className="size-5" />
              {t('home.createStory')}
            </Link>
            <Link to={paths.archives.getHref()} className="btn btn-secondary px-6 py-3">
              {t('home.exploreStories')}
              <ArrowRightIcon className="size-5 rtl:-scale-x-100" />
            </Link>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}

function FeatureCards() {
  const t = useT();
  return (
    <section
      aria-labelledby="features-heading"
      className="drawn-near-screen-[64rem] md:drawn-near-screen-[30rem] mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12"
    >
      <h2 id="features-heading" className="text-center text-3xl font-semibold text-grape-800 sm:text-4xl">
        {t('home.featuresTitle')}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {features.map(({ title, description, to, action, icon: FeatureIcon, tone, badge }) => (
          <li
            key={title}
            className="group relative flex flex-col rounded-[2rem] bg-white p-7 shadow-soft ring-1 ring-cream-300/60 transition duration-300 focus-within:ring-grape-300 hover:-translate-y-1 hover:shadow-lift"
          >
            <div className="flex items-start justify-between">
              <span className={`grid size-14 place-items-center rounded-2xl ${tone}`}>
                <FeatureIcon className="size-7" />
              </span>
              {badge && (
                <span className="rounded-full bg-sunny-200 px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
                  {t(badge)}
                </span>
              )}
            </div>
            <h3 className="mt-5 text-2xl font-semibold">{t(title)}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{t(description)}</p>
            <Link
              to={to}
              className="mt-6 inline-flex items-center gap-1.5 self-start font-display text-lg font-semibold text-grape-700 after:absolute after:inset-0 after:rounded-[2rem] after:content-['']"
            >
              {t(action)}
              <ArrowRightIcon className="size-5 transition group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  const t = useT();
  const { formatNumber } = useIntlShape();
  return (
    <section
      aria-labelledby="how-it-works-heading"
      className="drawn-near-screen-[76rem] md:drawn-near-screen-[35rem] mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12"
    >
      <div className="rounded-[2.5rem] bg-grape-50 px-6 py-12 ring-1 ring-grape-100 sm:px-10">
        <h2
          id="how-it-works-heading"
          className="text-center text-3xl font-semibold text-grape-800 sm:text-4xl"
        >
          {t('home.howTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-lg text-center text-lg text-ink-soft">{t('home.howText')}</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, description, icon: StepIcon }, index) => (
            <li key={title} className="relative rounded-3xl bg-white p-6 pt-8 shadow-soft">
              <span
                aria-hidden="true"
                className="absolute start-6 -top-4 grid size-9 place-items-center rounded-full bg-grape-600 font-display text-lg font-semibold text-white ring-4 ring-grape-50"
              >
                {formatNumber(index + 1)}
              </span>
              <StepIcon className="size-8 text-peach-400" />
              <h3 className="mt-3 text-xl font-semibold">{t(title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{t(description)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ClosingCallToAction() {
  const t = useT();
  return (
    <section className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
      <div className="relative overflow-hidden rounded-[2.5rem] bg-grape-700 px-6 py-12 text-center text-white sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -top-16 -right-10 size-56 rounded-full bg-grape-500/60 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-20 -left-10 size-56 rounded-full bg-peach-400/40 blur-2xl"
        />
        <h2 className="relative text-3xl font-semibold sm:text-4xl">{t('home.closingTitle')}</h2>
        <p className="relative mx-auto mt-3 max-w-md text-lg text-balance text-grape-100">
          {t('home.closingText')}
        </p>
        <Link
          to={paths.generate.getHref()}
          className="btn relative mt-8 bg-white px-7 py-3.5 text-lg text-grape-700 shadow-[0_6px_0_0_var(--color-grape-800)] hover:bg-cream-100 focus-visible:outline-white"
        >
          <SparklesIcon className="size-5 text-peach-400" />
          {t('home.startStory')}
        </Link>
      </div>
    </section>
  );
}

/** The landing screen (product §1): what Storyloom does and where to begin. */
export function HomePage() {
  const t = useT();
  return (
    <>
      <DocumentTitle title={t('home.documentTitle')} />
      <Hero />
      <FeatureCards />
      <HowItWorks />
      <ClosingCallToAction />
    </>
  );
}
