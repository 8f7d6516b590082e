import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonRadii, type SkeletonProps } from './Skeleton';

/** Skeletons inside a busy region that says "loading" in words, as the components use them. */
function LoadingBlock(props: SkeletonProps) {
  const { t } = useTranslation('shop');
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: '0.5rem', maxInlineSize: '20rem' }}>
      <p role="status">{t('listing.loading')}</p>
      <Skeleton {...props} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Skeleton',
  component: LoadingBlock,
  subcomponents: { Skeleton },
  args: { blockSize: '1.5rem' },
  argTypes: { radius: { control: 'inline-radio', options: skeletonRadii } },
} satisfies Meta<typeof LoadingBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line of text still loading: hidden from screen readers, shimmering, beside a status saying it in words. */
export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton]')!;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('Loading products...')).toBeVisible();
    await expect(getComputedStyle(block).animationName).not.toBe('none');
  },
};

/** A square image still loading: the box already has the image's shape, so nothing moves when it arrives. */
export const ImageBox: Story = {
  args: { aspectRatio: '1 / 1', radius: 'lg' },
  play: async ({ canvasElement }) => {
    const box = canvasElement
      .querySelector<HTMLElement>('[data-skeleton]')!
      .getBoundingClientRect();
    await expect(box.height).toBeCloseTo(box.width, 0);
  },
};

/** A pill-shaped stand-in for a button or badge still loading. */
export const Pill: Story = { args: { inlineSize: '8rem', blockSize: '2.25rem', radius: 'pill' } };

/** A card's worth of skeletons, image, title, line and button, as a loading product card composes them. */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', maxInlineSize: '16rem' }} aria-busy="true">
      <Skeleton aspectRatio="4 / 3" radius="lg" />
      <Skeleton inlineSize="80%" blockSize="1.25rem" />
      <Skeleton inlineSize="40%" />
      <Skeleton inlineSize="60%" blockSize="2.25rem" radius="pill" />
    </div>
  ),
};

/** In Arabic the skeleton and its status text sit right to left, and the shimmer still reads as loading. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
