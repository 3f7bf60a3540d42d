import { LIMITS } from '@storyloom/contract';
import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { PAPER_COLOUR } from './palette.ts';

export type DrawingTool = 'pen' | 'eraser';

export interface BrushSettings {
  tool: DrawingTool;
  colour: string;
  size: number;
}

// Snapshots kept for Undo; each 800x600 snapshot is about 2 MB.
const MAX_UNDO = 15;

interface Point {
  x: number;
  y: number;
}

/** Where a pointer is, in the canvas's own 800x600 coordinates whatever size it is shown at. */
function canvasPoint(canvas: HTMLCanvasElement, event: { clientX: number; clientY: number }): Point {
  const rect = canvas.getBoundingClientRect();
  const scaleX = rect.width > 0 ? canvas.width / rect.width : 1;
  const scaleY = rect.height > 0 ? canvas.height / rect.height : 1;
  return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
}

/**
 * Drawing on a canvas with pointer events, so mouse, pen and touch all draw. Returns the pointer
 * handlers for the canvas and the Clear and Undo actions.
 */
export function useDrawingCanvas(canvasRef: RefObject<HTMLCanvasElement | null>, brush: BrushSettings) {
  const last = useRef<Point | null>(null);
  const activePointer = useRef<number | null>(null);
  const undoStack = useRef<ImageData[]>([]);
  const [undoDepth, setUndoDepth] = useState(0);

  const context = useCallback(() => canvasRef.current?.getContext('2d') ?? null, [canvasRef]);

  const paintPaper = useCallback(() => {
    const ctx = context();
    if (!ctx) return;
    ctx.save();
    ctx.globalCompositeOperation = 'source-over';
    ctx.fillStyle = PAPER_COLOUR;
    ctx.fillRect(0, 0, LIMITS.canvas.width, LIMITS.canvas.height);
    ctx.restore();
  }, [context]);

  useEffect(() => {
    paintPaper();
  }, [paintPaper]);

  const remember = useCallback(() => {
    const ctx = context();
    if (!ctx) return;
    try {
      undoStack.current.push(ctx.getImageData(0, 0, LIMITS.canvas.width, LIMITS.canvas.height));
      if (undoStack.current.length > MAX_UNDO) undoStack.current.shift();
      setUndoDepth(undoStack.current.length);
    } catch {
      // A canvas that cannot be read back simply has no undo.
    }
  }, [context]);

  const strokeTo = useCallback(
    (from: Point, to: Point, pressure: number) => {
      const ctx = context();
      if (!ctx) return;
      ctx.strokeStyle = brush.tool === 'eraser' ? PAPER_COLOUR : brush.colour;
      ctx.fillStyle = ctx.strokeStyle;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.lineWidth = brush.size * pressure;
      ctx.beginPath();
      if (from.x === to.x && from.y === to.y) {
        ctx.arc(to.x, to.y, ctx.lineWidth / 2, 0, Math.PI * 2);
        ctx.fill();
        return;
      }
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
    },
    [context, brush.tool, brush.colour, brush.size],
  );

  // A pen presses lighter or harder; mouse and touch draw at the chosen size.
  const pressureOf = (event: ReactPointerEvent) =>
    event.pointerType === 'pen' && event.pressure > 0 ? 0.5 + event.pressure : 1;

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (activePointer.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    const canvas = event.currentTarget;
    canvas.setPointerCapture?.(event.pointerId);
    activePointer.current = event.pointerId;
    remember();
    const point = canvasPoint(canvas, event);
    strokeTo(point, point, pressureOf(event));
    last.current = point;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (activePointer.current !== event.pointerId || !last.current) return;
    event.preventDefault();
    const canvas = event.currentTarget;
    // Coalesced events keep fast strokes smooth where the browser offers them.
    const native = event.nativeEvent;
    const points = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    for (const point of points.length > 0 ? points : [native]) {
      const next = canvasPoint(canvas, point);
      strokeTo(last.current, next, pressureOf(event));
      last.current = next;
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (activePointer.current !== event.pointerId) return;
    activePointer.current = null;
    last.current = null;
  };

  const clear = () => {
    remember();
    paintPaper();
  };

  const undo = () => {
    const snapshot = undoStack.current.pop();
    const ctx = context();
    if (snapshot && ctx) ctx.putImageData(snapshot, 0, 0);
    setUndoDepth(undoStack.current.length);
  };

  return {
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
    clear,
    undo,
    canUndo: undoDepth > 0,
  };
}

/** The drawing as a PNG file, ready to be the reference image. */
export function exportDrawing(canvas: HTMLCanvasElement): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], 'drawing.png', { type: 'image/png' }));
      else reject(new Error('The drawing could not be exported'));
    }, 'image/png');
  });
}
