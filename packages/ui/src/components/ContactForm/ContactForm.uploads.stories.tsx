import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
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
  UPLOAD_LIMIT,
  withCurrentPath,
  type Canvas,
} from './storyFixtures';

/**
 * Files on their way to the mail service: refused files (oversize, empty, not an accepted kind,
 * beyond 10 files or 25 MB in all), a failed or unreachable upload, a slow one, going offline.
 */
const meta = {
  title: 'Forms/ContactForm/Uploads',
  component: ContactForm,
  parameters: { route: paths.contact },
  decorators: [withCurrentPath],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file over 5 MB is refused with its name while the other file is kept and sent. */
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
    await expect(await canvas.findByRole('list', { name: '1 file selected' })).toHaveTextContent(
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

/** The upload fails: the field says so, nothing typed or picked is lost, and Try again sends it all. */
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
      `${UPLOAD_LIMIT} File upload failed`,
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

/** After an upload failure the visitor fixes a field and sends again: the file goes once, the fix goes too. */
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

/** The mail service cannot be reached at all: the upload failure is shown, not a silent hang. */
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

/** A slow service: "Uploading..." then "Sending...", so the visitor sees progress through both steps. */
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

const credentials = (canvas: Canvas) => canvas.getByLabelText('Credentials and proposal');

/** Everything typed is still there. */
async function expectGeneralKept(canvas: Canvas) {
  await expect(control.name(canvas)).toHaveValue(person.name);
  await expect(control.email(canvas)).toHaveValue(person.email);
  await expect(control.phone(canvas)).toHaveValue(person.phone);
  await expect(control.country(canvas)).toHaveValue(person.inqCountry);
}

/** A program renamed to .pdf is caught by its content and refused; the real PDF beside it is sent. */
export const RenamedProgramRefused: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    // A program renamed .pdf and declared as a PDF: its content gives it away.
    const program = aFile('report.pdf', 4096, 'application/x-msdownload');
    const disguised = new File([program], 'report.pdf', { type: 'application/pdf' });
    await userEvent.upload(credentials(canvas), [disguised, aFile('proposal.pdf', 20_000)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“report.pdf” is not an image, PDF, office document or text file',
    );
    await expect(await canvas.findByRole('list', { name: '1 file selected' })).toHaveTextContent(
      'proposal.pdf',
    );
    await expect(credentials(canvas)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    await expect(mailUploads().map((record) => record.name)).toEqual(['proposal.pdf']);
  },
};

/** An empty file is refused by name; the file picked before and all typed values stay. */
export const EmptyFileRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'hrRecruitment');
    const resume = canvas.getByLabelText('Upload your resume');
    await userEvent.upload(resume, [aFile('cv.pdf', 10_000)]);
    await userEvent.upload(resume, [aFile('empty.pdf', 0)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“empty.pdf” is empty');
    await expect(resume).toHaveAccessibleDescription(`${UPLOAD_LIMIT} “empty.pdf” is empty`);
    // The file chosen before stays, and nothing typed is lost.
    await expect(canvas.getByRole('list', { name: '1 file selected' })).toHaveTextContent('cv.pdf');
    await expectGeneralKept(canvas);
  },
};

/** Eleven files picked: the eleventh is refused with its name and the first ten are sent. */
export const ElevenFiles: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    const eleven = Array.from({ length: 11 }, (_, index) => aFile(`page-${index + 1}.pdf`, 1024));
    await userEvent.upload(credentials(canvas), eleven);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You can attach at most 10 files. Not added: “page-11.pdf”',
    );
    await expect(canvas.getByRole('list', { name: '10 files selected' })).toBeVisible();
    await userEvent.click(control.submit(canvas));
    await expectSuccess(canvasElement);
    await expect(mailUploads()).toHaveLength(10);
  },
};

/** A file that would take the total past 25 MB is refused; the files already picked stay. */
export const MoreThan25MegabytesTogether: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'marketingBranding');
    const volumes = Array.from({ length: 5 }, (_, index) =>
      aFile(`volume-${index + 1}.pdf`, MAX_UPLOAD_BYTES),
    );
    await userEvent.upload(credentials(canvas), volumes);
    await expect(await canvas.findByRole('list', { name: '5 files selected' })).toBeVisible();
    await userEvent.upload(credentials(canvas), [aFile('appendix.pdf', 2048)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your files come to more than 25 MB together. Not added: “appendix.pdf”',
    );
    await expect(canvas.getByRole('list', { name: '5 files selected' })).not.toHaveTextContent(
      'appendix.pdf',
    );
    await expectGeneralKept(canvas);
  },
};

/** Whether the browser is offline: every mail call then fails as a dropped connection does. */
let offline = false;
const offlineMail = {
  msw: {
    handlers: [
      http.post(`${demoEndpoints.mail}/*`, () => (offline ? HttpResponse.error() : undefined)),
    ],
  },
};

/** The connection drops while sending: the upload fails with values kept, and Try again works once online. */
export const OfflineDuringSubmit: Story = {
  parameters: offlineMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    offline = false;
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    try {
      await fillGeneral(canvas, 'marketingBranding');
      await userEvent.upload(credentials(canvas), [aFile('deck.pdf', 5_000)]);
      await expect(await canvas.findByRole('list', { name: '1 file selected' })).toBeVisible();
      offline = true;
      await userEvent.click(control.submit(canvas));
      await expect(
        await canvas.findByText('File upload failed', { selector: '[role="status"]' }),
      ).toBeVisible();
      await expectGeneralKept(canvas);
      await expect(canvas.getByRole('list', { name: '1 file selected' })).toHaveTextContent(
        'deck.pdf',
      );
      // Back online, Try again sends everything.
      offline = false;
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expectSuccess(canvasElement);
      await expect(mailUploads().map((record) => record.name)).toEqual(['deck.pdf']);
      await expectSubmission({ department: 'Marketing & Branding', photos: mailUploads() }, [
        'marketing@example.com',
      ]);
    } finally {
      offline = false;
      errors.mockRestore();
    }
  },
};
