/**
 * Progress bar fraction from a status text holding a scene number (§4), e.g.
 * 'Illustrating scene 3 of 8' with 8 scenes gives 0.375. Null when the text names no scene.
 */
export function progressFromStatus(status: string, sceneCount: number): number | null {
  if (sceneCount <= 0) return null;
  const match = /scene\s+(\d+)/i.exec(status);
  if (!match) return null;
  const scene = Number(match[1]);
  return Math.min(1, Math.max(0, scene / sceneCount));
}
