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
import { checkUploads, fileTooLargeMessage } from '@rimal/core';
import { formatNumber } from '@rimal/i18n';
import { AlertIcon, CloseIcon, UploadIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { fieldStyles } from '../private/Field';
import { FileIcon } from './FileIcon';
import * as styles from './FileUpload.css';

export interface FileUploadProps {
  /** The visible label of the file input. */
  label: ReactNode;
  /** Name of the native file input. */
  name: string;
  /** The accepted files chosen so far; the component is controlled. */
  files: readonly File[];
  /** Called with the whole new list when files are added or removed. */
  onFilesChange: (files: File[]) => void;
  /** A short, translated hint under the label, e.g. what to send. */
  hint?: ReactNode;
  /** A translated error shown in red beside the upload, e.g. when the upload failed. */
  error?: ReactNode;
  /** File types the picker offers first, as the input's `accept` attribute. */
  accept?: string;
  /** @default false */
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

/**
 * A multi-file picker: a native file input stretched over a styled drop zone (so click,
 * keyboard and drag-and-drop all reach it), with the chosen files listed below, each with its
 * size and a remove button. Files over 5 MB are skipped and named in red (docs/requirements.md §5
 * and §8); which files are too large is decided by core's `checkUploads`.
 */
export function FileUpload({
  label,
  name,
  files,
  onFilesChange,
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
  const oversizeId = `${inputId}-oversize`;
  const errorId = `${inputId}-error`;
  const countId = `${inputId}-count`;

  const [oversize, setOversize] = useState<readonly File[]>([]);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  // After a removal, focus goes to the file that took its place, else the input.
  const focusAfterRemoval = useRef<string | null>(null);

  useEffect(() => {
    const key = focusAfterRemoval.current;
    if (key === null) return;
    focusAfterRemoval.current = null;
    (removeButtons.current.get(key) ?? inputRef.current)?.focus();
  }, [files]);

  const addFiles = (picked: readonly File[]) => {
    if (disabled || picked.length === 0) return;
    const { accepted, oversize: skipped } = checkUploads(picked);
    setOversize(skipped);
    setAnnouncement('');
    const fresh = accepted.filter(
      (file, index) => !files.some(sameFile(file)) && accepted.findIndex(sameFile(file)) === index,
    );
    if (fresh.length > 0) onFilesChange([...files, ...fresh]);
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
    setAnnouncement(t('uploads.removed', { name: file.name }));
    onFilesChange(next);
  };

  const tooLarge = fileTooLargeMessage(oversize);
  const describedBy = [
    hint ? hintId : null,
    limitId,
    tooLarge ? oversizeId : null,
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
        data-invalid={tooLarge || error ? true : undefined}
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
          aria-invalid={tooLarge || error ? true : undefined}
          onChange={onInputChange}
        />
      </div>
      {tooLarge && (
        <p id={oversizeId} role="alert" className={fieldStyles.error}>
          <AlertIcon size="sm" />
          {tCommon('validation.fileTooLarge', { names: String(tooLarge.values?.names ?? '') })}
        </p>
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
                <bdi>{file.name}</bdi>
              </span>
              <span className={styles.fileSize}>{formatSize(file.size, i18n.language)}</span>
              <IconButton
                ref={(button) => {
                  if (button) removeButtons.current.set(fileKey(file), button);
                  else removeButtons.current.delete(fileKey(file));
                }}
                label={t('uploads.remove', { name: file.name })}
                icon={<CloseIcon size="sm" />}
                size="sm"
                disabled={disabled}
                onClick={() => remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
