import { clampBrushSize, LIMITS } from '@storyloom/contract';
import { useIntlShape, useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { PALETTE } from './palette.ts';
import type { DrawingTool } from './use-drawing-canvas.ts';

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

interface DrawingToolbarProps {
  tool: DrawingTool;
  colour: string;
  size: number;
  canUndo: boolean;
  onToolChange(tool: DrawingTool): void;
  onColourChange(hex: string): void;
  onSizeChange(size: number): void;
  onUndo(): void;
  onClear(): void;
}

/** Pen and eraser, brush size, undo and clear, and the colours. */
export function DrawingToolbar({
  tool,
  colour,
  size,
  canUndo,
  onToolChange,
  onColourChange,
  onSizeChange,
  onUndo,
  onClear,
}: DrawingToolbarProps) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-3xl bg-white p-3 ring-1 ring-cream-300/70 sm:p-4">
      <ToolPicker tool={tool} onChange={onToolChange} />
      <BrushSizeField size={size} tool={tool} colour={colour} onChange={onSizeChange} />
      <div className="flex items-center gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2" onClick={onUndo} disabled={!canUndo}>
          {t('generator.undo')}
        </button>
        <button type="button" className="btn btn-secondary px-4 py-2" onClick={onClear}>
          {t('generator.clear')}
        </button>
      </div>
      <ColourPicker colour={colour} onChange={onColourChange} />
    </div>
  );
}

function ToolPicker({ tool, onChange }: { tool: DrawingTool; onChange(tool: DrawingTool): void }) {
  const t = useT();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t('generator.tool')}</legend>
      <button
        type="button"
        className={toolButton}
        aria-pressed={tool === 'pen'}
        onClick={() => onChange('pen')}
      >
        <PenIcon />
        {t('generator.pen')}
      </button>
      <button
        type="button"
        className={toolButton}
        aria-pressed={tool === 'eraser'}
        onClick={() => onChange('eraser')}
      >
        <EraserIcon />
        {t('generator.eraser')}
      </button>
    </fieldset>
  );
}

/** The brush size slider, with a dot of the brush's size and colour beside it. */
function BrushSizeField({
  size,
  tool,
  colour,
  onChange,
}: {
  size: number;
  tool: DrawingTool;
  colour: string;
  onChange(size: number): void;
}) {
  const sizeId = useElementId();
  const t = useT();
  const { formatNumber } = useIntlShape();
  return (
    <div className="flex items-center gap-3 font-semibold text-ink">
      <label htmlFor={sizeId}>{t('generator.brushSize')}</label>
      <input
        id={sizeId}
        type="range"
        min={LIMITS.brushSize.min}
        max={LIMITS.brushSize.max}
        step={1}
        value={size}
        onChange={(event) => onChange(clampBrushSize(Number(event.target.value)))}
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
        {formatNumber(size)}
      </output>
    </div>
  );
}

/** The palette's colours as radio buttons, then any custom colour. */
function ColourPicker({ colour, onChange }: { colour: string; onChange(hex: string): void }) {
  const isPreset = PALETTE.some((preset) => preset.hex === colour);
  const t = useT();
  return (
    <fieldset className="flex w-full flex-wrap items-center gap-2">
      <legend className="sr-only">{t('generator.colour')}</legend>
      {PALETTE.map((preset) => (
        <label
          key={preset.hex}
          title={t(preset.name)}
          className="relative grid size-9 cursor-pointer place-items-center rounded-full transition has-checked:scale-110 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600"
        >
          <input
            type="radio"
            name="drawing-colour"
            className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
            aria-label={t(preset.name)}
            checked={colour === preset.hex}
            onChange={() => onChange(preset.hex)}
          />
          <span
            aria-hidden="true"
            className="size-8 rounded-full shadow-[inset_0_0_0_1.5px_rgb(43_29_63/0.3)] peer-checked:ring-3 peer-checked:ring-grape-600 peer-checked:ring-offset-2"
            style={{ backgroundColor: preset.hex }}
          />
        </label>
      ))}
      <label
        className={`ms-1 flex cursor-pointer items-center gap-2 rounded-full py-1 ps-1 pe-3 font-semibold text-ink ring-2 transition has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600 ${isPreset ? 'ring-cream-300' : 'ring-grape-600'}`}
      >
        <input
          type="color"
          value={colour}
          onChange={(event) => onChange(event.target.value)}
          className="size-8 cursor-pointer rounded-full border-0 bg-transparent p-0 [&::-moz-color-swatch]:rounded-full [&::-webkit-color-swatch]:rounded-full [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0"
        />
        {t('generator.customColour')}
      </label>
    </fieldset>
  );
}
