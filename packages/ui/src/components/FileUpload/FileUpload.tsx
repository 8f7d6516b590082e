import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_UPLOAD_FILES,
  MAX_UPLOAD_TOTAL_BYTES,
  cleanUploadName,
  screenUploads,
  uploadRefusalMessages,
  type UploadRefusalMessage,
} from '@rimal/core';
import { formatNumber } from '@rimal/i18n';
import { AlertIcon, CloseIcon, UploadIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { fieldStyles } from '../private/Field';
import { FileIcon } from './FileIcon';
import * as styles from './FileUpload.css';
import { visuallyHidden } from '../VisuallyHidden';

export interface FileUploadProps {
  /** The visible label of the file input. */
  label: ReactNode;
  /** Name of the native file input. */
  name: string;
  /** The accepted files chosen so far; the component is controlled. */
  files: readonly File[];
  /** Called with the whole new list when files are added or removed. */
  onFilesChange: (files: File[]) => void;
  /** Called when picked files start being read; resolves once they are added or refused. */
  onReading?: (reading: Promise<void>) => void;
  /** A short, translated hint under the label, e.g. what to send. */
  hint?: ReactNode;
  /** A translated error shown in red beside the upload, e.g. when the upload failed. */
  error?: ReactNode;
  /** File types the picker offers first, as the input's `accept` attribute. */
  accept?: string;
  /** Greys the drop zone out and refuses files, while the form is being sent. @default false */
  disabled?: boolean;
  /** Id of the file input. @default a generated id */
  id?: string;
}

const MEGABYTE = 1024 * 1024;

function formatSize(bytes: number, language: string): string {
  if (bytes >= MEGABYTE) {
    return formatNumber(bytes / MEGABYTE, language, {
      style: 'unit',
      unit: 'megabyte',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
  }
  if (bytes >= 1024) {
    return formatNumber(bytes / 1024, language, {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    });
  }
  return formatNumber(bytes, language, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
}

const sameFile = (a: File) => (b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

const noRefusals: readonly UploadRefusalMessage[] = [];

/**
 * A multi-file picker: a native file input stretched over a styled drop zone (so click,
 * keyboard and drag-and-drop all reach it), with the chosen files listed below, each with its
 * size and a remove button. Refused files are skipped and named in red, and the files already
 * chosen stay (docs/requirements.md §5 and §8): empty files, files over 5 MB, files whose content
 * is not an image, PDF, office document or text, and files beyond 10 or 25 MB in all. Core's
 * `screenUploads` decides, as the mail service does.
 */
export function FileUpload({
  label,
  name,
  files,
  onFilesChange,
  onReading,
  hint,
  error,
  accept,
  disabled = false,
  id,
}: FileUploadProps) {
  const { t, i18n } = useTranslation('contact');
  const { t: tCommon } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const limitId = `${inputId}-limit`;
  const refusedId = `${inputId}-refused`;
  const errorId = `${inputId}-error`;
  const countId = `${inputId}-count`;

  const [refusals, setRefusals] = useState(noRefusals);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // The latest list, and the picks still being read: a pick is judged against the files the
  // one before it added, so a quick second pick cannot slip past the limits.
  const latestFiles = useRef(files);
  const picking = useRef(Promise.resolve());
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // After a removal, focus goes to the file that took its place, else the input.
  const focusAfterRemoval = useRef<string | null>(null);

  useEffect(() => {
    latestFiles.current = files;
  }, [files]);

  useEffect(() => {
    const key = focusAfterRemoval.current;
    if (key === null) return;
    focusAfterRemoval.current = null;
    (removeButtons.current.get(key) ?? inputRef.current)?.focus();
  }, [files]);

  const judge = async (picked: readonly File[]) => {
    const current = latestFiles.current;
    const fresh = picked.filter(
      (file, index) => !current.some(sameFile(file)) && picked.findIndex(sameFile(file)) === index,
    );
    const { accepted, refused } = await screenUploads(current, fresh);
    const messages = uploadRefusalMessages(refused);
    setRefusals(messages.length > 0 ? messages : noRefusals);
    setAnnouncement('');
    if (accepted.length > 0) {
      // Read again: a file may have been removed while these were read.
      const next = [...latestFiles.current, ...accepted];
      latestFiles.current = next;
      onFilesChange(next);
    }
  };

  const addFiles = (picked: readonly File[]) => {
    if (disabled || picked.length === 0) return;
    picking.current = picking.current.then(() => judge(picked)).catch(() => undefined);
    onReading?.(picking.current);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    addFiles(Array.from(event.target.files ?? []));
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    // Handled here rather than by the input, which would replace its selection.
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const remove = (index: number) => {
    const file = files[index];
    if (!file || disabled) return;
    const next = files.filter((_, position) => position !== index);
    const neighbour = next[index] ?? next[index - 1];
    focusAfterRemoval.current = neighbour ? fileKey(neighbour) : '';
    setAnnouncement(t('uploads.removed', { name: cleanUploadName(file.name) }));
    onFilesChange(next);
  };

  const listOf = (names: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      names.map((each) => t('uploads.quoted', { name: each })),
    );
  const refusalText = ({ reason, names }: UploadRefusalMessage) => {
    switch (reason) {
      case 'empty':
        return t('uploads.empty', { name: listOf(names) });
      case 'notAllowed':
        return t('uploads.notAllowed', { name: listOf(names) });
      case 'tooLarge':
        return tCommon('validation.fileTooLarge', { names: names.join(', ') });
      case 'tooMany':
        return t('uploads.tooMany', { count: MAX_UPLOAD_FILES, names: listOf(names) });
      case 'tooMuch':
        return t('uploads.tooMuch', {
          max: formatSize(MAX_UPLOAD_TOTAL_BYTES, i18n.language),
          names: listOf(names),
        });
    }
  };

  const refused = refusals.length > 0;
  const describedBy = [
    hint ? hintId : null,
    limitId,
    refused ? refusedId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root} data-disabled={disabled || undefined}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div
        className={styles.dropzone}
        data-dragging={dragging || undefined}
        data-invalid={refused || error ? true : undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <span className={styles.dropIcon}>
          <UploadIcon size="lg" />
        </span>
        <span className={styles.dropText}>{t('uploads.dropzone')}</span>
        <span id={limitId} className={styles.limit}>
          {t('uploads.limit')}
        </span>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={refused || error ? true : undefined}
          onChange={onInputChange}
        />
      </div>
      {refused && (
        <div id={refusedId} role="alert">
          {refusals.map((refusal, index) => (
            // The list is replaced whole on each pick, never reordered.
            <p key={index} className={fieldStyles.error}>
              <AlertIcon size="sm" />
              {refusalText(refusal)}
            </p>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          <AlertIcon size="sm" />
          {error}
        </p>
      )}
      <p id={countId} className={styles.count} aria-live="polite">
        {files.length > 0 ? t('uploads.selected', { count: files.length }) : ''}
      </p>
      {files.length > 0 && (
        <ul className={styles.list} aria-labelledby={countId}>
          {files.map((file, index) => (
            <li key={fileKey(file)} className={styles.item}>
              <span className={styles.fileIcon}>
                <FileIcon />
              </span>
              <span className={styles.fileName}>
                <bdi>{cleanUploadName(file.name)}</bdi>
              </span>
              <span className={styles.fileSize}>{formatSize(file.size, i18n.language)}</span>
              <IconButton
                ref={(button) => {
                  if (button) removeButtons.current.set(fileKey(file), button);
                  else removeButtons.current.delete(fileKey(file));
                }}
                label={t('uploads.remove', { name: cleanUploadName(file.name) })}
                icon={<CloseIcon size="sm" />}
                size="sm"
                disabled={disabled}
                onClick={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
