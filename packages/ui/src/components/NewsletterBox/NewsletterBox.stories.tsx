import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterBox } from './NewsletterBox';

const meta = {
  title: 'Home/NewsletterBox',
  component: NewsletterBox,
  parameters: { layout: 'fullscreen' },
  args: { onSubscribe: fn() },
} satisfies Meta<typeof NewsletterBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

/** The box before anything is typed: an e-mail field that phones and browsers can fill in, and Subscribe. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Sweet news in your inbox' }),
    ).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

/** A valid address, spaces trimmed: a thank-you naming it replaces the form and takes focus. */
export const SubscribeSuccess: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address' }),
      '  mariam@example.ae ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const status = await within(canvas.getByRole('region')).findByRole('status');
    await expect(status).toHaveTextContent('Thank you for subscribing!');
    await expect(status).toHaveTextContent('Our sweet news will arrive at');
    await expect(status).toHaveTextContent('mariam@example.ae');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(args.onSubscribe).toHaveBeenCalledWith('mariam@example.ae');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A half-typed address is named as wrong and kept; the message goes as soon as it is right. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'mariam@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await expect(input).toHaveValue('mariam@');
    await expect(input).toHaveFocus();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(within(canvas.getByRole('region')).queryByRole('status')).toBeNull();
    // The message follows the typing and goes once the address is right.
    await userEvent.type(input, 'example.ae');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await within(canvas.getByRole('region')).findByRole('status')).toHaveTextContent(
      'mariam@example.ae',
    );
  },
};

/** Subscribe with nothing typed: the field says it is required instead of doing nothing. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await waitFor(() => expect(input).toHaveAccessibleDescription('This field is required'));
  },
};

/** Enter in the field subscribes, as a shopper on a phone keyboard expects. */
export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'omar@example.com{Enter}');
    await expect(await within(canvas.getByRole('region')).findByRole('status')).toBeVisible();
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
  },
};

/** At phone width the field and Subscribe stack under the heading. */
export const Narrow: Story = { decorators: narrow };
/** The wrong-address message at phone width: it wraps under the field without pushing the button out. */
export const NarrowInvalid: Story = { decorators: narrow, play: InvalidEmail.play };
/** The box right to left, with the Arabic heading, field and button. */
export const Arabic: Story = { globals: { locale: 'ar' } };

/** A wrong address in Arabic: the Arabic message read as the field's description. */
export const ArabicInvalid: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription('أدخل عنوان بريد إلكتروني صالحًا');
  },
};

/** The Arabic thank-you, with the Latin e-mail address kept intact inside it. */
export const ArabicSuccess: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'fatima@example.ae{Enter}');
    await expect(await within(canvas.getByRole('region')).findByRole('status')).toHaveTextContent(
      'fatima@example.ae',
    );
  },
};

/** The box in Japanese, to check the heading, field and button. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The box in Hindi at phone width: Devanagari heading and button fit the column. */
export const HindiNarrow: Story = { globals: { locale: 'hi' }, decorators: narrow };
