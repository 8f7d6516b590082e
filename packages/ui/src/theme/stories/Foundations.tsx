// The foundations pages (packages/ui/src/docs/*.mdx) render these from the theme's own data, so
// a page can never disagree with the code.
import { useState, type ReactNode } from 'react';
import { formatMoney, toFils } from '@rimal/core';
import { formatDate, formatNumber, formatPercent, languages } from '@rimal/i18n';
import * as icons from '../../icons';
import { contrast, textPairs } from '../contrast';
import { brandFallbackFaces } from '../fallbackStack';
import { media, scriptFonts, tokens } from '../tokens';
import * as styles from './Foundations.css';

function Table({ head, children }: { head: readonly string[]; children: ReactNode }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" className={styles.cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Every colour token with its value, as `tokens.color` holds it. */
export function ColourTokens() {
  return (
    <Table head={['Token', 'Value', 'Swatch']}>
      {Object.entries(tokens.color).map(([name, value]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <code>color.{name}</code>
          </td>
          <td className={styles.cell}>
            <code>{value}</code>
          </td>
          <td className={styles.cell}>
            <span
              className={styles.sample}
              style={{ background: value, border: `1px solid ${tokens.color.border}` }}
              aria-hidden="true"
            >
              &emsp;&emsp;
            </span>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The text and background pairs the components use, each with its computed contrast ratio. */
export function ContrastPairs() {
  return (
    <Table head={['Pair', 'Text', 'Background', 'Sample', 'Ratio', 'WCAG']}>
      {textPairs.map((pair) => {
        const ratio = contrast(tokens.color[pair.text], tokens.color[pair.background]);
        return (
          <tr key={pair.name}>
            <td className={styles.cell}>{pair.name}</td>
            <td className={styles.cell}>
              <code>{pair.text}</code>
            </td>
            <td className={styles.cell}>
              <code>{pair.background}</code>
            </td>
            <td className={styles.cell}>
              <span
                className={styles.sample}
                style={{
                  color: tokens.color[pair.text],
                  background: tokens.color[pair.background],
                }}
              >
                Rimal ريمال
              </span>
            </td>
            <td className={styles.cell}>{ratio.toFixed(2)}:1</td>
            <td className={styles.cell}>{ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'fails'}</td>
          </tr>
        );
      })}
    </Table>
  );
}

const languageNames: Record<string, string> = {
  ar: 'Arabic',
  hi: 'Hindi (Devanagari)',
  zh: 'Chinese (Simplified)',
  ja: 'Japanese',
  ko: 'Korean',
};

/** The font stacks: the brand's, then each script's (`:lang()` in theme.css.ts). */
export function FontStacks() {
  return (
    <Table head={['Where', 'Font stack']}>
      <tr>
        <td className={styles.cell}>Body (Latin, Cyrillic)</td>
        <td className={styles.cell}>
          <code>{tokens.font.body}</code>
        </td>
      </tr>
      <tr>
        <td className={styles.cell}>Headings (Latin, Cyrillic)</td>
        <td className={styles.cell}>
          <code>{tokens.font.display}</code>
        </td>
      </tr>
      <tr>
        <td className={styles.cell}>Wordmark (every language)</td>
        <td className={styles.cell}>
          <code>{tokens.font.brand}</code>
        </td>
      </tr>
      {Object.entries(scriptFonts).map(([language, stack]) => (
        <tr key={language}>
          <td className={styles.cell}>
            {languageNames[language] ?? language} (<code>:lang({language})</code>), body and
            headings
          </td>
          <td className={styles.cell}>
            <code>{stack}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The metric-matched stand-ins shown until the brand faces load, with Capsize's overrides. */
export function FallbackFaces() {
  return (
    <Table head={['Family', 'Weights', 'Local faces', 'size-adjust', 'ascent', 'descent']}>
      {brandFallbackFaces.map((face) => (
        <tr key={`${face.fontFamily} ${face.fontWeight}`}>
          <td className={styles.cell}>{face.fontFamily}</td>
          <td className={styles.cell}>{face.fontWeight}</td>
          <td className={styles.cell}>
            <code>{face.src}</code>
          </td>
          <td className={styles.cell}>{face.sizeAdjust}</td>
          <td className={styles.cell}>{face.ascentOverride}</td>
          <td className={styles.cell}>{face.descentOverride}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Type sizes, weights and line heights. */
export function TypeScale() {
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {Object.entries(tokens.fontSize).map(([name, size]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <code>fontSize.{name}</code>
          </td>
          <td className={styles.cell}>
            <code>{size}</code>
          </td>
          <td
            className={styles.cell}
            style={{ fontSize: size, lineHeight: tokens.lineHeight.tight }}
          >
            Dates · تمور
          </td>
        </tr>
      ))}
      {Object.entries(tokens.fontWeight).map(([name, weight]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <code>fontWeight.{name}</code>
          </td>
          <td className={styles.cell}>
            <code>{weight}</code>
          </td>
          <td className={styles.cell} style={{ fontWeight: weight }}>
            Dates · تمور
          </td>
        </tr>
      ))}
      {Object.entries(tokens.lineHeight).map(([name, height]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <code>lineHeight.{name}</code>
          </td>
          <td className={styles.cell}>
            <code>{height}</code>
          </td>
          <td className={styles.cell}>—</td>
        </tr>
      ))}
    </Table>
  );
}

/** A scale of lengths, each drawn as a bar of its own length. */
function LengthScale({ group, values }: { group: string; values: Record<string, string> }) {
  return (
    <Table head={['Token', 'Value', 'Length']}>
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <code>
              {group}.{name}
            </code>
          </td>
          <td className={styles.cell}>
            <code>{value}</code>
          </td>
          <td className={styles.cell}>
            <div className={styles.bar} style={{ inlineSize: value, maxInlineSize: '100%' }} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export const SpaceScale = () => <LengthScale group="space" values={tokens.space} />;
export const SizeScale = () => <LengthScale group="size" values={tokens.size} />;

/** Radii, shadows, layers and the breakpoints components share. */
export function LayoutTokens() {
  return (
    <Table head={['Token', 'Value']}>
      {[
        ...Object.entries(tokens.radius).map(([name, value]) => [`radius.${name}`, value]),
        ...Object.entries(tokens.shadow).map(([name, value]) => [`shadow.${name}`, value]),
        ...Object.entries(tokens.zIndex).map(([name, value]) => [`zIndex.${name}`, value]),
        ...Object.entries(media).map(([name, value]) => [`media.${name}`, value]),
      ].map(([name, value]) => (
        <tr key={name}>
          <td className={styles.cell}>
            <code>{name}</code>
          </td>
          <td className={styles.cell}>
            <code>{value}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Icons that point along the reading direction; they mirror in right to left (`flipInRtl`). */
export const mirroredIcons = ['ArrowStartIcon', 'ChevronStartIcon', 'ChevronEndIcon'];

/** Every icon the package exports, in three sizes, marked mirrored or not. */
export function IconGallery() {
  const entries = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
    string,
    (props: icons.IconProps) => ReactNode,
  ][];
  return (
    <div className={styles.iconGrid}>
      {entries.map(([name, Icon]) => {
        const mirrored = mirroredIcons.includes(name);
        return (
          <figure key={name} className={styles.iconCell} style={{ margin: 0 }}>
            <div style={{ display: 'flex', gap: tokens.space.sm, alignItems: 'center' }}>
              {icons.iconSizes.map((size) => (
                <Icon key={size} size={size} flipInRtl={mirrored} />
              ))}
            </div>
            <figcaption>
              <code>{name}</code>
              <br />
              {mirrored ? 'mirrors in RTL' : 'never mirrors'}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/** The motion tokens, each playable; under reduced motion every duration collapses to 0.01 ms. */
export function MotionTokens() {
  const [moved, setMoved] = useState(false);
  const durations = Object.entries(tokens.motion).filter(([name]) => name !== 'easing');
  return (
    <>
      <button type="button" onClick={() => setMoved((value) => !value)}>
        Play the durations
      </button>
      <Table head={['Token', 'Value', 'Sample']}>
        {durations.map(([name, duration]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <code>motion.{name}</code>
            </td>
            <td className={styles.cell}>
              <code>{duration}</code>
            </td>
            <td className={styles.cell} style={{ inlineSize: '50%' }}>
              <div
                className={styles.mover}
                style={{
                  transitionDuration: duration,
                  transform: moved ? 'translateX(8rem)' : 'none',
                }}
              />
            </td>
          </tr>
        ))}
        <tr>
          <td className={styles.cell}>
            <code>motion.easing</code>
          </td>
          <td className={styles.cell} colSpan={2}>
            <code>{tokens.motion.easing}</code>
          </td>
        </tr>
        <tr>
          <td className={styles.cell}>
            <code>media.reducedMotion</code>
          </td>
          <td className={styles.cell} colSpan={2}>
            <code>{media.reducedMotion}</code>
          </td>
        </tr>
      </Table>
    </>
  );
}

/** Prices, numbers, percentages and dates as each language writes them, through `Intl`. */
export function NumbersPerLanguage() {
  const price = toFils(1234.5);
  const date = new Date('2026-11-22T10:00:00Z');
  return (
    <Table head={['Language', 'Price', 'Number', 'Discount', 'Date']}>
      {languages.map((language) => (
        <tr key={language.code} lang={language.code}>
          <td className={styles.cell}>
            <span dir={language.dir}>{language.nativeName}</span> (<code>{language.code}</code>)
          </td>
          {[
            formatMoney(price, language.code),
            formatNumber(1234567.5, language.code),
            formatPercent(-0.2, language.code),
            formatDate(date, language.code),
          ].map((value) => (
            <td key={value} className={styles.cell}>
              <span dir={language.dir}>{value}</span>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}
