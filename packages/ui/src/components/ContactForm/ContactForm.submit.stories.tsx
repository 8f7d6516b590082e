import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { paths } from '@rimal/core';
import { demoEndpoints, mailOutbox, resetMockState, storyScenario } from '@rimal/mocks';
import { ContactForm } from './ContactForm';
import {
  control,
  expectSubmission,
  expectSuccess,
  failOnce,
  fillGeneral,
  flakyMail,
  withCurrentPath,
} from './storyFixtures';

/**
 * Register, then sendmail: a failure at either step and its retry, a slow service, and the success popup.
 */
const meta = {
  title: 'Forms/ContactForm/Submit',
  component: ContactForm,
  parameters: { route: paths.contact },
  decorators: [withCurrentPath],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registering the enquiry fails once: an error and Try again, with every value kept, then success. */
export const RegisterFailsThenRetry: Story = {
  parameters: flakyMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    failOnce('register');
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'customerSupport');
    await userEvent.click(canvas.getByRole('radio', { name: 'Order tracking' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order Number' }), 'NOT-42');
    await userEvent.click(control.submit(canvas));
    await expect(
      await canvas.findByText('We could not register your enquiry. Please try again.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Order Number' })).toHaveValue('NOT-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectSubmission(
      { department: 'Customer Support', selectedOption: 'orderTracking', orderNumber: 'NOT-42' },
      ['orders@example.com'],
    );
    await expectSuccess(canvasElement);
    errors.mockRestore();
  },
};

/** Sending fails after registering: Try again resumes at sending, so the enquiry is not registered twice. */
export const SendmailFailsThenRetry: Story = {
  parameters: flakyMail,
  play: async ({ canvasElement }) => {
    resetMockState();
    failOnce('sendmail');
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Are your dates organic?');
    await userEvent.click(control.submit(canvas));
    await expect(
      await canvas.findByText('We could not send your message. Please try again.'),
    ).toBeVisible();
    await expect(mailOutbox().map((entry) => entry.kind)).toEqual(['register']);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    // The retry resumes at sendmail: the enquiry is not registered twice.
    await expectSubmission(
      { department: 'General inquiries', message: 'Are your dates organic?' },
      ['info@example.com'],
    );
    await expectSuccess(canvasElement);
    errors.mockRestore();
  },
};

/** A general enquiry saying "Hello", sent from a fresh form; the failed call's console error kept quiet. */
async function sendHello(canvasElement: HTMLElement) {
  resetMockState();
  const errors = spyOn(console, 'error').mockImplementation(() => undefined);
  const canvas = within(canvasElement);
  await fillGeneral(canvas, 'generalInquiries');
  await userEvent.type(control.message(canvas), 'Hello');
  await userEvent.click(control.submit(canvas));
  return { canvas, errors };
}

/** The mail service keeps failing: the error stays, values stay, and the button is usable again. */
export const MailServiceDown: Story = {
  parameters: { msw: storyScenario('mail:error') },
  play: async ({ canvasElement }) => {
    const { canvas, errors } = await sendHello(canvasElement);
    const message = 'We could not register your enquiry. Please try again.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible());
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(control.message(canvas)).toHaveValue('Hello');
    await expect(control.submit(canvas)).not.toHaveAttribute('aria-busy');
    errors.mockRestore();
  },
};

/** The mail service refuses a client's calls for a while (429): the wait is asked for, not a retry. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`${demoEndpoints.mail}/auth/register`, () =>
          HttpResponse.json({ message: 'Too many requests' }, { status: 429 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { canvas, errors } = await sendHello(canvasElement);
    await expect(
      await canvas.findByText(
        'Too many attempts from your connection. Please wait a few minutes and try again.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/could not register/)).toBeNull();
    await expect(control.message(canvas)).toHaveValue('Hello');
    errors.mockRestore();
  },
};

/** A slow service: "Sending...", a busy form and a second press that sends nothing twice. */
export const SlowSending: Story = {
  parameters: { msw: storyScenario('mail:slow', demoEndpoints, { slowDelayMs: 1200 }) },
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Slow line today.');
    await userEvent.click(control.submit(canvas));
    await expect(await canvas.findByText('Sending...')).toBeVisible();
    const submit = control.submit(canvas);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: 'Contact form' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // A second press while sending sends nothing more.
    await userEvent.click(submit);
    await expectSuccess(canvasElement);
    await expect(mailOutbox()).toHaveLength(2);
  },
};

/** The thank-you popup: focus on Home, Escape returns to the form, and a second enquiry works too. */
export const SuccessPopup: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Lovely dates!');
    await userEvent.click(control.submit(canvas));
    const popup = await expectSuccess(canvasElement);
    const home = within(popup).getByRole('link', { name: 'Home' });
    await waitFor(() => expect(home).toHaveFocus());
    await expect(home).toHaveAttribute('href', '/');
    // Escape closes it and focus goes back to the submit button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popup).not.toHaveAttribute('open'));
    await waitFor(() => expect(control.submit(canvas)).toHaveFocus());
    // A second enquiry after a successful one goes through as well.
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'And one more question.');
    await userEvent.click(control.submit(canvas));
    await waitFor(() => expect(mailOutbox()).toHaveLength(4), { timeout: 5000 });
    await expect(mailOutbox()[2]!.body).toMatchObject({ message: 'And one more question.' });
    await waitFor(() => expect(popup).toHaveAttribute('open'));
  },
};

/** Home in the thank-you popup leads to the home page at its top and closes the popup. */
export const SuccessHomeButton: Story = {
  play: async ({ canvasElement }) => {
    resetMockState();
    const canvas = within(canvasElement);
    const scrollTo = spyOn(window, 'scrollTo');
    await fillGeneral(canvas, 'generalInquiries');
    await userEvent.type(control.message(canvas), 'Thank you.');
    await userEvent.click(control.submit(canvas));
    const popup = await expectSuccess(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent(
      '/contact',
    );
    await userEvent.click(within(popup).getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/),
    );
    await expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(popup).not.toHaveAttribute('open'));
    scrollTo.mockRestore();
  },
};
