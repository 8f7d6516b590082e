import type { TranslatableMessage } from '../types';

/** Largest accepted upload, per file (docs/requirements.md §5): 5 MB. */
export const MAX_UPLOAD_BYTES = 5242880;

export interface UploadCheck<F> {
  accepted: F[];
  oversize: F[];
}

/** Splits files into those the mail service accepts and the oversize ones that are skipped. */
export function checkUploads<F extends { name: string; size: number }>(
  files: readonly F[],
): UploadCheck<F> {
  const accepted: F[] = [];
  const oversize: F[] = [];
  for (const file of files) {
    (file.size > MAX_UPLOAD_BYTES ? oversize : accepted).push(file);
  }
  return { accepted, oversize };
}

/** The red message beside the upload listing skipped files, or null when none were skipped. */
export function fileTooLargeMessage(
  oversize: readonly { name: string }[],
): TranslatableMessage | null {
  if (oversize.length === 0) {
    return null;
  }
  return {
    key: 'validation.fileTooLarge',
    values: { names: oversize.map((file) => file.name).join(', ') },
  };
}
