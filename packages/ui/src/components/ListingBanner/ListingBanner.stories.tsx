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

/** The listing banner as shipped: the title over the poster, the looping video joining it, and a pause control. */
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

/** The poster shows before the video is asked for, so the banner never paints empty. */
export const PosterPaintsFirst: Story = {
  beforeEach: holdIdle,
  play: async ({ canvasElement }) => {
    await expectPosterFirst(canvasElement, posterSrc);
  },
};

/** For visitors who ask for less motion: the still poster only, never the video. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expectPosterOnly(canvasElement, posterSrc);
  },
};

/** A banner with no video configured: the poster alone, with nothing to pause. */
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

/** At phone width the title stays readable over the narrower artwork. */
export const Narrow: Story = { decorators: narrow };
/** The Japanese title over the banner at phone width, to check its face and fit. */
export const JapaneseNarrow: Story = {
  args: { title: '商品一覧' },
  globals: { locale: 'ja' },
  decorators: narrow,
};
