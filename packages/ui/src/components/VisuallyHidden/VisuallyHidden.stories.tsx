import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { ChatIcon } from '../../icons';
import { buttonStyles } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';
import { visuallyHidden } from './VisuallyHidden.css';

/** The support chat link: short visible words, the rest of its name for screen readers only. */
function SupportLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href="https://wa.me/97140000000"
      target="_blank"
      rel="noopener noreferrer"
      className={buttonStyles({ variant: 'secondary' })}
    >
      <ChatIcon />
      <span>{t('support.chatShort')}</span>
      <VisuallyHidden>{` ${t('support.chat')} ${t('footer.opensInNewTab')}`}</VisuallyHidden>
    </a>
  );
}

/** The language switcher's trigger: "Language" is read before the language's own name. */
function LanguageTrigger() {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={buttonStyles({ variant: 'ghost' })}>
      <VisuallyHidden>{`${t('language.label')} `}</VisuallyHidden>
      <span lang="en">English</span>
    </button>
  );
}

/** The product page's loading announcement: a status region that is never seen. */
function HiddenStatus() {
  const { t } = useTranslation('shop');
  return (
    <div data-testid="product">
      <p role="status" className={visuallyHidden}>
        {t('detail.loading')}
      </p>
    </div>
  );
}

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: SupportLink,
  subcomponents: { VisuallyHidden },
} satisfies Meta<typeof SupportLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the accessibility tree and laid out, but one clipped pixel: nothing shows. */
const expectHiddenButRead = async (element: HTMLElement) => {
  await expect(element).not.toHaveAttribute('aria-hidden');
  const style = getComputedStyle(element);
  await expect(style.display).not.toBe('none');
  await expect(style.visibility).toBe('visible');
  await expect(style.position).toBe('absolute');
  await expect(style.overflow).toBe('hidden');
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeLessThanOrEqual(1);
  await expect(box.height).toBeLessThanOrEqual(1);
  // The text inside would be far wider than its one pixel if it were not clipped away.
  await expect(element.scrollWidth).toBeGreaterThan(box.width * 10);
};

const hiddenIn = (element: HTMLElement) =>
  element.querySelector<HTMLElement>(`.${visuallyHidden}`)!;

/** Hidden words complete a short link's name for screen readers, while the link stays as wide as "Need help?". */
export const CompletesALinkName: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Need help? Chat with our support team (opens in a new tab)',
    });
    await expectHiddenButRead(hiddenIn(link));
    await expect(within(link).getByText('Need help?')).toBeVisible();
    // The link is as wide as its visible words, not the hidden sentence.
    const shown = within(link).getByText('Need help?').getBoundingClientRect().width;
    await expect(link.getBoundingClientRect().width).toBeLessThan(shown * 3);
  },
};

/** A hidden "Language" before the language's name, so the button says what it changes. */
export const PrefixesAButtonName: Story = {
  render: () => <LanguageTrigger />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Language English' });
    await expectHiddenButRead(hiddenIn(button));
    await expect(button).toHaveTextContent(/^Language English$/);
  },
};

/** The class for an element of one's own, here a live region that announces loading. */
export const ClassOnAStatusRegion: Story = {
  render: () => <HiddenStatus />,
  play: async ({ canvasElement }) => {
    const status = within(within(canvasElement).getByTestId('product')).getByRole('status');
    await expect(status).toHaveTextContent('Loading product...');
    await expectHiddenButRead(status);
  },
};

/** Hidden text in a right-to-left page must not push the page sideways. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'هل تحتاج إلى مساعدة؟ تحدّث مع فريق الدعم (يُفتح في علامة تبويب جديدة)',
    });
    await expectHiddenButRead(hiddenIn(link));
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The hidden prefix in Arabic before the English name: "اللغة English" is what is read. */
export const ArabicButtonPrefix: Story = {
  globals: { locale: 'ar' },
  render: () => <LanguageTrigger />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'اللغة English' });
    await expectHiddenButRead(hiddenIn(button));
  },
};

/** The hidden rest of the link's name in Japanese, after the visible Japanese words. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'お困りですか？ サポートチームとチャットする （新しいタブで開きます）',
    });
    await expectHiddenButRead(hiddenIn(link));
    await expect(within(link).getByText('お困りですか？')).toBeVisible();
  },
};
