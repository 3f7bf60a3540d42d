/**
 * How the companion reacts to the scene: it bounces when the moment is happy, leans in when it
 * is curious, hops beside a running child, dozes when it is sleepy and hides a little behind a
 * brave child. Chosen from the pose and the mood, so the scene art needs nothing more.
 */
import type { Mood, Pose } from '../../domain/story-model.ts';
import { g, line, n, shadow } from '../drawing/svg.ts';
import type { CompanionArt } from './prop-types.ts';

export type Reaction = 'still' | 'bounce' | 'lean' | 'hop' | 'doze' | 'hide';

/** Companions up to this share of the frame height are small enough to hide behind the child. */
const HIDES_UP_TO = 0.25;

/** The companion's reaction to what the child does and feels; the pose wins over the mood. */
export function reactionFor(action: Pose, mood: Mood, companion: CompanionArt): Reaction {
  if (action === 'sleeping') return 'doze';
  if (action === 'running' || action === 'flying' || action === 'swimming') return 'hop';
  if (mood === 'sleepy') return 'doze';
  if (action === 'hugging') return 'still';
  if (action === 'jumping' || action === 'dancing') return 'bounce';
  if (mood === 'brave') return companion.size <= HIDES_UP_TO ? 'hide' : 'lean';
  if (mood === 'happy') return 'bounce';
  if (mood === 'curious' || mood === 'amazed') return 'lean';
  return 'still';
}

/**
 * Little "z"s rising from a dozing companion, as strokes (pictures hold no text). Each is
 * turned back by `facing`, so it never reads backwards when the companion faces −x.
 */
function sleepyZs(facing: number): string {
  return [
    [30, -106, 12],
    [52, -134, 16],
  ]
    .map(([x, y, s]) =>
      g(
        line(`M0 0h${s}l${-(s as number)} ${n((s as number) * 1.1)}h${s}`, '#6f7fd8', 4, 'opacity="0.9"'),
        `translate(${x} ${y}) scale(${facing} 1)`,
      ),
    )
    .join('');
}

/** Two short arcs under a bouncing companion. */
const bounceArcs = (lift: number) =>
  line(`M-22 ${n(-lift * 0.35)}q-6 4 -10 0M22 ${n(-lift * 0.35)}q6 4 10 0`, '#ffffff', 2.4, 'opacity="0.9"');

/** Speed lines trailing behind a hopping companion. */
const trail = line('M-44 -60h-16M-48 -44h-22M-44 -28h-14', '#ffffff', 2.6, 'opacity="0.85"');

/** How the companion is drawn: it floats, the way it faces, and its height as a share of the frame. */
export interface ReactionPlace {
  floats: boolean;
  facing: -1 | 1;
  size: number;
}

/**
 * The companion's drawing (100 units tall, facing +x, feet on 0,0) as it reacts. A floating
 * companion turns around its middle and casts no shadow; one on the ground turns on its feet.
 * Jumps are about the same height in the picture whatever the companion's size.
 */
export function reactionSvg(
  reaction: Reaction,
  drawing: string,
  { floats, facing, size }: ReactionPlace,
): string {
  const pivot = floats ? -50 : 0;
  const jump = Math.min(1, 0.2 / size);
  const groundShadow = (lift: number) => (floats ? '' : shadow(0, 0, 26 * (1 - lift / 60), 4.5, 0.18));
  switch (reaction) {
    case 'bounce': {
      const lift = 26 * jump;
      return groundShadow(lift) + bounceArcs(lift) + g(drawing, `translate(0 ${-lift}) scale(0.95 1.05)`);
    }
    case 'lean':
      return g(drawing, `rotate(14 0 ${pivot})`);
    case 'hop': {
      const lift = floats ? 0 : 20 * jump;
      return groundShadow(lift) + trail + g(drawing, `translate(0 ${-lift}) rotate(8 0 ${pivot})`);
    }
    case 'doze':
      return g(drawing, `translate(0 ${n(pivot * -0.08)}) scale(1.04 0.92)`) + sleepyZs(facing);
    case 'hide':
      return g(drawing, `rotate(-8 0 ${pivot})`);
    default:
      return drawing;
  }
}
