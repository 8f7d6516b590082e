import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactInfoPanel } from './ContactInfoPanel';

const meta = {
  title: 'Site/ContactInfoPanel',
  component: ContactInfoPanel,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactInfoPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel as on the contact page: phone and e-mail as links a phone can call or write to, and the address. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Get in touch' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Get in touch',
    );
    await expect(region).toHaveTextContent('Our team in Dubai reads every message');
    const phone = canvas.getByRole('link', { name: '+971 4 000 0000' });
    await expect(phone).toHaveAttribute('href', 'tel:+97140000000');
    await expect(phone.parentElement).toHaveTextContent('Phone: +971 4 000 0000');
    const email = canvas.getByRole('link', { name: 'care@rimal.example' });
    await expect(email).toHaveAttribute('href', 'mailto:care@rimal.example');
    await expect(email.parentElement).toHaveTextContent('Email: care@rimal.example');
    await expect(
      canvas.getByText('Dubai Industrial City, Dubai, United Arab Emirates'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('address')).not.toBeNull();
  },
};

/** Another team's phone and e-mail, one heading level down: the panel reused under a page's own heading. */
export const OtherNumbers: Story = {
  args: { phone: '+971 50 123 4567', email: 'export@rimal.example', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute(
      'href',
      'tel:+971501234567',
    );
    await expect(canvas.getByRole('link', { name: 'export@rimal.example' })).toHaveAttribute(
      'href',
      'mailto:export@rimal.example',
    );
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
  },
};

/** Right to left: the phone number keeps its left-to-right digits inside the Arabic line. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'تواصل معنا' })).toBeVisible();
    // The number keeps its left-to-right order inside the Arabic line.
    const phone = canvas.getByRole('link', { name: '+971 4 000 0000' });
    await expect(phone).toHaveAttribute('dir', 'ltr');
    await expect(phone.parentElement).toHaveTextContent('الهاتف: +971 4 000 0000');
    await expect(
      canvas.getByText('مدينة دبي الصناعية، دبي، الإمارات العربية المتحدة'),
    ).toBeVisible();
  },
};

/** In Japanese the label joins the number with a full-width colon, as Japanese text expects. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole('link', { name: '+971 4 000 0000' });
    await expect(phone.parentElement).toHaveTextContent('電話：+971 4 000 0000');
  },
};
/** The panel in Hindi, to check Devanagari labels beside the links. */
export const Hindi: Story = { globals: { locale: 'hi' } };
/** The panel in Korean, to check the labels and the address lines. */
export const Korean: Story = { globals: { locale: 'ko' } };
/** The panel in Russian, whose longer labels must still sit beside their values. */
export const Russian: Story = { globals: { locale: 'ru' } };

/** At phone width the address and e-mail wrap inside the panel instead of overflowing. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '18rem' }}>
        <Story />
      </div>
    ),
  ],
};
