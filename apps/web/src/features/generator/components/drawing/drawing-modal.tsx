import { clampBrushSize, LIMITS } from '@storyloom/contract';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../../components/use-focus-trap.ts';
import { PALETTE } from './palette.ts';
import { type DrawingTool, exportDrawing, useDrawingCanvas } from './use-drawing-canvas.ts';

export interface DrawingModalProps {
  /** Called with the drawing as a PNG file named drawing.png. */
  onUse: (drawing: File) => void;
  onCancel: () => void;
}

const toolButton =
  'inline-flex items-center gap-2 rounded-full px-4 py-2 font-display font-semibold transition aria-pressed:bg-grape-600 aria-pressed:text-white aria-pressed:shadow-[0_3px_0_0_var(--color-grape-800)] not-aria-pressed:bg-white not-aria-pressed:text-grape-700 not-aria-pressed:ring-2 not-aria-pressed:ring-grape-200 not-aria-pressed:hover:bg-grape-50';

function PenIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function EraserIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m7 21-4.3-4.3a1 1 0 0 1 0-1.4l10-10a1 1 0 0 1 1.4 0l5.6 5.6a1 1 0 0 1 0 1.4L11 21" />
      <path d="M22 21H7M5 11l9 9" />
    </svg>
  );
}

/**
 * The drawing canvas of spec §2: an 800x600 white page with pen, eraser, brush size and colours,
 * whose drawing becomes the story's reference image. An accessible modal dialog.
 */
export function DrawingModal({ onUse, onCancel }: DrawingModalProps) {
  const titleId = useId();
  const hintId = useId();
  const sizeId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [tool, setTool] = useState<DrawingTool>('pen');
  const [colour, setColour] = useState<string>(PALETTE[0].hex);
  const [size, setSize] = useState<number>(LIMITS.brushSize.default);
  const [exporting, setExporting] = useState(false);
  const { handlers, clear, undo, canUndo } = useDrawingCanvas(canvasRef, { tool, colour, size });

  useFocusTrap(dialogRef, onCancel);

  const chooseColour = (hex: string) => {
    setColour(hex);
    setTool('pen');
  };

  const handleUseDrawing = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setExporting(true);
    try {
      onUse(await exportDrawing(canvas));
    } catch (error) {
      console.error('Could not export the drawing', error);
      setExporting(false);
    }
  };

  const isPreset = PALETTE.some((preset) => preset.hex === colour);

  return createPortal(
    <div className="fixed inset-0 z-50 overflow-y-auto bg-ink/55 p-2 backdrop-blur-sm sm:p-6">
      <div className="flex min-h-full items-center justify-center">
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          tabIndex={-1}
          className="w-full max-w-5xl rounded-[2rem] bg-cream-50 p-4 shadow-lift ring-1 ring-cream-300 outline-none sm:p-6"
        >
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h2 id={titleId} className="text-2xl font-semibold text-grape-800 sm:text-3xl">
                Draw a picture
              </h2>
              <p id={hintId} className="mt-1 text-ink-soft">
                Draw your hero, a pet or a favourite place. The illustrations will follow your drawing.
              </p>
            </div>
          </div>

          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-3xl bg-white p-3 ring-1 ring-cream-300/70 sm:p-4">
            <fieldset className="flex items-center gap-2">
              <legend className="sr-only">Tool</legend>
              <button
                type="button"
                className={toolButton}
                aria-pressed={tool === 'pen'}
                onClick={() => setTool('pen')}
              >
                <PenIcon />
                Pen
              </button>
              <button
                type="button"
                className={toolButton}
                aria-pressed={tool === 'eraser'}
                onClick={() => setTool('eraser')}
              >
                <EraserIcon />
                Eraser
              </button>
            </fieldset>

            <div className="flex items-center gap-3 font-semibold text-ink">
              <label htmlFor={sizeId}>Brush size</label>
              <input
                id={sizeId}
                type="range"
                min={LIMITS.brushSize.min}
                max={LIMITS.brushSize.max}
                step={1}
                value={size}
                onChange={(event) => setSize(clampBrushSize(Number(event.target.value)))}
                className="w-28 accent-grape-600 sm:w-36"
              />
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-full bg-cream-100 ring-1 ring-cream-300"
              >
                <span
                  className="block rounded-full"
                  style={{
                    width: Math.max(3, size * 1.3),
                    height: Math.max(3, size * 1.3),
                    background: tool === 'eraser' ? '#ffffff' : colour,
                    boxShadow: 'inset 0 0 0 1px rgb(43 29 63 / 0.25)',
                  }}
                />
              </span>
              <output htmlFor={sizeId} className="w-6 text-center tabular-nums">
                {size}
              </output>
            </div>

            <div className="flex items-center gap-2">
              <button
                type="button"
                className="btn btn-secondary px-4 py-2"
                onClick={undo}
                disabled={!canUndo}
              >
                Undo
              </button>
              <button type="button" className="btn btn-secondary px-4 py-2" onClick={clear}>
                Clear
              </button>
            </div>

            <fieldset className="flex w-full flex-wrap items-center gap-2">
              <legend className="sr-only">Colour</legend>
              {PALETTE.map((preset) => (
                <label
                  key={preset.hex}
                  title={preset.name}
                  className="relative grid size-9 cursor-pointer place-items-center rounded-full transition has-checked:scale-110 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600"
                >
                  <input
                    type="radio"
                    name="drawing-colour"
                    className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
                    aria-label={preset.name}
                    checked={colour === preset.hex}
                    onChange={() => chooseColour(preset.hex)}
                  />
                  <span
                    aria-hidden="true"
                    className="size-8 rounded-full shadow-[inset_0_0_0_1.5px_rgb(43_29_63/0.3)] peer-checked:ring-3 peer-checked:ring-grape-600 peer-checked:ring-offset-2"
                    style={{ backgroundColor: preset.hex }}
                  />
                </label>
              ))}
              <label
                className={`ml-1 flex cursor-pointer items-center gap-2 rounded-full py-1 pr-3 pl-1 font-semibold text-ink ring-2 transition has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600 ${isPreset ? 'ring-cream-300' : 'ring-grape-600'}`}
              >
                <input
                  type="color"
                  value={colour}
                  onChange={(event) => chooseColour(event.target.value)}
                  className="size-8 cursor-pointer rounded-full border-0 bg-transparent p-0 [&::-moz-color-swatch]:rounded-full [&::-webkit-color-swatch]:rounded-full [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0"
                />
                Custom colour
              </label>
            </fieldset>
          </div>

          <div className="mt-4 flex justify-center rounded-3xl bg-cream-200/60 p-2 sm:p-4">
            <canvas
              ref={canvasRef}
              width={LIMITS.canvas.width}
              height={LIMITS.canvas.height}
              role="img"
              aria-label="Drawing canvas"
              className="block h-auto w-full cursor-crosshair touch-none rounded-2xl bg-white shadow-soft ring-1 ring-cream-300"
              style={{
                aspectRatio: `${LIMITS.canvas.width} / ${LIMITS.canvas.height}`,
                maxWidth: 'min(800px, calc((100dvh - 27rem) * 4 / 3))',
                minWidth: '16rem',
              }}
              {...handlers}
            />
          </div>

          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-secondary px-6 py-3" onClick={onCancel}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-primary px-6 py-3"
              onClick={handleUseDrawing}
              disabled={exporting}
            >
              Use This Drawing
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
