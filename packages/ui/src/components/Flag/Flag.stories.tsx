import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { languageCodes, languages } from '@rimal/i18n';
import { vars } from '../../theme/contract.css';
import { Flag } from './Flag';

/** A flag as the language switcher shows it: beside the language's name, which is what is read. */
function FlagWithName({ language }: { language: string }) {
  const info = languages.find((entry) => entry.code === language);
  return (
    <p
      lang={language}
      dir={info?.dir}
      style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm }}
    >
      <Flag language={language} />
      <span>{info?.nativeName ?? language}</span>
    </p>
  );
}

const meta = {
  title: 'Primitives/Flag',
  component: FlagWithName,
  subcomponents: { Flag },
  args: { language: 'en' },
  argTypes: { language: { control: 'select', options: [...languageCodes, 'fr'] } },
} satisfies Meta<typeof FlagWithName>;

export default meta;
type Story = StoryObj<typeof meta>;

const flagIn = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<SVGSVGElement>('p > svg');

/**
 * Decorative, never focusable, drawn on the 3:2 grid in more than one colour (fill or stroke).
 * That each language has a drawing of its own is AllLanguages' check; the colours themselves are
 * the drawings' data, in flags.tsx.
 */
const expectFlag = async (canvasElement: HTMLElement, name: string) => {
  const svg = flagIn(canvasElement)!;
  await expect(svg).toBeInTheDocument();
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
  await expect(svg).toHaveAttribute('focusable', 'false');
  await expect(svg).toHaveAttribute('viewBox', '0 0 30 20');
  const colours = [...svg.querySelectorAll('[fill], [stroke]')].flatMap((shape) =>
    [shape.getAttribute('fill'), shape.getAttribute('stroke')].filter(
      (colour) => colour !== null && colour !== 'none',
    ),
  );
  await expect(new Set(colours).size).toBeGreaterThan(1);
  const box = svg.getBoundingClientRect();
  await expect(box.width / box.height).toBeCloseTo(1.5, 1);
  // The name beside the flag is all a screen reader gets.
  await expect(within(canvasElement).getByText(name)).toBeVisible();
};

/** The English flag beside its name: decorative and hidden from screen readers, on the 3:2 grid. */
export const English: Story = {
  play: ({ canvasElement }) => expectFlag(canvasElement, 'English'),
};

/** The Arabic language's flag beside العربية, checked like every flag: hidden, 3:2, in colour. */
export const Arabic: Story = {
  args: { language: 'ar' },
  play: ({ canvasElement }) => expectFlag(canvasElement, 'العربية'),
};

/** The Russian language's flag beside Русский, so the switcher's entry is recognisable at a glance. */
export const Russian: Story = {
  args: { language: 'ru' },
  play: ({ canvasElement }) => expectFlag(canvasElement, 'Русский'),
};

/** The Hindi language's flag beside हिन्दी, so the switcher's entry is recognisable at a glance. */
export const Hindi: Story = {
  args: { language: 'hi' },
  play: ({ canvasElement }) => expectFlag(canvasElement, 'हिन्दी'),
};

/** The Chinese language's flag beside 中文, so the switcher's entry is recognisable at a glance. */
export const Chinese: Story = {
  args: { language: 'zh' },
  play: ({ canvasElement }) => expectFlag(canvasElement, '中文'),
};

/** The Japanese language's flag beside 日本語, so the switcher's entry is recognisable at a glance. */
export const Japanese: Story = {
  args: { language: 'ja' },
  play: ({ canvasElement }) => expectFlag(canvasElement, '日本語'),
};

/** The Korean language's flag beside 한국어, so the switcher's entry is recognisable at a glance. */
export const Korean: Story = {
  args: { language: 'ko' },
  play: ({ canvasElement }) => expectFlag(canvasElement, '한국어'),
};

/** A code with no drawing renders nothing rather than a blank box. */
export const UnknownLanguage: Story = {
  args: { language: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('fr')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** Every flag at once, in switcher order, as the open language menu lists them. */
export const AllLanguages: Story = {
  render: () => (
    <ul
      style={{ display: 'grid', gap: vars.space.sm, listStyle: 'none', padding: vars.space.none }}
    >
      {languageCodes.map((code) => (
        <li key={code}>
          <FlagWithName language={code} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(languages.length);
    const drawings = new Set<string>();
    for (const [index, item] of items.entries()) {
      await expect(item).toHaveTextContent(languages[index]!.nativeName);
      const svg = item.querySelector('svg[aria-hidden="true"]')!;
      await expect(svg).toBeInTheDocument();
      drawings.add(svg.innerHTML);
    }
    // Seven different drawings: no language falls back to another's flag.
    await expect(drawings.size).toBe(languages.length);
  },
};

/** In a right-to-left page the flag leads on the right and is not mirrored. */
export const RightToLeftPage: Story = {
  args: { language: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const svg = flagIn(canvasElement)!;
    const name = within(canvasElement).getByText('العربية');
    await expect(svg.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().right,
    );
    await expect(getComputedStyle(svg).transform).toBe('none');
  },
};

/** Beside Japanese text the flag keeps the size of that text, one em high. */
export const JapanesePage: Story = {
  args: { language: 'ja' },
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const svg = flagIn(canvasElement)!;
    const fontSize = parseFloat(getComputedStyle(svg.parentElement!).fontSize);
    await expect(svg.getBoundingClientRect().height).toBeCloseTo(fontSize, 0);
    await expect(within(canvasElement).getByText('日本語')).toBeVisible();
  },
};
