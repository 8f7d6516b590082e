import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoEndpoints, siteMedia } from '@rimal/mocks';
import {
  expectLoopVideo,
  expectPauseControl,
  expectPosterFirst,
  expectPosterOnly,
  holdIdle,
} from '../private/LoopingArt/storyChecks';
import { ListingBanner } from './ListingBanner';

const media = (path: string) => `${demoEndpoints.media}${path}`;
const posterSrc = media(siteMedia.productsBanner);
const bannerVideo = {
  webm: media(siteMedia.productsBannerVideo.webm),
  mp4: media(siteMedia.productsBannerVideo.mp4),
};

const meta = {
  title: 'Shop/ListingBanner',
  component: ListingBanner,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Our Products', posterSrc, video: bannerVideo, reducedMotion: false },
} satisfies Meta<typeof ListingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

export const WithVideo: Story = {
  play: async ({ canvasElement, step }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Our Products' }),
    ).toBeVisible();
    await step('the video joins the poster once the page has settled, and plays', async () => {
      await expectLoopVideo(canvasElement, bannerVideo, posterSrc);
    });
    await step('the visitor pauses and resumes it', async () => {
      await expectPauseControl(canvasElement);
    });
  },
};

export const PosterPaintsFirst: Story = {
  beforeEach: holdIdle,
  play: async ({ canvasElement }) => {
    await expectPosterFirst(canvasElement, posterSrc);
  },
};

export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expectPosterOnly(canvasElement, posterSrc);
  },
};

export const StillArtworkOnly: Story = {
  args: { video: undefined },
  play: async ({ canvasElement }) => {
    await expectPosterOnly(canvasElement, posterSrc);
  },
};

/** The pause control sits at the end of the line in either direction. */
export const Arabic: Story = {
  args: { title: 'منتجاتنا' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('[data-motion]')!.getBoundingClientRect();
    const control = (
      await within(canvasElement).findByRole('button', { name: 'إيقاف الفيديو مؤقتًا' })
    ).getBoundingClientRect();
    await expect(control.left - banner.left).toBeLessThan(banner.right - control.right);
  },
};

export const Narrow: Story = { decorators: narrow };
export const JapaneseNarrow: Story = {
  args: { title: '商品一覧' },
  globals: { locale: 'ja' },
  decorators: narrow,
};
