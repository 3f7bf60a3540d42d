import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@storyloom/contract';
import { type FormEvent, useId, useState } from 'react';
import { useErrorText } from '../i18n/error-text.ts';
import { useReportStory } from '../lib/api/report-story.ts';
import { fieldLabel, textInput } from './form-styles.ts';
import { FlagIcon } from './icons.tsx';
import { ModalDialog } from './modal-dialog.tsx';

const REASON_LABELS: Record<ReportReason, { label: string; hint: string }> = {
  unsafe: { label: 'Unkind or unsafe', hint: 'Words or pictures that are not right for children' },
  personal: { label: 'Personal information', hint: 'A child’s full name, a school, an address' },
  other: { label: 'Something else', hint: 'Tell us in the note below' },
};

/** Report a public story: one of three reasons and an optional note, then a thank-you. */
export function ReportStoryDialog({
  bundleId,
  title,
  onClose,
}: {
  bundleId: string;
  title: string;
  onClose: () => void;
}) {
  const headingId = useId();
  const report = useReportStory(bundleId);
  const errorText = useErrorText();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(errorText.message('reportReasonRequired'));
      return;
    }
    setProblem(null);
    report.mutate(
      { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      { onError: (error) => setProblem(errorText.wait(error) ?? errorText.message('reportFailed')) },
    );
  };

  return (
    <ModalDialog labelledBy={headingId} onClose={onClose}>
      {report.isSuccess ? (
        <div className="text-center">
          <h2 id={headingId} className="text-2xl font-semibold text-grape-800">
            {errorText.message('reportThanks')}
          </h2>
          <p className="mt-3 text-ink-soft">
            Reports from a few different people hide a story until we have looked at it.
          </p>
          <button type="button" onClick={onClose} className="btn btn-primary mt-6">
            Done
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="flex items-center gap-3 pr-10">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-peach-100 text-peach-700">
              <FlagIcon className="size-6" />
            </span>
            <div className="min-w-0">
              <h2 id={headingId} className="text-2xl font-semibold text-grape-800">
                Report this story
              </h2>
              <p dir="auto" className="truncate text-ink-soft">
                {title}
              </p>
            </div>
          </div>
          <fieldset className="mt-5 space-y-2">
            <legend className={fieldLabel}>What is wrong?</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-3 ring-2 ring-cream-300 has-checked:ring-grape-600"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="mt-1 accent-grape-600"
                />
                <span>
                  <span className="block font-semibold">{REASON_LABELS[value].label}</span>
                  <span className="block text-sm text-ink-soft">{REASON_LABELS[value].hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <label className={`${fieldLabel} mt-4`}>
            Note (optional)
            <textarea
              value={note}
              maxLength={REPORT_NOTE_MAX_LENGTH}
              onChange={(event) => setNote(event.target.value)}
              rows={3}
              className={textInput}
            />
          </label>
          {problem && (
            <p role="alert" className="mt-3 font-semibold text-red-800">
              {problem}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" onClick={onClose} className="btn btn-secondary">
              Cancel
            </button>
            <button type="submit" disabled={report.isPending} className="btn btn-primary">
              {report.isPending ? 'Sending...' : 'Send report'}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
