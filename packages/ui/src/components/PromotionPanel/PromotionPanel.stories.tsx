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

export const Hindi: Story = { globals: { locale: 'hi' } };

export const Japanese: Story = { globals: { locale: 'ja' } };

export const Korean: Story = { globals: { locale: 'ko' } };

export const Chinese: Story = { globals: { locale: 'zh' } };

export const Narrow: Story = { decorators: [narrow] };

export const NarrowRussian: Story = { decorators: [narrow], globals: { locale: 'ru' } };

export const BackgroundUnavailable: Story = {
  args: { backgroundUrl: mediaUrl(demoEndpoints, '/uploads/missing-promotion.svg') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The card stays readable on the plain brand colour behind the missing artwork.
    await expect(canvas.getByRole('button', { name: 'Add Code' })).toBeVisible();
  },
};
