import type { TranslatableMessage } from '../types';
import { cleanUploadName } from './uploadName';

/** Largest accepted upload, per file (docs/requirements.md §5): 5 MB. */
export const MAX_UPLOAD_BYTES = 5242880;

/** Most files one upload takes. */
export const MAX_UPLOAD_FILES = 10;

/**
 * Days an enquiry's files are kept before the CMS deletes them: its default
 * (MAIL_UPLOAD_RETENTION_DAYS) and the privacy policy's words.
 */
export const UPLOAD_RETENTION_DAYS = 90;

/** Largest size of one upload's files together: 25 MB. */
export const MAX_UPLOAD_TOTAL_BYTES = 25 * 1024 * 1024;

/** How many leading bytes decide a file's kind. */
export const UPLOAD_SNIFF_BYTES = 512;

/**
 * What a file is, by its content. Plain text is accepted (a cover letter or a list of batch
 * numbers is often a .txt) but markup is not: text that opens with `<` may be HTML or SVG, which
 * a browser would run.
 */
export type UploadKind = 'image' | 'pdf' | 'office' | 'text';

/** A file's kind and the content type it is served with. */
export interface SniffedUpload {
  kind: UploadKind;
  /** Exact for images and PDF; the family's generic type for office documents and text. */
  mime: string;
}

const signatures: readonly { bytes: readonly (number | null)[]; sniffed: SniffedUpload }[] = [
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    sniffed: { kind: 'image', mime: 'image/png' },
  },
  { bytes: [0xff, 0xd8, 0xff], sniffed: { kind: 'image', mime: 'image/jpeg' } },
  {
    bytes: [...'GIF87a'].map((c) => c.charCodeAt(0)),
    sniffed: { kind: 'image', mime: 'image/gif' },
  },
  {
    bytes: [...'GIF89a'].map((c) => c.charCodeAt(0)),
    sniffed: { kind: 'image', mime: 'image/gif' },
  },
  {
    // RIFF, four bytes of length, WEBP.
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
    sniffed: { kind: 'image', mime: 'image/webp' },
  },
  {
    bytes: [...'%PDF-'].map((c) => c.charCodeAt(0)),
    sniffed: { kind: 'pdf', mime: 'application/pdf' },
  },
  // docx, xlsx and pptx are zip containers; the container is not opened.
  { bytes: [0x50, 0x4b, 0x03, 0x04], sniffed: { kind: 'office', mime: 'application/zip' } },
  // doc, xls and ppt are OLE compound files.
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    sniffed: { kind: 'office', mime: 'application/x-ole-storage' },
  },
];

const startsWith = (head: Uint8Array, bytes: readonly (number | null)[]) =>
  head.length >= bytes.length &&
  bytes.every((byte, index) => byte === null || head[index] === byte);

/** Tab, line feed, form feed, carriage return and the printable ASCII characters. */
const isTextByte = (byte: number) =>
  (byte >= 0x20 && byte < 0x7f) || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;

/**
 * Whether the bytes are UTF-8 text without control characters. A sequence cut by the end of the
 * sniffed window counts as text.
 */
function isPlainText(head: Uint8Array): boolean {
  let index = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (index < head.length) {
    const lead = head[index] ?? 0;
    if (lead < 0x80) {
      if (!isTextByte(lead)) return false;
      index += 1;
      continue;
    }
    // Well-formed UTF-8 (Unicode table 3-7): the lead byte fixes the length and the range of
    // the byte after it; the rest are 80..BF.
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return false;
    for (let offset = 1; offset < length; offset += 1) {
      const next = head[index + offset];
      if (next === undefined) return true;
      const [min, max] = offset === 1 ? [low, high] : [0x80, 0xbf];
      if (next < min || next > max) return false;
    }
    index += length;
  }
  return true;
}

const isSpace = (byte: number) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d;

const opensWithMarkup = (head: Uint8Array) => {
  const text = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  return text.find((byte) => !isSpace(byte)) === 0x3c;
};

/**
 * A file's kind from its first bytes (`UPLOAD_SNIFF_BYTES` are enough), or null when it is none
 * the mail service takes. The name and the browser's type are never trusted.
 */
export function sniffUpload(head: Uint8Array): SniffedUpload | null {
  const signature = signatures.find(({ bytes }) => startsWith(head, bytes));
  if (signature) return signature.sniffed;
  if (head.length > 0 && isPlainText(head) && !opensWithMarkup(head)) {
    return { kind: 'text', mime: 'text/plain' };
  }
  return null;
}

/** Reads a file's first bytes and sniffs them. */
export async function readUploadKind(file: Blob): Promise<SniffedUpload | null> {
  const head = await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer();
  return sniffUpload(new Uint8Array(head));
}

/** Why a file is not taken, from the most to the least specific. */
export type UploadRefusalReason = 'empty' | 'tooLarge' | 'notAllowed' | 'tooMany' | 'tooMuch';

export interface UploadRefusal {
  reason: UploadRefusalReason;
  name: string;
}

export interface UploadScreening<F> {
  accepted: F[];
  refused: UploadRefusal[];
}

type Named = { name: string; size: number };

/** Why one file alone is refused, given its sniffed kind; null when it is fine on its own. */
export function fileRefusal(
  file: Named,
  sniffed: SniffedUpload | null,
): UploadRefusalReason | null {
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (!sniffed) return 'notAllowed';
  return null;
}

/**
 * Which picked files join the ones already taken: each must be fine on its own, then they are
 * taken in order while the upload stays within `MAX_UPLOAD_FILES` and `MAX_UPLOAD_TOTAL_BYTES`.
 * Files already taken are never dropped.
 */
export function judgeUploads<F extends Named>(
  current: readonly Named[],
  picked: readonly { file: F; sniffed: SniffedUpload | null }[],
): UploadScreening<F> {
  const accepted: F[] = [];
  const refused: UploadRefusal[] = [];
  let count = current.length;
  let total = current.reduce((sum, file) => sum + file.size, 0);
  for (const { file, sniffed } of picked) {
    let reason = fileRefusal(file, sniffed);
    if (!reason && count >= MAX_UPLOAD_FILES) reason = 'tooMany';
    if (!reason && total + file.size > MAX_UPLOAD_TOTAL_BYTES) reason = 'tooMuch';
    if (reason) {
      refused.push({ reason, name: cleanUploadName(file.name) });
    } else {
      accepted.push(file);
      count += 1;
      total += file.size;
    }
  }
  return { accepted, refused };
}

/** Sniffs the picked files and judges them against the ones already taken. */
export async function screenUploads<F extends Blob & { name: string }>(
  current: readonly Named[],
  picked: readonly F[],
): Promise<UploadScreening<F>> {
  const sniffed = await Promise.all(
    picked.map(async (file) => ({
      file,
      // An empty or oversize file is refused for that; its content need not be read.
      sniffed: file.size > 0 && file.size <= MAX_UPLOAD_BYTES ? await readUploadKind(file) : null,
    })),
  );
  return judgeUploads(current, sniffed);
}

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
    values: { names: oversize.map((file) => cleanUploadName(file.name)).join(', ') },
  };
}

/**
 * The refusals as the shopper reads them: one message per empty or unaccepted file, naming it;
 * the oversize files together (`validation.fileTooLarge`, as before); one message each for the
 * files left out by the count and by the total, naming them.
 */
export function uploadRefusalMessages(refused: readonly UploadRefusal[]): UploadRefusalMessage[] {
  const namesOf = (reason: UploadRefusalReason) =>
    refused.filter((refusal) => refusal.reason === reason).map((refusal) => refusal.name);
  const messages: UploadRefusalMessage[] = [];
  for (const name of namesOf('empty')) messages.push({ reason: 'empty', names: [name] });
  for (const name of namesOf('notAllowed')) messages.push({ reason: 'notAllowed', names: [name] });
  for (const reason of ['tooLarge', 'tooMany', 'tooMuch'] as const) {
    const names = namesOf(reason);
    if (names.length > 0) messages.push({ reason, names });
  }
  return messages;
}

/** One message of refused files: its reason and the names it lists. */
export interface UploadRefusalMessage {
  reason: UploadRefusalReason;
  names: string[];
}
