import { REFERENCE_IMAGE_ACCEPT, validateReferenceImage } from '@storyloom/contract';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { fieldHint, fieldLabel } from '../../../components/form-styles.ts';
import { UploadIcon } from '../../../components/icons.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useElementId } from '../../../lib/hydrate-later.tsx';
import { DrawingModal } from './drawing/drawing-modal.tsx';
import { FieldProblem } from './field-problem.tsx';
import { BrushIcon, TrashIcon } from './generator-icons.tsx';

interface ReferenceImageFieldProps {
  image: File | null;
  onChange: (image: File | null) => void;
  disabled?: boolean;
}

/** A blob URL for the picture, revoked when the picture changes or the field goes away. */
function usePreviewUrl(image: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(image);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image]);
  return url;
}

/**
 * The optional reference image (product §2, §5): an uploaded picture (an image under 10MB) or a
 * drawing made in the drawing modal, shown as a preview that can be removed.
 */
export function ReferenceImageField({ image, onChange, disabled = false }: ReferenceImageFieldProps) {
  const inputId = useElementId();
  const hintId = useElementId();
  const errorId = useElementId();
  const errorText = useErrorText();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [dragging, setDragging] = useState(false);
  const previewUrl = usePreviewUrl(image);
  const removeRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  // After a drawing is used the Draw button is gone, so focus goes to the picture's Remove button.
  const [focusPreview, setFocusPreview] = useState(false);
  useEffect(() => {
    if (focusPreview && image) {
      removeRef.current?.focus();
      setFocusPreview(false);
    }
  }, [focusPreview, image]);

  const accept = (file: File | undefined) => {
    if (!file) return;
    const problem = validateReferenceImage(file);
    setError(problem);
    if (!problem) onChange(file);
    // Let the same file be chosen again after a removal.
    if (inputRef.current) inputRef.current.value = '';
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) accept(event.dataTransfer.files[0]);
  };

  const remove = () => {
    onChange(null);
    setError(null);
  };

  const isDrawing = image?.name === 'drawing.png';

  return (
    <fieldset>
      <legend className={fieldLabel}>
        {t('generator.referencePicture')}{' '}
        <span className="font-sans text-base font-normal text-ink-soft">{t('generator.optional')}</span>
      </legend>
      <p className={fieldHint}>{t('generator.referenceHint')}</p>

      {image ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-3 ring-2 ring-cream-300 sm:gap-4">
          <img
            src={previewUrl ?? undefined}
            alt={isDrawing ? t('generator.yourDrawing') : t('generator.previewOf', { name: image.name })}
            className="size-20 shrink-0 rounded-xl bg-cream-100 object-cover ring-1 ring-cream-300 sm:size-24"
          />
          <div className="min-w-0 flex-1 basis-32">
            <p className="truncate font-semibold text-ink">
              {isDrawing ? t('generator.yourDrawing') : image.name}
            </p>
            <p className="text-sm text-ink-soft">{t('generator.readyToGuide')}</p>
          </div>
          <button
            ref={removeRef}
            type="button"
            onClick={remove}
            disabled={disabled}
            className="btn w-full shrink-0 px-4 py-2 text-peach-700 ring-2 ring-peach-200 hover:bg-peach-50 sm:w-auto"
          >
            <TrashIcon className="size-4" />
            {t('generator.removePicture')}
          </button>
        </div>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto]">
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-4 transition has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-grape-600 ${dragging ? 'border-grape-500 bg-grape-50' : 'border-grape-200 bg-white hover:border-grape-400 hover:bg-grape-50/60'}`}
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-sky-100 text-sky-700">
              <UploadIcon />
            </span>
            <span>
              <span className="block font-display font-semibold text-grape-700">
                {t('generator.uploadPicture')}
              </span>
              <span id={hintId} className="block text-sm text-ink-soft">
                {t('generator.uploadHint')}
              </span>
            </span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={REFERENCE_IMAGE_ACCEPT}
              className="sr-only"
              disabled={disabled}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              onChange={(event) => accept(event.target.files?.[0])}
            />
          </label>
          <button
            type="button"
            onClick={() => setDrawing(true)}
            disabled={disabled}
            className="btn btn-secondary rounded-2xl px-5 py-4"
          >
            <BrushIcon />
            {t('generator.drawPicture')}
          </button>
        </div>
      )}

      {error && <FieldProblem id={errorId}>{errorText.of(error)}</FieldProblem>}

      {drawing && (
        <DrawingModal
          onCancel={() => setDrawing(false)}
          onUse={(file) => {
            setDrawing(false);
            setError(null);
            setFocusPreview(true);
            onChange(file);
          }}
        />
      )}
    </fieldset>
  );
}
