import { vi } from 'vitest';

export interface StrokeRecord {
  kind: 'line' | 'dot';
  from?: [number, number];
  to: [number, number];
  colour: string;
  width: number;
}

/**
 * jsdom draws nothing, so canvases get a 2D context that records what would have been drawn,
 * and toBlob hands back a small PNG blob.
 */
export function installFakeCanvas(displaySize = { width: 800, height: 600 }) {
  const strokes: StrokeRecord[] = [];
  const fills: { colour: string; rect: [number, number, number, number] }[] = [];
  let path: { from?: [number, number]; to?: [number, number]; dot?: [number, number] } = {};
  const snapshots: object[] = [];
  const restored: object[] = [];

  const context = {
    strokeStyle: '#000000',
    fillStyle: '#000000',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    globalCompositeOperation: 'source-over',
    save: vi.fn(),
    restore: vi.fn(),
    beginPath: () => {
      path = {};
    },
    moveTo: (x: number, y: number) => {
      path.from = [x, y];
    },
    lineTo: (x: number, y: number) => {
      path.to = [x, y];
    },
    arc: (x: number, y: number) => {
      path.dot = [x, y];
    },
    stroke() {
      if (path.to)
        strokes.push({
          kind: 'line',
          from: path.from,
          to: path.to,
          colour: this.strokeStyle,
          width: this.lineWidth,
        });
    },
    fill() {
      if (path.dot)
        strokes.push({ kind: 'dot', to: path.dot, colour: String(this.fillStyle), width: this.lineWidth });
    },
    fillRect(x: number, y: number, w: number, h: number) {
      fills.push({ colour: String(this.fillStyle), rect: [x, y, w, h] });
    },
    getImageData: () => {
      const snapshot = { id: snapshots.length };
      snapshots.push(snapshot);
      return snapshot;
    },
    putImageData: (snapshot: object) => {
      restored.push(snapshot);
    },
  };

  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback, type?: string) => {
      callback(new Blob(['\x89PNG'], { type: type ?? 'image/png' }));
    });
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: displaySize.width,
    bottom: displaySize.height,
    width: displaySize.width,
    height: displaySize.height,
    toJSON: () => ({}),
  });

  return { context, strokes, fills, snapshots, restored, toBlob };
}
