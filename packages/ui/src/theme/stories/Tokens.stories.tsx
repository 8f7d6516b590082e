import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { palette, tokens } from '../tokens';
import * as styles from './Tokens.css';

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The semantic colour tokens components read, by role (brand, text, critical...), with the value behind each. */
export const Colors: Story = {
  render: () => (
    <div className={styles.grid}>
      {Object.entries(tokens.color).map(([name, value]) => (
        <figure key={name} className={styles.swatch} style={{ margin: 0 }}>
          <div className={styles.chip} style={{ background: value }} />
          <figcaption className={styles.caption}>
            <strong>{name}</strong>
            <code>{value}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('brand')).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(Object.keys(tokens.color).length);
  },
};

/** The raw palette the themes fill the tokens from: for designers, never read by components directly. */
export const Palette: Story = {
  render: () => (
    <div className={styles.grid}>
      {Object.entries(palette).map(([name, value]) => (
        <figure key={name} className={styles.swatch} style={{ margin: 0 }}>
          <div className={styles.chip} style={{ background: value }} />
          <figcaption className={styles.caption}>
            <strong>{name}</strong>
            <code>{value}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  ),
};

/** One line per script the site is shown in; each must render with real glyphs, never boxes. */
const samples = [
  {
    lang: 'en',
    dir: 'ltr',
    label: 'Latin (en)',
    text: 'Chocolate-covered dates, made in Dubai since 1992',
  },
  {
    lang: 'ru',
    dir: 'ltr',
    label: 'Cyrillic (ru)',
    text: 'Финики в шоколаде, сделано в Дубае с 1992 года',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    label: 'Arabic (ar)',
    text: 'تمور مغطاة بالشوكولاتة، صُنعت في دبي منذ عام 1992',
  },
  { lang: 'hi', dir: 'ltr', label: 'Devanagari (hi)', text: 'चॉकलेट से ढके खजूर, 1992 से दुबई में बने' },
  {
    lang: 'zh',
    dir: 'ltr',
    label: 'Simplified Chinese (zh)',
    text: '巧克力椰枣，自1992年起迪拜制造',
  },
  {
    lang: 'ja',
    dir: 'ltr',
    label: 'Japanese (ja)',
    text: 'チョコレートでコーティングしたデーツ、1992年からドバイで',
  },
  {
    lang: 'ko',
    dir: 'ltr',
    label: 'Korean (ko)',
    text: '초콜릿을 입힌 대추야자, 1992년부터 두바이에서',
  },
] as const;

/** Every script the site is shown in, at display and body size, then the type scale: no glyph may be a box. */
export const TypeSpecimen: Story = {
  parameters: { allScripts: true },
  render: () => (
    <div className={styles.specimen}>
      {samples.map((sample) => (
        <div key={sample.lang} className={styles.specimenRow} lang={sample.lang} dir={sample.dir}>
          <span className={styles.specimenLabel}>{sample.label}</span>
          <span className={styles.specimenDisplay}>{sample.text}</span>
          <span className={styles.specimenBody}>{sample.text}</span>
        </div>
      ))}
      <div className={styles.specimenRow}>
        {Object.entries(tokens.fontSize).map(([name, size]) => (
          <span key={name} style={{ fontSize: size }}>
            {name} · {size}
          </span>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[lang]');
    await expect(rows.length).toBeGreaterThanOrEqual(7);
    const arabic = canvasElement.querySelector('[lang="ar"]');
    await expect(arabic?.getAttribute('dir')).toBe('rtl');
  },
};
