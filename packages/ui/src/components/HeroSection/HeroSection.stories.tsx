import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoEndpoints, siteMedia } from '@rimal/mocks';
import { HeroSection } from './HeroSection';

const media = (path: string) => `${demoEndpoints.media}${path}`;

const meta = {
  title: 'Home/HeroSection',
  component: HeroSection,
  parameters: { layout: 'fullscreen' },
  args: {
    posterSrc: media(siteMedia.heroPoster),
    animatedSrc: media(siteMedia.heroAnimated),
    reducedMotion: false,
  },
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

/**
 * A real, short looping clip for the video variant: the poster panned slowly on a canvas and
 * recorded in the browser, so the story needs no binary file in the repository.
 */
async function recordDemoVideo(posterUrl: string): Promise<string> {
  const image = new Image();
  image.src = posterUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d')!;
  const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const draw = (now: number) => {
      const progress = Math.min((now - started) / 1500, 1);
      const zoom = 1 + 0.06 * progress;
      context.drawImage(image, -16 * progress, -9 * progress, 640 * zoom, 360 * zoom);
      if (progress < 1) requestAnimationFrame(draw);
      else resolve();
    };
    requestAnimationFrame(draw);
  });
  recorder.stop();
  await stopped;
  return URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }));
}

export const Animated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Golden dates, dipped in fine chocolate' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      '/products/1',
    );
    // The animation joins once the page has loaded and the browser is idle.
    await expect(await canvas.findByTestId('hero-animated-art')).toHaveAttribute(
      'src',
      media(siteMedia.heroAnimated),
    );
    await expect(canvas.getByRole('button', { name: 'Pause animation' })).toBeVisible();
  },
};

export const PauseAndPlayTheAnimation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Golden dates, dipped in fine chocolate' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause animation' }));
    await expect(region).toHaveAttribute('data-motion', 'paused');
    await expect(canvas.queryByTestId('hero-animated-art')).toBeNull();
    const play = canvas.getByRole('button', { name: 'Play animation' });
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveAttribute('data-motion', 'playing');
    await expect(await canvas.findByTestId('hero-animated-art')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pause animation' })).toHaveFocus();
  },
};

export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Golden dates, dipped in fine chocolate' }),
    ).toHaveAttribute('data-motion', 'none');
    await expect(canvas.queryByTestId('hero-animated-art')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    const poster = canvasElement.querySelector('img');
    await expect(poster).toHaveAttribute('src', media(siteMedia.heroPoster));
  },
};

export const ReducedMotionWithVideo: Story = {
  args: { reducedMotion: true, videoSrc: media('/uploads/hero.webm') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const StillArtworkOnly: Story = {
  args: { animatedSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithVideo: Story = {
  loaders: [async () => ({ videoSrc: await recordDemoVideo(media(siteMedia.heroPoster)) })],
  render: (args, { loaded }) => <HeroSection {...args} videoSrc={loaded.videoSrc as string} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute('loop');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('autoplay');
    await expect(video).toHaveAttribute('poster', media(siteMedia.heroPoster));
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause video' }));
    await expect(video.paused).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Play video' }));
    await waitFor(() => expect(video.paused).toBe(false));
  },
};

/** The artwork never arrives here, and the box is already the size it will have. */
export const ReservesSpaceBeforeLoading: Story = {
  args: {
    posterSrc: media('/uploads/hero-never-loads.svg'),
    animatedSrc: media('/uploads/hero-never-loads-animated.svg'),
  },
  parameters: {
    msw: {
      handlers: [http.get(`${demoEndpoints.media}/uploads/hero-never-*`, () => delay('infinite'))],
    },
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

export const Narrow: Story = { decorators: narrow };
export const Arabic: Story = { globals: { locale: 'ar' } };
export const ArabicNarrow: Story = { globals: { locale: 'ar' }, decorators: narrow };
export const Japanese: Story = { globals: { locale: 'ja' } };
export const HindiNarrow: Story = { globals: { locale: 'hi' }, decorators: narrow };
export const RussianLongText: Story = { globals: { locale: 'ru' } };
