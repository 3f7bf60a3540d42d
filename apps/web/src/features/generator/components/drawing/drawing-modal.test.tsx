import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishMessages } from '../../../../i18n/catalog.ts';
import { installFakeCanvas } from '../../test/fake-canvas.ts';
import { DrawingModal } from './drawing-modal.tsx';
import { PALETTE } from './palette.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderModal(displaySize?: { width: number; height: number }) {
  const canvasFake = installFakeCanvas(displaySize);
  const onUse = vi.fn();
  const onCancel = vi.fn();
  render(<DrawingModal onUse={onUse} onCancel={onCancel} />);
  const canvas = screen.getByRole('img', { name: 'Drawing canvas' });
  return { ...canvasFake, onUse, onCancel, canvas };
}

function drawLine(canvas: HTMLElement, from: [number, number], to: [number, number], pointerType = 'mouse') {
  fireEvent.pointerDown(canvas, { pointerId: 1, button: 0, pointerType, clientX: from[0], clientY: from[1] });
  fireEvent.pointerMove(canvas, { pointerId: 1, pointerType, clientX: to[0], clientY: to[1] });
  fireEvent.pointerUp(canvas, { pointerId: 1, pointerType, clientX: to[0], clientY: to[1] });
}

describe('DrawingModal', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('is a labelled modal dialog with an 800x600 canvas painted white', () => {
    const { canvas, fills } = renderModal();

    const dialog = screen.getByRole('dialog', { name: 'Draw a picture' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(canvas).toHaveAttribute('width', '800');
    expect(canvas).toHaveAttribute('height', '600');
    expect(canvas).toHaveClass('touch-none');
    expect(fills[0]).toEqual({ colour: '#ffffff', rect: [0, 0, 800, 600] });
  });

  it('draws with the pen in the chosen colour and brush size, starting at size 5', () => {
    const { canvas, strokes } = renderModal();
    const size = screen.getByRole('slider', { name: 'Brush size' });
    expect(size).toHaveValue('5');
    expect(size).toHaveAttribute('min', '1');
    expect(size).toHaveAttribute('max', '20');

    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    // A slider reports each move as an input event, as it is dragged or stepped with the keys.
    fireEvent.input(size, { target: { value: '12' } });
    drawLine(canvas, [10, 20], [110, 120]);

    expect(strokes.at(-1)).toEqual({
      kind: 'line',
      from: [10, 20],
      to: [110, 120],
      colour: '#e5383b',
      width: 12,
    });
  });

  it('keeps the brush size within 1 to 20', () => {
    renderModal();
    const size = screen.getByRole('slider', { name: 'Brush size' });
    fireEvent.input(size, { target: { value: '0' } });
    expect(size).toHaveValue('1');
    fireEvent.input(size, { target: { value: '99' } });
    expect(size).toHaveValue('20');
  });

  it('offers 12 preset colours plus a custom colour picker', () => {
    const { canvas, strokes } = renderModal();
    expect(PALETTE).toHaveLength(12);
    for (const colour of PALETTE)
      expect(screen.getByRole('radio', { name: String(englishMessages[colour.name]) })).toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('Custom colour'), { target: { value: '#123456' } });
    drawLine(canvas, [1, 1], [2, 2]);
    expect(strokes.at(-1)?.colour).toBe('#123456');
    expect(screen.getByRole('radio', { name: 'Black' })).not.toBeChecked();
  });

  it('erases by painting white', () => {
    const { canvas, strokes } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Eraser' }));
    expect(screen.getByRole('button', { name: 'Eraser' })).toHaveAttribute('aria-pressed', 'true');
    drawLine(canvas, [5, 5], [50, 50]);
    expect(strokes.at(-1)?.colour).toBe('#ffffff');
  });

  it('draws in 800x600 coordinates whatever size the canvas is shown at', () => {
    const { canvas, strokes } = renderModal({ width: 400, height: 300 });
    drawLine(canvas, [100, 150], [200, 150], 'touch');
    expect(strokes.at(-1)).toMatchObject({ from: [200, 300], to: [400, 300] });
  });

  it('draws a dot where a pen touches down, and ignores moves when nothing is pressed', () => {
    const { canvas, strokes } = renderModal();
    fireEvent.pointerMove(canvas, { pointerId: 3, pointerType: 'pen', clientX: 9, clientY: 9 });
    expect(strokes).toHaveLength(0);
    fireEvent.pointerDown(canvas, { pointerId: 3, pointerType: 'pen', clientX: 30, clientY: 40 });
    expect(strokes).toEqual([expect.objectContaining({ kind: 'dot', to: [30, 40] })]);
  });

  it('clears the page to white, and Undo brings the drawing back', () => {
    const { canvas, fills, restored, snapshots } = renderModal();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    drawLine(canvas, [5, 5], [50, 50]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(fills.at(-1)).toEqual({ colour: '#ffffff', rect: [0, 0, 800, 600] });

    fireEvent.click(undo);
    expect(restored).toEqual([snapshots.at(-1)]);
  });

  it('Use This Drawing hands back the drawing as a PNG file named drawing.png', async () => {
    const { onUse, toBlob } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Use This Drawing' }));

    await waitFor(() => expect(onUse).toHaveBeenCalledOnce());
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    const file = onUse.mock.calls[0]?.[0] as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('drawing.png');
    expect(file.type).toBe('image/png');
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const user = userEvent.setup();
    const { onCancel, onUse } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onUse).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderModal();
    const dialog = screen.getByRole('dialog');
    expect(screen.getByRole('button', { name: 'Pen' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Use This Drawing' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pen' })).toHaveFocus();
    for (let i = 0; i < 25; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
