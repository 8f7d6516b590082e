import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { demoEndpoints, mediaUrl, siteMedia } from '@rimal/mocks';
import { PromotionPanel } from './PromotionPanel';
import { inColumn } from '../../fixtures/decorators';

const narrow = inColumn('24rem');

/** The story services' promotion address (.storybook/services.ts). */
const storyPromotionUrl = 'https://promotion.example/rimal';

const spyOnOpen = () => spyOn(window, 'open').mockImplementation(() => null);

/** Runs `act` with window.open replaced by a spy, and always puts the real one back. */
async function withOpenSpy(act: (open: ReturnType<typeof spyOnOpen>) => Promise<void>) {
  const open = spyOnOpen();
  try {
    await act(open);
  } finally {
    open.mockRestore();
  }
}

const meta = {
  title: 'Pages/PromotionPanel',
  component: PromotionPanel,
  parameters: { layout: 'fullscreen' },
  args: { backgroundUrl: mediaUrl(demoEndpoints, siteMedia.promotionBackground) },
} satisfies Meta<typeof PromotionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The promotion page: the code field is shown disabled with its reason, and Add Code says it opens a new window. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Win with Rimal' })).toBeVisible();
    const code = canvas.getByRole('textbox', { name: /Prize code/ });
    await expect(code).toBeDisabled();
    await expect(code).toBeRequired();
    await expect(code).toHaveAttribute('minlength', '9');
    // The reason it is disabled is part of its description, so nobody is left guessing.
    await expect(code).toHaveAccessibleDescription(
      'Prize codes are entered on our prize promotion page, so this field cannot be filled in here. Select Add Code to open the page.',
    );
    await expect(canvas.getByRole('button', { name: 'Add Code' })).toHaveAccessibleDescription(
      'Opens the prize promotion page in a new window',
    );
  },
};

/** Add Code opens the prize promotion page in a new window, safely without a link back. */
export const AddCodeOpensThePromotionPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await withOpenSpy(async (open) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Code' }));
      await expect(open).toHaveBeenCalledOnce();
      await expect(open).toHaveBeenCalledWith(storyPromotionUrl, '_blank', 'noopener');
    });
  },
};

/** The disabled field is skipped, so Tab lands on Add Code and Enter opens the promotion page. */
export const AddCodeWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await withOpenSpy(async (open) => {
      // The disabled field is skipped: the first stop is the button.
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Add Code' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(open).toHaveBeenCalledWith(storyPromotionUrl, '_blank', 'noopener');
    });
  },
};

/** A campaign's own promotion address, set in the services, is the one Add Code opens. */
export const ConfiguredPromotionUrl: Story = {
  parameters: {
    services: {
      links: {
        promotionUrl: 'https://prizes.example/ramadan-2025',
        supportChatUrl: 'https://wa.me/97140000000',
        social: [],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await withOpenSpy(async (open) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Code' }));
      await expect(open).toHaveBeenCalledWith(
        'https://prizes.example/ramadan-2025',
        '_blank',
        'noopener',
      );
    });
  },
};

/** The promotion right to left: the Arabic field stays disabled and the Arabic Add Code opens the page. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: /رمز الجائزة/ });
    await expect(code).toBeDisabled();
    await withOpenSpy(async (open) => {
      await userEvent.click(canvas.getByRole('button', { name: 'إضافة الرمز' }));
      await expect(open).toHaveBeenCalledWith(storyPromotionUrl, '_blank', 'noopener');
    });
  },
};

/** The promotion in Hindi, to check the heading, field note and button in Devanagari. */
export const Hindi: Story = { globals: { locale: 'hi' } };

/** The promotion in Japanese, to check the heading, field note and button. */
export const Japanese: Story = { globals: { locale: 'ja' } };

/** The promotion in Korean, to check the heading, field note and button. */
export const Korean: Story = { globals: { locale: 'ko' } };

/** The promotion in Chinese, to check the heading, field note and button. */
export const Chinese: Story = { globals: { locale: 'zh' } };

/** At phone width the card with its field and button fits over the artwork. */
export const Narrow: Story = { decorators: [narrow] };

/** The promotion in Russian at phone width: the longest note must wrap inside the card. */
export const NarrowRussian: Story = { decorators: [narrow], globals: { locale: 'ru' } };

/** The artwork fails to load: the card stays readable on the plain brand colour. */
export const BackgroundUnavailable: Story = {
  args: { backgroundUrl: mediaUrl(demoEndpoints, '/uploads/missing-promotion.svg') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The card stays readable on the plain brand colour behind the missing artwork.
    await expect(canvas.getByRole('button', { name: 'Add Code' })).toBeVisible();
  },
};
