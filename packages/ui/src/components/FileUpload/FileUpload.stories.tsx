import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@rimal/core';
import { FileUpload, type FileUploadProps } from './FileUpload';

interface Args {
  initial?: File[];
  onFilesChange?: (files: File[]) => void;
  withHint?: boolean;
  withError?: boolean;
  disabled?: FileUploadProps['disabled'];
}

/** A file upload holding its list in state, labelled like the marketing upload of the form. */
function Controlled({ initial = [], onFilesChange, withHint, withError, disabled }: Args) {
  const { t } = useTranslation('contact');
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <div style={{ maxInlineSize: '32rem' }}>
      <FileUpload
        name="credentials"
        label={t('form.marketingUpload')}
        hint={withHint ? t('form.marketingUploadHint') : undefined}
        error={withError ? t('uploads.failed') : undefined}
        disabled={disabled}
        files={files}
        onFilesChange={(next) => {
          setFiles(next);
          onFilesChange?.(next);
        }}
      />
    </div>
  );
}

/** First bytes of the kinds a story picks: the upload judges files by their content. */
const signatures: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  // A Windows program: what a renamed .exe starts with.
  'application/x-msdownload': [0x4d, 0x5a, 0x90, 0x00],
};

/** A file of `bytes` bytes whose content starts like its declared type. */
const aFile = (name: string, bytes: number, type = 'application/pdf') => {
  const content = new Uint8Array(bytes);
  content.set((signatures[type] ?? []).slice(0, bytes));
  return new File([content], name, { type, lastModified: 1700000000000 });
};

const proposal = aFile('proposal.pdf', 240 * 1024);
const deck = aFile('credentials-deck.pdf', 2.4 * 1024 * 1024);
const logo = aFile('logo.png', 800, 'image/png');

const meta = {
  title: 'Forms/FileUpload',
  component: Controlled,
  subcomponents: { FileUpload },
  args: { onFilesChange: fn(), withHint: true },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Credentials and proposal');

const LIMIT =
  'Images, PDF, office documents or text: up to 5 MB per file, 10 files and 25 MB in all';

/** No files yet: a multi-file input whose description names what it takes and the limits, before any refusal. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('type', 'file');
    await expect(field).toHaveAttribute('multiple');
    await expect(field).toHaveAccessibleDescription(
      `Services, Sponsorship, Collaboration ${LIMIT}`,
    );
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Picked files are listed with their sizes; picking more adds to the list, and a repeat is listed once. */
export const ChooseFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), [proposal, deck]);
    const list = await canvas.findByRole('list', { name: '2 files selected' });
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([proposal, deck]);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('proposal.pdf');
    await expect(items[0]).toHaveTextContent('240 kB');
    await expect(items[1]).toHaveTextContent('2.4 MB');
    // Choosing more adds to the list; the same file twice is listed once.
    await userEvent.upload(input(canvasElement), [logo, proposal]);
    await expect(await canvas.findByRole('list', { name: '3 files selected' })).toBeVisible();
    await expect(canvas.getByText('800 byte')).toBeVisible();
  },
};

/** Tab reaches the drop zone's input, so files can be chosen without a mouse. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
  },
};

/** Removing a file announces it and moves focus to the next one, then back to the input when none is left. */
export const RemoveFiles: Story = {
  args: { initial: [proposal, deck, logo] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove credentials-deck.pdf' }));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([proposal, logo]);
    await expect(canvas.getByRole('list', { name: '2 files selected' })).toBeVisible();
    // Focus moves to the file that took the removed one's place, and the removal is announced.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove logo.png' })).toHaveFocus(),
    );
    await expect(canvas.getByText('credentials-deck.pdf removed')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove proposal.pdf' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('list')).toBeNull();
    await waitFor(() => expect(input(canvasElement)).toHaveFocus());
  },
};

/** A file over 5 MB is named and skipped while the good file beside it is kept; a good pick clears the message. */
export const OversizeFileSkipped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const huge = aFile('factory-video.mov', MAX_UPLOAD_BYTES + 1, 'video/quicktime');
    const exact = aFile('brochure.pdf', MAX_UPLOAD_BYTES);
    await userEvent.upload(input(canvasElement), [huge, exact]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('factory-video.mov exceed the 5MB file size limit');
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([exact]));
    await expect(canvas.getByRole('list', { name: '1 file selected' })).toHaveTextContent(
      'brochure.pdf',
    );
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      `Services, Sponsorship, Collaboration ${LIMIT} factory-video.mov exceed the 5MB file size limit`,
    );
    // The message lists every skipped file and goes away with the next good choice.
    const second = aFile('second.mov', MAX_UPLOAD_BYTES * 2);
    await userEvent.upload(input(canvasElement), [huge, second]);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'factory-video.mov, second.mov exceed the 5MB file size limit',
      ),
    );
    await userEvent.upload(input(canvasElement), [logo]);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** A program renamed .pdf is caught by its content; the good file and the earlier one stay. */
export const RenamedProgramRefused: Story = {
  args: { initial: [proposal] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A program renamed .pdf and declared as a PDF: its content gives it away.
    const program = aFile('report.pdf', 4096, 'application/x-msdownload');
    const disguised = new File([program], 'report.pdf', {
      type: 'application/pdf',
      lastModified: 1700000000000,
    });
    await userEvent.upload(input(canvasElement), [disguised, logo]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“report.pdf” is not an image, PDF, office document or text file',
    );
    // The good file picked with it is added, and the one chosen before stays.
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([proposal, logo]);
    const list = canvas.getByRole('list', { name: '2 files selected' });
    await expect(list).not.toHaveTextContent('report.pdf');
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An empty file is named and refused; the good file picked with it is kept. */
export const EmptyFileRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), [aFile('empty.pdf', 0), proposal]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“empty.pdf” is empty');
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([proposal]);
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      `Services, Sponsorship, Collaboration ${LIMIT} “empty.pdf” is empty`,
    );
  },
};

/** Eight files, then four more: only two fit under the limit of ten and the others are named. */
export const TooManyFiles: Story = {
  args: {
    initial: Array.from({ length: 8 }, (_, index) => aFile(`page-${index + 1}.pdf`, 1024)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const more = ['page-9.pdf', 'page-10.pdf', 'page-11.pdf', 'page-12.pdf'].map((name) =>
      aFile(name, 1024),
    );
    await userEvent.upload(input(canvasElement), more);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      `You can attach at most ${MAX_UPLOAD_FILES} files. Not added: “page-11.pdf” and “page-12.pdf”`,
    );
    await expect(canvas.getByRole('list', { name: '10 files selected' })).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
  },
};

/** Files that would take the total past 25 MB are named and left out; the rest are kept. */
export const TooMuchTogether: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fives = Array.from({ length: 5 }, (_, index) =>
      aFile(`volume-${index + 1}.pdf`, MAX_UPLOAD_BYTES),
    );
    await userEvent.upload(input(canvasElement), [...fives, aFile('appendix.pdf', 2048)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your files come to more than 25 MB together. Not added: “appendix.pdf”',
    );
    await expect(args.onFilesChange).toHaveBeenLastCalledWith(fives);
    await expect(canvas.getByRole('list', { name: '5 files selected' })).toBeVisible();
  },
};

/** Three files refused for three reasons at once: one line each, and the good file kept. */
export const SeveralRefusals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), [
      aFile('empty.pdf', 0),
      aFile('setup.pdf', 64, 'application/x-msdownload'),
      aFile('film.mov', MAX_UPLOAD_BYTES + 1, 'video/quicktime'),
      proposal,
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getAllByText(/./)).toHaveLength(3);
    await expect(alert).toHaveTextContent('“empty.pdf” is empty');
    await expect(alert).toHaveTextContent('“setup.pdf” is not an image');
    await expect(alert).toHaveTextContent('film.mov exceed the 5MB file size limit');
    await expect(canvas.getByRole('list', { name: '1 file selected' })).toHaveTextContent(
      'proposal.pdf',
    );
  },
};

/** Files dropped on the zone are added; the zone is highlighted while they are dragged over it. */
export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = input(canvasElement).parentElement!;
    const transfer = new DataTransfer();
    transfer.items.add(proposal);
    zone.dispatchEvent(
      new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'));
    zone.dispatchEvent(
      new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
    );
    await waitFor(() => expect(args.onFilesChange).toHaveBeenLastCalledWith([proposal]));
    await expect(zone).not.toHaveAttribute('data-dragging');
  },
};

/** The form reports that sending the files failed: the message joins the input's description. */
export const WithUploadError: Story = {
  args: { initial: [proposal], withError: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      `Services, Sponsorship, Collaboration ${LIMIT} File upload failed`,
    );
  },
};

/** While the form is sending: the input is off and the listed files cannot be removed. */
export const Disabled: Story = {
  args: { initial: [proposal], disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove proposal.pdf' }),
    );
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** The field with no hint below its label, as where the form has nothing to add. */
export const WithoutHint: Story = { args: { withHint: false } };

/** Nine photos listed: the list stays readable and each size is formatted to its scale. */
export const ManyFiles: Story = {
  args: {
    initial: Array.from({ length: 9 }, (_, index) =>
      aFile(`photo-of-the-pack-${index + 1}.jpg`, (index + 1) * 310 * 1024, 'image/jpeg'),
    ),
  },
};

/** A long Latin file name and an unbroken Japanese one: both wrap beside their remove button. */
export const LongFileName: Story = {
  args: {
    initial: [
      aFile(
        'a-very-long-file-name-for-the-private-label-proposal-of-our-company-final-v12.pdf',
        4096,
      ),
      aFile('製品パッケージの写真とブランドガイドラインの最終版資料一式.pdf', 1.2 * 1024 * 1024),
    ],
  },
};

/** Two files at phone width: names, sizes and remove buttons fit the narrow list. */
export const Narrow: Story = {
  args: { initial: [proposal, deck] },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** Right to left: Arabic remove buttons, and refusals in Arabic with the file names kept intact. */
export const Arabic: Story = {
  args: { initial: [proposal, deck] },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'إزالة proposal.pdf' })).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('الملف التعريفي والعرض المقترح'), [
      aFile('big.pdf', MAX_UPLOAD_BYTES + 1),
      aFile('setup.pdf', 64, 'application/x-msdownload'),
    ]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('big.pdf');
    await expect(alert).toHaveTextContent(
      'الملف «setup.pdf» ليس صورة ولا ملف PDF ولا مستندًا مكتبيًا ولا ملفًا نصيًا',
    );
  },
};
/** One file listed in Hindi, to check the label, hint and remove button. */
export const Hindi: Story = { args: { initial: [proposal] }, globals: { locale: 'hi' } };
/** Two files listed in Japanese, to check the label, hint and sizes. */
export const Japanese: Story = { args: { initial: [proposal, deck] }, globals: { locale: 'ja' } };
/** One file listed in Korean, to check the label, hint and remove button. */
export const Korean: Story = { args: { initial: [proposal] }, globals: { locale: 'ko' } };
