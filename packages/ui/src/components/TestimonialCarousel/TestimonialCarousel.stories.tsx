import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TestimonialCarousel } from './TestimonialCarousel';
import { slideOffset } from './TestimonialCarousel.css';

const meta = {
  title: 'Home/TestimonialCarousel',
  component: TestimonialCarousel,
  parameters: { layout: 'fullscreen' },
  args: { reducedMotion: false },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>,
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The slide a visitor sees: hidden slides are out of the accessibility tree. */
const shownSlide = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /^Testimonial \d of \d$/ });

const shownLabel = (canvasElement: HTMLElement) =>
  shownSlide(canvasElement).getAttribute('aria-label');

const carousel = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Customer testimonials' });

/** Takes pointer and focus away, so only the visitor's pause choice holds the rotation. */
const leave = async (canvasElement: HTMLElement) => {
  await userEvent.unhover(carousel(canvasElement));
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = carousel(canvasElement);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'What our customers say' }),
    ).toBeVisible();
    const slide = shownSlide(canvasElement);
    await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slide).toHaveAccessibleName('Testimonial 1 of 5');
    await expect(slide).toHaveTextContent('Fatima Al Hashimi');
    // Rotating: the live region stays quiet.
    await expect(canvas.getByTestId('testimonial-slides')).toHaveAttribute('aria-live', 'off');
    await expect(canvas.getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Choose a testimonial' })).getAllByRole('button'),
    ).toHaveLength(5);
  },
};

export const AdvancesByItself: Story = {
  args: { interval: 400 },
  play: async ({ canvasElement }) => {
    await expect(shownLabel(canvasElement)).toBe('Testimonial 1 of 5');
    await waitFor(() => expect(shownLabel(canvasElement)).toBe('Testimonial 2 of 5'), {
      timeout: 3000,
    });
    await waitFor(() => expect(shownLabel(canvasElement)).toBe('Testimonial 3 of 5'), {
      timeout: 3000,
    });
  },
};

export const LoopsBackToTheFirst: Story = {
  args: {
    interval: 300,
    items: [
      { quote: 'Beautiful gift boxes, delivered on time.', name: 'Layla Haddad', city: 'Dubai' },
      { quote: 'The pistachio dates are perfect.', name: 'Karan Shah', city: 'Ajman' },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownLabel(canvasElement)).toBe('Testimonial 2 of 2'), {
      timeout: 3000,
    });
    await waitFor(() => expect(shownLabel(canvasElement)).toBe('Testimonial 1 of 2'), {
      timeout: 3000,
    });
  },
};

export const NextPreviousAndDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
    await expect(shownLabel(canvasElement)).toBe('Testimonial 2 of 5');
    await expect(shownSlide(canvasElement)).toHaveTextContent('James Whitfield');
    // The visitor is in charge now: changes are announced.
    await expect(canvas.getByTestId('testimonial-slides')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous testimonial' }));
    await expect(shownLabel(canvasElement)).toBe('Testimonial 1 of 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous testimonial' }));
    await expect(shownLabel(canvasElement)).toBe('Testimonial 5 of 5');
    await expect(shownSlide(canvasElement)).toHaveAttribute('data-direction', 'prev');
    const dot = canvas.getByRole('button', { name: 'Show testimonial 3' });
    await userEvent.click(dot);
    await expect(shownLabel(canvasElement)).toBe('Testimonial 3 of 5');
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Show testimonial 5' })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(shownLabel(canvasElement)).toBe('Testimonial 4 of 5');
  },
};

export const PausesOnHover: Story = {
  args: { interval: 500 },
  play: async ({ canvasElement }) => {
    await userEvent.hover(carousel(canvasElement));
    const before = shownLabel(canvasElement);
    await expect(carousel(canvasElement)).toHaveAttribute('data-rotating', 'false');
    await sleep(1500);
    await expect(shownLabel(canvasElement)).toBe(before);
    await userEvent.unhover(carousel(canvasElement));
    await waitFor(() => expect(shownLabel(canvasElement)).not.toBe(before), { timeout: 3000 });
  },
};

export const PausesWhileFocusIsInside: Story = {
  args: { interval: 500 },
  play: async ({ canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next testimonial' });
    next.focus();
    const before = shownLabel(canvasElement);
    await sleep(1500);
    await expect(shownLabel(canvasElement)).toBe(before);
    next.blur();
    await waitFor(() => expect(shownLabel(canvasElement)).not.toBe(before), { timeout: 3000 });
  },
};

export const PauseAndPlayButton: Story = {
  args: { interval: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause testimonials' }));
    const play = canvas.getByRole('button', { name: 'Play testimonials' });
    await expect(play).toHaveFocus();
    await leave(canvasElement);
    const before = shownLabel(canvasElement);
    await expect(carousel(canvasElement)).toHaveAttribute('data-playing', 'false');
    await expect(canvas.getByTestId('testimonial-slides')).toHaveAttribute('aria-live', 'polite');
    await sleep(1500);
    await expect(shownLabel(canvasElement)).toBe(before);
    await userEvent.click(play);
    await expect(canvas.getByRole('button', { name: 'Pause testimonials' })).toBeVisible();
    await leave(canvasElement);
    await waitFor(() => expect(shownLabel(canvasElement)).not.toBe(before), { timeout: 3000 });
  },
};

export const StopsUnderReducedMotion: Story = {
  args: { interval: 300, reducedMotion: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sleep(1200);
    await expect(shownLabel(canvasElement)).toBe('Testimonial 1 of 5');
    await expect(canvas.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    await expect(canvas.getByTestId('testimonial-slides')).toHaveAttribute('aria-live', 'polite');
    // Moving by hand still works, without the slide animation.
    await userEvent.click(canvas.getByRole('button', { name: 'Next testimonial' }));
    await expect(shownLabel(canvasElement)).toBe('Testimonial 2 of 5');
    await expect(getComputedStyle(shownSlide(canvasElement)).animationName).toBe('none');
  },
};

export const AutoPlayOff: Story = {
  args: { interval: 300, autoPlay: false },
  play: async ({ canvasElement }) => {
    await sleep(1000);
    await expect(shownLabel(canvasElement)).toBe('Testimonial 1 of 5');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Play testimonials' }),
    ).toBeVisible();
  },
};

const offsetName = slideOffset.slice('var('.length, -1);

export const SlidesFromTheInlineEnd: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      getComputedStyle(carousel(canvasElement)).getPropertyValue(offsetName).trim(),
    ).toBe('3rem');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next testimonial' }));
    const slide = shownSlide(canvasElement);
    await expect(slide).toHaveAttribute('data-direction', 'next');
    await expect(getComputedStyle(slide).animationName).not.toBe('none');
  },
};

export const ArabicMirrorsArrowsAndSlides: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'آراء العملاء' });
    await expect(getComputedStyle(region).getPropertyValue(offsetName).trim()).toBe('-3rem');
    const previous = within(region).getByRole('button', { name: 'الرأي السابق' });
    await expect(getComputedStyle(previous.querySelector('svg')!).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'الرأي التالي' }));
    const slide = within(region).getByRole('group', { name: 'الرأي 2 من 5' });
    await waitFor(() => expect(slide).toBeVisible());
  },
};

export const LongQuotes: Story = {
  args: {
    autoPlay: false,
    items: [
      {
        quote:
          'We ordered two hundred gift boxes for our company’s anniversary, each with a handwritten card, and every single one arrived on the same morning, perfectly packed, with the chocolate still glossy despite the August heat. Our partners in Riyadh, Muscat and Manama are still asking for the name of the shop.',
        name: 'Dr. Abdulrahman bin Khalifa Al Mazrouei',
        city: 'Umm Al-Quwain',
      },
      { quote: 'Perfect.', name: 'Sara', city: 'Dubai' },
    ],
  },
  play: async ({ canvasElement }) => {
    const slides = within(canvasElement).getByTestId('testimonial-slides');
    const height = slides.getBoundingClientRect().height;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next testimonial' }));
    // The box keeps the height of the longest quote: the controls below do not move.
    await expect(slides.getBoundingClientRect().height).toBe(height);
  },
};

export const SingleTestimonial: Story = {
  args: {
    items: [{ quote: 'Simply the best dates in the Emirates.', name: 'Huda', city: 'Fujairah' }],
  },
  play: async ({ canvasElement }) => {
    await expect(shownLabel(canvasElement)).toBe('Testimonial 1 of 1');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Narrow: Story = { decorators: narrow, args: { autoPlay: false } };
export const Arabic: Story = { globals: { locale: 'ar' }, args: { autoPlay: false } };
export const ArabicNarrow: Story = {
  globals: { locale: 'ar' },
  decorators: narrow,
  args: { autoPlay: false },
};
export const Japanese: Story = { globals: { locale: 'ja' }, args: { autoPlay: false } };
export const HindiNarrow: Story = {
  globals: { locale: 'hi' },
  decorators: narrow,
  args: { autoPlay: false },
};
