import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MAX_UPLOAD_BYTES } from '@rimal/core';
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

const aFile = (name: string, bytes: number, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1700000000000 });

const proposal = aFile('proposal.pdf', 240 * 1024);
const deck = aFile('credentials-deck.pdf', 2.4 * 1024 * 1024);
const logo = aFile('logo.png', 800, 'image/png');

const meta = {
  title: 'Forms/FileUpload',
  component: Controlled,
  args: { onFilesChange: fn(), withHint: true },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Credentials and proposal');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('type', 'file');
    await expect(field).toHaveAttribute('multiple');
    await expect(field).toHaveAccessibleDescription(
      'Services, Sponsorship, Collaboration Up to 5 MB per file',
    );
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const ChooseFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(input(canvasElement), [proposal, deck]);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([proposal, deck]);
    const list = canvas.getByRole('list', { name: '2 files selected' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('proposal.pdf');
    await expect(items[0]).toHaveTextContent('240 kB');
    await expect(items[1]).toHaveTextContent('2.4 MB');
    // Choosing more adds to the list; the same file twice is listed once.
    await userEvent.upload(input(canvasElement), [logo, proposal]);
    await expect(canvas.getByRole('list', { name: '3 files selected' })).toBeVisible();
    await expect(canvas.getByText('800 byte')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
  },
};

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

export const OversizeFileSkipped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const huge = aFile('factory-video.mov', MAX_UPLOAD_BYTES + 1, 'video/quicktime');
    const exact = aFile('brochure.pdf', MAX_UPLOAD_BYTES);
    await userEvent.upload(input(canvasElement), [huge, exact]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('factory-video.mov exceed the 5MB file size limit');
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([exact]);
    await expect(canvas.getByRole('list', { name: '1 file selected' })).toHaveTextContent(
      'brochure.pdf',
    );
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      'Services, Sponsorship, Collaboration Up to 5 MB per file factory-video.mov exceed the 5MB file size limit',
    );
    // The message lists every skipped file and goes away with the next good choice.
    const second = aFile('second.mov', MAX_UPLOAD_BYTES * 2);
    await userEvent.upload(input(canvasElement), [huge, second]);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'factory-video.mov, second.mov exceed the 5MB file size limit',
    );
    await userEvent.upload(input(canvasElement), [logo]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

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

export const WithUploadError: Story = {
  args: { initial: [proposal], withError: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      'Services, Sponsorship, Collaboration Up to 5 MB per file File upload failed',
    );
  },
};

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

export const WithoutHint: Story = { args: { withHint: false } };

export const ManyFiles: Story = {
  args: {
    initial: Array.from({ length: 9 }, (_, index) =>
      aFile(`photo-of-the-pack-${index + 1}.jpg`, (index + 1) * 310 * 1024, 'image/jpeg'),
    ),
  },
};

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

export const Arabic: Story = {
  args: { initial: [proposal, deck] },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'إزالة proposal.pdf' })).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('الملف التعريفي والعرض المقترح'), [
      aFile('big.pdf', MAX_UPLOAD_BYTES + 1),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('big.pdf');
  },
};
export const Hindi: Story = { args: { initial: [proposal] }, globals: { locale: 'hi' } };
export const Japanese: Story = { args: { initial: [proposal, deck] }, globals: { locale: 'ja' } };
export const Korean: Story = { args: { initial: [proposal] }, globals: { locale: 'ko' } };
