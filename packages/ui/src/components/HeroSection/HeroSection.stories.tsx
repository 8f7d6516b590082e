import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoEndpoints, heldForever, siteMedia } from '@rimal/mocks';
import { paths } from '@rimal/core';
import {
  expectLoopVideo,
  expectPauseControl,
  expectPosterFirst,
  expectPosterOnly,
  holdIdle,
} from '../private/LoopingArt/storyChecks';
import { HeroSection } from './HeroSection';

const media = (path: string) => `${demoEndpoints.media}${path}`;
const heroVideo = {
  webm: media(siteMedia.heroVideo.webm),
  mp4: media(siteMedia.heroVideo.mp4),
};

const meta = {
  title: 'Home/HeroSection',
  component: HeroSection,
  parameters: { layout: 'fullscreen' },
  args: {
    posterSrc: media(siteMedia.heroPoster),
    video: heroVideo,
    reducedMotion: false,
  },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

/** The home hero as shipped: headline, Shop now, and the looping video joining the poster, with a pause control. */
export const WithVideo: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Golden dates, dipped in fine chocolate' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      paths.shop,
    );
    await step('the video joins the poster once the page has settled, and plays', async () => {
      await expectLoopVideo(canvasElement, heroVideo, media(siteMedia.heroPoster));
    });
    await step('the visitor pauses and resumes it', async () => {
      await expectPauseControl(canvasElement);
    });
  },
};

/** The poster shows before the video is even asked for, so the first paint is never an empty box. */
export const PosterPaintsFirst: Story = {
  beforeEach: holdIdle,
  play: async ({ canvasElement }) => {
    await expectPosterFirst(canvasElement, media(siteMedia.heroPoster));
  },
};

/** For visitors who ask for less motion: the still poster only, never the video. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expectPosterOnly(canvasElement, media(siteMedia.heroPoster));
  },
};

/** A hero with no video configured: the poster alone, with nothing to pause. */
export const StillArtworkOnly: Story = {
  args: { video: undefined },
  play: async ({ canvasElement }) => {
    await expectPosterOnly(canvasElement, media(siteMedia.heroPoster));
  },
};

/** The artwork never arrives here, and the box is already the size it will have. */
export const ReservesSpaceBeforeLoading: Story = {
  args: {
    posterSrc: media('/uploads/hero-never-loads.svg'),
    video: undefined,
  },
  parameters: {
    ...heldForever('get', `${demoEndpoints.media}/uploads/hero-never-*`),
  },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const poster = canvasElement.querySelector('img')!;
    await expect(poster.complete).toBe(false);
    const box = poster.parentElement!.getBoundingClientRect();
    // The story frame is 24rem wide: the artwork box spans it.
    await expect(box.width).toBeCloseTo(24 * 16, 0);
    await expect(box.height).toBeCloseTo((box.width * 10) / 16, 0);
  },
};

/** On a wide screen the box reserved before the artwork loads is the hero's full height. */
export const ReservesSpaceBeforeLoadingWide: Story = {
  ...ReservesSpaceBeforeLoading,
  decorators: [(Story) => <div style={{ inlineSize: '64rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')!.complete).toBe(false);
    const hero = within(canvasElement).getByRole('region');
    // 16:9 of 64rem is 36rem, inside the 28rem..46rem bounds.
    await expect(hero.getBoundingClientRect().height).toBeGreaterThanOrEqual(36 * 16);
  },
};

/** At phone width the artwork takes a 16:10 box of its own and the headline and Shop now follow it. */
export const Narrow: Story = { decorators: narrow };
/** The hero right to left, with the Arabic headline and Shop now. */
export const Arabic: Story = { globals: { locale: 'ar' } };
/** The hero in Arabic at phone width: the tightest right-to-left case. */
export const ArabicNarrow: Story = { globals: { locale: 'ar' }, decorators: narrow };
/** The hero in Japanese, to check the headline's face against the artwork. */
export const Japanese: Story = { globals: { locale: 'ja' } };
/** The hero in Hindi at phone width: Devanagari's taller lines under the artwork. */
export const HindiNarrow: Story = { globals: { locale: 'hi' }, decorators: narrow };
/** The hero in Russian, whose longer headline tests the wrapping within the hero's height. */
export const RussianLongText: Story = { globals: { locale: 'ru' } };
