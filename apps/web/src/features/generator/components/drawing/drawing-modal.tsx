import { LIMITS } from '@storyloom/contract';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../../components/use-focus-trap.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { useElementId } from '../../../../lib/hydrate-later.tsx';
import { DrawingToolbar } from './drawing-toolbar.tsx';
import { PALETTE } from './palette.ts';
import { type DrawingTool, exportDrawing, useDrawingCanvas } from './use-drawing-canvas.ts';

export interface DrawingModalProps {
  /** Called with the drawing as a PNG file named drawing.png. */
  onUse: (drawing: File) => void;
  onCancel: () => void;
}

/**
 * The drawing canvas of product §2: an 800x600 white page with pen, eraser, brush size and colours,
 * whose drawing becomes the story's reference image. An accessible modal dialog.
 */
export function DrawingModal({ onUse, onCancel }: DrawingModalProps) {
  const titleId = useElementId();
  const hintId = useElementId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const t = useT();
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
                {t('generator.drawPicture')}
              </h2>
              <p id={hintId} className="mt-1 text-ink-soft">
                {t('generator.drawingHint')}
              </p>
            </div>
          </div>

          <DrawingToolbar
            tool={tool}
            colour={colour}
            size={size}
            canUndo={canUndo}
            onToolChange={setTool}
            onColourChange={chooseColour}
            onSizeChange={setSize}
            onUndo={undo}
            onClear={clear}
          />

          <div className="mt-4 flex justify-center rounded-3xl bg-cream-200/60 p-2 sm:p-4">
            <canvas
              ref={canvasRef}
              width={LIMITS.canvas.width}
              height={LIMITS.canvas.height}
              role="img"
              aria-label={t('generator.drawingCanvas')}
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
              {t('generator.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary px-6 py-3"
              onClick={handleUseDrawing}
              disabled={exporting}
            >
              {t('generator.useDrawing')}
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
