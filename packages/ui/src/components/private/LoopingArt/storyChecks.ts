// Checks shared by the stories of every component that shows looping artwork.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoopVideo } from './LoopingArt';

function find<T extends Element>(canvasElement: HTMLElement, selector: string): T {
  const found = canvasElement.querySelector<T>(selector);
  if (!found) throw new Error(`No ${selector} in the story`);
  return found;
}

const motionBox = (canvasElement: HTMLElement) => find<HTMLElement>(canvasElement, '[data-motion]');

let releaseIdle: (() => void) | undefined;

/**
 * Holds the browser's idle callbacks until `settle()`, so a story can look at the page before it
 * has settled. Use as a story's `beforeEach`; it returns the clean-up.
 */
export function holdIdle() {
  const held: IdleRequestCallback[] = [];
  const original = window.requestIdleCallback;
  window.requestIdleCallback = (callback) => held.push(callback);
  releaseIdle = () => {
    window.requestIdleCallback = original;
    for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  };
  return () => {
    window.requestIdleCallback = original;
    releaseIdle = undefined;
  };
}

/** Lets the held idle callbacks run: the page has settled. */
export const settle = () => releaseIdle?.();

/** The poster is the first and only paint until the page settles; then the video joins. */
export async function expectPosterFirst(canvasElement: HTMLElement, posterSrc: string) {
  const poster = find<HTMLImageElement>(canvasElement, 'img');
  await expect(poster).toHaveAttribute('src', posterSrc);
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  await waitFor(() => expect(poster.complete).toBe(true));
  await expect(canvasElement.querySelector('video')).toBeNull();
  await expect(motionBox(canvasElement)).toHaveAttribute('data-motion', 'playing');
  settle();
  await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull());
}

/** The loop is muted, inline and looping, offers WebM then MP4, and plays. */
export async function expectLoopVideo(
  canvasElement: HTMLElement,
  video: LoopVideo,
  posterSrc: string,
) {
  const element = await waitFor(() => find<HTMLVideoElement>(canvasElement, 'video'));
  await expect(element.muted).toBe(true);
  await expect(element).toHaveAttribute('loop');
  await expect(element).toHaveAttribute('playsinline');
  await expect(element).toHaveAttribute('poster', posterSrc);
  await expect(element).toHaveAttribute('aria-hidden', 'true');
  const sources = Array.from(element.querySelectorAll('source'));
  await expect(sources.map((source) => [source.getAttribute('src'), source.type])).toEqual([
    [video.webm, 'video/webm'],
    [video.mp4, 'video/mp4'],
  ]);
  await waitFor(() => expect(element.currentSrc).not.toBe(''));
  await waitFor(() => expect(element.paused).toBe(false), { timeout: 5000 });
}

/** The pause control stops the loop and starts it again, by mouse and by keyboard. */
export async function expectPauseControl(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const video = find<HTMLVideoElement>(canvasElement, 'video');
  await userEvent.click(canvas.getByRole('button', { name: 'Pause video' }));
  await expect(motionBox(canvasElement)).toHaveAttribute('data-motion', 'paused');
  await waitFor(() => expect(video.paused).toBe(true));
  const play = canvas.getByRole('button', { name: 'Play video' });
  await expect(play).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(motionBox(canvasElement)).toHaveAttribute('data-motion', 'playing');
  await waitFor(() => expect(video.paused).toBe(false));
  await expect(canvas.getByRole('button', { name: 'Pause video' })).toHaveFocus();
}

/** Only the poster: no video, nothing to pause. */
export async function expectPosterOnly(canvasElement: HTMLElement, posterSrc: string) {
  await expect(motionBox(canvasElement)).toHaveAttribute('data-motion', 'none');
  await expect(canvasElement.querySelector('img')).toHaveAttribute('src', posterSrc);
  // Longer than the page takes to settle: the video would have joined by now.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(canvasElement.querySelector('video')).toBeNull();
  await expect(within(canvasElement).queryByRole('button', { name: /video/ })).toBeNull();
}
