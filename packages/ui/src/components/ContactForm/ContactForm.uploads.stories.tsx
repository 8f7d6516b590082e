import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { MAX_UPLOAD_BYTES, paths } from '@rimal/core';
import {
  demoEndpoints,
  mailOutbox,
  mailUploads,
  resetMockState,
  storyScenario,
} from '@rimal/mocks';
import { ContactForm } from './ContactForm';
import {
  aFile,
  control,
  expectSubmission,
  expectSuccess,
  failOnce,
  fillGeneral,
  flakyMail,
  person,
  withCurrentPath,
} from './storyFixtures';

/**
 * Files on their way to the mail service: oversize files, a failed or unreachable upload, a slow one.
 */
const meta = {
  title: 'Forms/ContactForm/Uploads',
  component: ContactForm,
  parameters: { route: paths.contact },
  decorators: [withCurrentPath],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OversizeUpload: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await userEvent.upload(canvas.getByLabelText('Credentials and proposal'), [
      aFile('showreel.mp4', MAX_UPLOAD_BYTES + 1, 'video/mp4'),
      aFile('proposal.pdf', 20_000),
    ]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'showreel.mp4 exceed the 5MB file size limit',
    );
    await expect(canvas.getByRole('list', { name: '1 file selected' })).toHaveTextContent(
      'proposal.pdf',
    );
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    // Only the accepted file reached the upload endpoint.
    await expect(mailUploads().map((record) => record.name)).toEqual(['proposal.pdf']);
    await expectSubmission({ department: 'Marketing & Branding', photos: mailUploads() }, [
      'marketing@example.com',
    ]);
  },
};

export const UploadFailsThenRetry: Story = {
  parameters: flakyMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    failOnce('upload');
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'hrRecruitment');
    await userEvent.upload(canvas.getByLabelText('Upload your resume'), [aFile('cv.pdf', 10_000)]);
    await userEvent.click(control.submit(canvas));
    const status = await canvas.findByText('File upload failed', { selector: '[role="status"]' });
    await expect(status).toBeVisible();
    await expect(canvas.getByLabelText('Upload your resume')).toHaveAccessibleDescription(
      'Up to 5 MB per file File upload failed',
    );
    await expect(errors).toHaveBeenCalled();
    // Nothing typed or chosen is lost.
    await expect(control.name(canvas)).toHaveValue(person.name);
    await expect(canvas.getByRole('list', { name: '1 file selected' })).toBeVisible();
    await expect(mailOutbox()).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectSuccess(canvasElement);
    await expect(mailUploads().map((record) => record.name)).toEqual(['cv.pdf']);
    await expectSubmission({ department: 'HR & Recruitment', photos: mailUploads() }, [
      'careers@example.com',
    ]);
    errors.mockRestore();
  },
};

export const ResubmitAfterUploadFailure: Story = {
  parameters: flakyMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    failOnce('upload');
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await userEvent.upload(canvas.getByLabelText('Credentials and proposal'), [
      aFile('deck.pdf', 7_000),
    ]);
    await userEvent.click(control.submit(canvas));
    await canvas.findByText('File upload failed', { selector: '[role="status"]' });
    // The visitor corrects a field and presses Contact Now again instead of Try again.
    await userEvent.clear(control.phone(canvas));
    await userEvent.type(control.phone(canvas), '+971 4 555 0100');
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    // The file is uploaded once, and the corrected value is the one sent.
    await expect(mailUploads().map((record) => record.name)).toEqual(['deck.pdf']);
    await expect(mailOutbox()[0]!.body).toMatchObject({
      phone: '+971 4 555 0100',
      photos: mailUploads(),
    });
    errors.mockRestore();
  },
};

export const MailServiceUnreachable: Story = {
  parameters: { msw: storyScenario('mail:network') },
  play: async ({ canvasElement }) => {
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await userEvent.upload(canvas.getByLabelText('Credentials and proposal'), [
      aFile('deck.pdf', 5_000),
    ]);
    await userEvent.click(control.submit(canvas));
    await expect(
      await canvas.findByText('File upload failed', { selector: '[role="status"]' }),
    ).toBeVisible();
    errors.mockRestore();
  },
};

export const SlowUpload: Story = {
  parameters: { msw: storyScenario('mail:slow', demoEndpoints, { slowDelayMs: 1200 }) },
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    await userEvent.upload(canvas.getByLabelText('Credentials and proposal'), [
      aFile('deck.pdf', 5_000),
    ]);
    await userEvent.click(control.submit(canvas));
    await expect(await canvas.findByText('Uploading...')).toBeVisible();
    await expect(await canvas.findByText('Sending...', {}, { timeout: 3000 })).toBeVisible();
    await expectSuccess(canvasElement);
  },
};
