import { truncate, writeFile } from 'node:fs/promises';
import type { TestInfo } from '@playwright/test';

/**
 * A PDF of `size` bytes written to the test's output folder, its rest a hole, for
 * `setInputFiles`. Chromium reads a file given by path itself; a buffer crosses the protocol in
 * base64 and is rebuilt in the page, which took 17 s for 25 MB on a quiet machine and more than
 * 30 s under CI's load.
 */
export async function pdfOnDisk(testInfo: TestInfo, name: string, size: number) {
  const file = testInfo.outputPath(name);
  await writeFile(file, '%PDF-1.7\n', 'latin1');
  await truncate(file, size);
  return file;
}
