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

/** The testimonials as on the home page: the first of five quotes, rotating quietly, with pause and dots. */
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

/** Left alone, the quotes move on by themselves, so visitors see more than the first. */
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

/** After the last quote the carousel returns to the first instead of stopping on an end. */
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

/** Next, Previous and the dots move between quotes and wrap round; once a visitor steps in, changes are announced. */
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

/** Rotation holds while the pointer is over it, so a quote being read does not slide away. */
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

/** Rotation holds while keyboard focus is inside, so a keyboard user is not overtaken. */
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

/** Pause stops the rotation for good, as motion-sensitive visitors need, and Play starts it again. */
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

/** Under reduced motion nothing rotates or slides; moving by hand still works. */
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

/** With autoplay turned off the first quote stays until the visitor moves on. */
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

/** The next quote slides in from the end of the line, the direction reading goes. */
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

/** In Arabic the arrows are mirrored and quotes slide in from the left, as reading goes. */
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

/** A long quote beside a short one: the box keeps the longest height so the controls do not jump. */
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

/** Only one quote: no arrows, dots or pause, since there is nothing to move to. */
export const SingleTestimonial: Story = {
  args: {
    items: [{ quote: 'Simply the best dates in the Emirates.', name: 'Huda', city: 'Fujairah' }],
  },
  play: async ({ canvasElement }) => {
    await expect(shownLabel(canvasElement)).toBe('Testimonial 1 of 1');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** At phone width the quote, name and controls fit the column, without rotation. */
export const Narrow: Story = { decorators: narrow, args: { autoPlay: false } };
/** The carousel right to left, standing still, for reviewing the Arabic quotes. */
export const Arabic: Story = { globals: { locale: 'ar' }, args: { autoPlay: false } };
/** The carousel in Arabic at phone width: the tightest right-to-left case. */
export const ArabicNarrow: Story = {
  globals: { locale: 'ar' },
  decorators: narrow,
  args: { autoPlay: false },
};
/** The carousel in Japanese, standing still, to check the quotes' face. */
export const Japanese: Story = { globals: { locale: 'ja' }, args: { autoPlay: false } };
/** The carousel in Hindi at phone width: Devanagari quotes wrap within the column. */
export const HindiNarrow: Story = {
  globals: { locale: 'hi' },
  decorators: narrow,
  args: { autoPlay: false },
};
