import { REPORT_NOTE_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@storyloom/contract';
import { type FormEvent, useState } from 'react';
import type { MessageKey } from '../i18n/catalog.ts';
import { useErrorText } from '../i18n/error-text.ts';
import { useT } from '../i18n/use-t.ts';
import { useReportStory } from '../lib/api/report-story.ts';
import { useElementId } from '../lib/hydrate-later.tsx';
import { fieldLabel, textInput } from './form-styles.ts';
import { FlagIcon } from './icons.tsx';
import { ModalDialog } from './modal-dialog.tsx';

const REASON_LABELS: Record<ReportReason, { label: MessageKey; hint: MessageKey }> = {
  unsafe: { label: 'common.reasonUnsafe', hint: 'common.reasonUnsafeHint' },
  personal: { label: 'common.reasonPersonal', hint: 'common.reasonPersonalHint' },
  other: { label: 'common.reasonOther', hint: 'common.reasonOtherHint' },
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
  const t = useT();
  const headingId = useElementId();
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
          <p className="mt-3 text-ink-soft">{t('common.reportHidesStory')}</p>
          <button type="button" onClick={onClose} className="btn btn-primary mt-6">
            {t('common.done')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="flex items-center gap-3 pe-10">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-peach-100 text-peach-700">
              <FlagIcon className="size-6" />
            </span>
            <div className="min-w-0">
              <h2 id={headingId} className="text-2xl font-semibold text-grape-800">
                {t('common.reportTitle')}
              </h2>
              <p dir="auto" className="truncate text-ink-soft">
                {title}
              </p>
            </div>
          </div>
          <fieldset className="mt-5 space-y-2">
            <legend className={fieldLabel}>{t('common.reportQuestion')}</legend>
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
                  <span className="block font-semibold">{t(REASON_LABELS[value].label)}</span>
                  <span className="block text-sm text-ink-soft">{t(REASON_LABELS[value].hint)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <label className={`${fieldLabel} mt-4`}>
            {t('common.reportNote')}
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
              {t('common.cancel')}
            </button>
            <button type="submit" disabled={report.isPending} className="btn btn-primary">
              {report.isPending ? t('common.sending') : t('common.sendReport')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
