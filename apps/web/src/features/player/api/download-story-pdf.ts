import { MESSAGES, storyPdfFileName } from '@storyloom/contract';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from '../../../components/notices.tsx';
import { useErrorText } from '../../../i18n/error-text.ts';
import { apiDownload } from '../../../lib/api-client.ts';

/** GET /v1/stories/{id}/pdf, with the bearer token when signed in (product §7). */
export async function getStoryPdf(bundleId: string): Promise<Blob> {
  try {
    return await apiDownload(`/v1/stories/${encodeURIComponent(bundleId)}/pdf`, 'application/pdf');
  } catch (error) {
    throw new Error(MESSAGES.downloadPdfFailed, { cause: error });
  }
}

/** Hands a file to the browser's downloads under the given name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the story as a PDF; a failure is told with the alert of product §8, as a notice. */
export function useDownloadStoryPdf(bundleId: string, title: string) {
  const notify = useNotify();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: () => getStoryPdf(bundleId),
    onSuccess: (file) => saveFile(file, storyPdfFileName(title)),
    onError: (error) => {
      console.warn('Could not download the PDF.', error);
      notify({ message: errorText.wait(error) ?? errorText.message('downloadPdfAlert') });
    },
  });
}
