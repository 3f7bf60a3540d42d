import { LANGUAGES } from '@storyloom/contract';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
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
import { HeroIllustration } from './hero-illustration.tsx';

type IconComponent = ComponentType<{ className?: string }>;

const features: {
  title: string;
  description: string;
  to: string;
  action: string;
  icon: IconComponent;
  tone: string;
  badge?: string;
}[] = [
  {
    title: 'Story Generator',
    description:
      "Type your child's name, pick a theme and an age, and get a brand-new story told scene by scene.",
    to: paths.generate.getHref(),
    action: 'Create a story',
    icon: WandIcon,
    tone: 'bg-grape-100 text-grape-700',
  },
  {
    title: 'Story Archives',
    description: 'Wander through stories other families have shared, and play any of them in a tap.',
    to: paths.archives.getHref(),
    action: 'Browse the archives',
    icon: BookOpenIcon,
    tone: 'bg-sky-100 text-sky-700',
  },
  {
    title: 'Voice Cloning',
    description: 'Record a short sample and let a familiar voice read every bedtime story aloud.',
    to: paths.voices.getHref(),
    action: 'Clone a voice',
    icon: MicIcon,
    tone: 'bg-peach-100 text-peach-700',
    badge: 'Premium',
  },
];

const steps: { title: string; description: string; icon: IconComponent }[] = [
  {
    title: 'Choose settings',
    description: "Add your child's name, then pick a theme, a language, a voice and how gently it is paced.",
    icon: SlidersIcon,
  },
  {
    title: 'Generate',
    description: 'Storyloom writes the tale scene by scene, with a picture and narration for each one.',
    icon: SparklesIcon,
  },
  {
    title: 'Listen and watch',
    description: 'Snuggle up as the story is read aloud, with every word lighting up as it is spoken.',
    icon: HeadphonesIcon,
  },
  {
    title: 'Save and share',
    description: 'Bookmark the favourites, send a link to grandparents, or download a PDF to keep.',
    icon: HeartIcon,
  },
];

function Hero() {
  return (
    <section className="bg-hero-glow">
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-10 sm:px-6 md:grid-cols-[1.05fr_1fr] md:pt-16 md:pb-14">
        <div className="text-center md:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-bold text-grape-700 shadow-soft ring-1 ring-grape-100">
            <SparklesIcon className="size-4 text-peach-400" />
            Bedtime magic in a few minutes
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-semibold text-grape-800 sm:text-5xl lg:text-6xl">
            Stories where your child is the{' '}
            <span className="relative whitespace-nowrap text-peach-600">
              hero
              <svg
                viewBox="0 0 120 12"
                preserveAspectRatio="none"
                aria-hidden="true"
                className="absolute -bottom-1 left-0 h-3 w-full"
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
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-pretty text-ink-soft md:mx-0 md:text-xl">
            Share a name and a few favourite things, and Storyloom weaves a narrated, illustrated story just
            for them, in any of {LANGUAGES.length} languages.
          </p>
          <div className="mx-auto mt-8 flex max-w-xs flex-col gap-4 sm:max-w-none sm:flex-row sm:justify-center md:justify-start">
            <Link to={paths.generate.getHref()} className="btn btn-primary px-7 py-3.5 text-lg">
              <WandIcon className="size-5" />
              Create a Story
            </Link>
            <Link to={paths.archives.getHref()} className="btn btn-secondary px-6 py-3">
              Explore stories
              <ArrowRightIcon className="size-5" />
            </Link>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}

function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <h2 id="features-heading" className="text-center text-3xl font-semibold text-grape-800 sm:text-4xl">
        Everything for story time
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
                  {badge}
                </span>
              )}
            </div>
            <h3 className="mt-5 text-2xl font-semibold">{title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{description}</p>
            <Link
              to={to}
              className="mt-6 inline-flex items-center gap-1.5 self-start font-display text-lg font-semibold text-grape-700 after:absolute after:inset-0 after:rounded-[2rem] after:content-['']"
            >
              {action}
              <ArrowRightIcon className="size-5 transition group-hover:translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <div className="rounded-[2.5rem] bg-grape-50 px-6 py-12 ring-1 ring-grape-100 sm:px-10">
        <h2
          id="how-it-works-heading"
          className="text-center text-3xl font-semibold text-grape-800 sm:text-4xl"
        >
          How It Works
        </h2>
        <p className="mx-auto mt-3 max-w-lg text-center text-lg text-ink-soft">
          From a name to a bedtime story in four easy steps.
        </p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, description, icon: StepIcon }, index) => (
            <li key={title} className="relative rounded-3xl bg-white p-6 pt-8 shadow-soft">
              <span
                aria-hidden="true"
                className="absolute -top-4 left-6 grid size-9 place-items-center rounded-full bg-grape-600 font-display text-lg font-semibold text-white ring-4 ring-grape-50"
              >
                {index + 1}
              </span>
              <StepIcon className="size-8 text-peach-400" />
              <h3 className="mt-3 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ClosingCallToAction() {
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
        <h2 className="relative text-3xl font-semibold sm:text-4xl">Ready for tonight's story?</h2>
        <p className="relative mx-auto mt-3 max-w-md text-lg text-balance text-grape-100">
          It only takes a name to begin. No account needed to try it.
        </p>
        <Link
          to={paths.generate.getHref()}
          className="btn relative mt-8 bg-white px-7 py-3.5 text-lg text-grape-700 shadow-[0_6px_0_0_var(--color-grape-800)] hover:bg-cream-100 focus-visible:outline-white"
        >
          <SparklesIcon className="size-5 text-peach-400" />
          Start a Story
        </Link>
      </div>
    </section>
  );
}

/** The landing screen (product §1): what Storyloom does and where to begin. */
export function HomePage() {
  return (
    <>
      <Hero />
      <FeatureCards />
      <HowItWorks />
      <ClosingCallToAction />
    </>
  );
}
