import type { Meta, StoryObj } from '@storybook/react-vite';
import { matchLanguage, pageInLanguage, type Language } from '@rimal/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UPLOAD_RETENTION_DAYS, paths } from '@rimal/core';
import { LegalDocument, legalSectionId, type LegalDocumentKind } from './LegalDocument';
import { expectHeadingsInOrder, expectNoOverflow } from '../../fixtures/pageChecks';
import { inColumn } from '../../fixtures/decorators';

const narrow = inColumn('24rem');

const meta = {
  title: 'Pages/LegalDocument',
  component: LegalDocument,
  parameters: { layout: 'fullscreen' },
  args: { document: 'privacy' },
  argTypes: { document: { control: 'inline-radio', options: ['privacy', 'terms'] } },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionCount: Record<LegalDocumentKind, number> = { privacy: 8, terms: 10 };

/** Every section is numbered in order, listed in the contents and reachable by its link. */
async function expectNumberedSections(canvasElement: HTMLElement, document: LegalDocumentKind) {
  const canvas = within(canvasElement);
  const count = sectionCount[document];
  const contents = within(canvas.getByRole('navigation'));
  const links = contents.getAllByRole('link');
  await expect(links).toHaveLength(count);
  const headings = canvas
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.parentElement?.matches('section[id]'));
  await expect(headings).toHaveLength(count);
  for (const [index, link] of links.entries()) {
    const id = legalSectionId(document, index + 1);
    await expect(link).toHaveAttribute('href', `#${id}`);
    const section = canvasElement.ownerDocument.getElementById(id);
    await expect(section).not.toBeNull();
    await expect(section).toBe(headings[index]!.parentElement);
    await expect(section).toHaveAccessibleName(headings[index]!.textContent ?? '');
    await expect(link).toHaveAccessibleName(headings[index]!.textContent ?? '');
  }
}

/**
 * The terms carry the privacy text by linking the policy from their privacy section, in the
 * language's own words (the policy's title).
 */
async function expectPrivacyPolicyLinked(canvasElement: HTMLElement, name?: string) {
  const section = canvasElement.ownerDocument.getElementById(legalSectionId('terms', 8))!;
  // In the language shown: the Arabic terms link the Arabic policy (`/ar/privacy-policy`).
  const language = matchLanguage(section.closest('[lang]')?.getAttribute('lang')) ?? 'en';
  const links = within(section)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') === pageInLanguage(paths.privacyPolicy, language));
  await expect(links).toHaveLength(1);
  await expect(links[0]!.textContent?.trim()).not.toBe('');
  if (name) await expect(links[0]).toHaveAccessibleName(name);
}

/** A language review story: numbered sections, contents links, nothing overflowing. */
function inLanguage(document: LegalDocumentKind, locale: Language, wrap = false): Story {
  return {
    args: { document },
    globals: { locale },
    ...(wrap ? { decorators: [narrow] } : {}),
    play: async ({ canvasElement }) => {
      await expectNumberedSections(canvasElement, document);
      await expectHeadingsInOrder(canvasElement);
      await expectNoOverflow(canvasElement);
      if (document === 'terms') await expectPrivacyPolicyLinked(canvasElement);
    },
  };
}

/** The privacy policy in English: eight numbered sections with contents links, and the facts the law asks for. */
export const Privacy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expectNumberedSections(canvasElement, 'privacy');
    await expectHeadingsInOrder(canvasElement);
    const headings = canvas
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.parentElement?.matches('section[id]'));
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      '1 Information We Collect',
      '2 Information Sharing',
      '3 How We Use Your Information',
      '4 Data Security',
      '5 Your Choices',
      "6 Children's Privacy",
      '7 Changes to This Policy',
      '8 Contact Us',
    ]);
    // Items with a subtitle carry it as a heading; docs/requirements.md §9's facts are in the text.
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Payment information' }),
    ).toBeVisible();
    await expect(canvas.getByText(/under the age of 16/)).toBeVisible();
    await expect(canvas.getByText(/100% secure/)).toBeVisible();
    // How long an enquiry's files are kept: the CMS's default, from core.
    await expect(
      canvas.getByText(`deleted ${UPLOAD_RETENTION_DAYS} days after you send them`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/take effect immediately when they are posted/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute(
      'href',
      paths.contact,
    );
  },
};

/** A contents link jumps to its section and focuses it; Back to top returns to the title. */
export const ContentsLinksJumpToSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }));
    await userEvent.click(contents.getByRole('link', { name: '5 Your Choices' }));
    const section = canvas.getByRole('region', { name: '5 Your Choices' });
    await waitFor(() => expect(section).toHaveFocus());
    await userEvent.click(within(section).getByRole('link', { name: 'Back to top' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toHaveFocus(),
    );
  },
};

/** The contents are the first Tab stop, and after a jump the next Tab stays in the chosen section. */
export const ContentsComeFirstForKeyboardUsers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '1 Information We Collect' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: '1 Information We Collect' })).toHaveFocus(),
    );
    // The next stop after the jump is inside the chosen section, not back in the contents.
    await userEvent.tab();
    await expect(
      within(canvas.getByRole('region', { name: '1 Information We Collect' })).getByRole('link', {
        name: 'Back to top',
      }),
    ).toHaveFocus();
  },
};

/** The terms in English: ten numbered sections, whose privacy section links to the policy. */
export const Terms: Story = {
  args: { document: 'terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Terms & Conditions' }),
    ).toBeVisible();
    await expectNumberedSections(canvasElement, 'terms');
    await expect(canvas.getByRole('link', { name: '3 Delivery' })).toHaveAttribute(
      'href',
      '#terms-3',
    );
    await expect(canvas.getByRole('region', { name: '8 Your Privacy' })).toBeVisible();
    await expectPrivacyPolicyLinked(canvasElement, 'Privacy Policy');
  },
};

/** The privacy policy right to left: numbered sections and contents in order, nothing overflowing. */
export const PrivacyArabic = inLanguage('privacy', 'ar');
/** The privacy policy in Russian, whose long words and headings must not overflow the page. */
export const PrivacyRussian = inLanguage('privacy', 'ru');
/** The privacy policy in Hindi: Devanagari headings stay numbered and in order without overflowing. */
export const PrivacyHindi = inLanguage('privacy', 'hi');
/** The privacy policy in Chinese: numbered sections, contents and heading order kept. */
export const PrivacyChinese = inLanguage('privacy', 'zh');
/** The privacy policy in Japanese: numbered sections, contents and heading order kept. */
export const PrivacyJapanese = inLanguage('privacy', 'ja');
/** The privacy policy in Korean: numbered sections, contents and heading order kept. */
export const PrivacyKorean = inLanguage('privacy', 'ko');

/** The terms right to left, with the privacy policy linked in Arabic words inside the Arabic sentence. */
export const TermsArabic = inLanguage('terms', 'ar');
/** The terms in Russian, with the privacy policy linked wherever Russian word order puts it. */
export const TermsRussian = inLanguage('terms', 'ru');
/** The terms in Hindi, with the privacy policy linked wherever Hindi word order puts it. */
export const TermsHindi = inLanguage('terms', 'hi');
/** The terms in Chinese, with the privacy policy linked in its Chinese title. */
export const TermsChinese = inLanguage('terms', 'zh');
/** The terms in Japanese, with the privacy policy linked wherever Japanese word order puts it. */
export const TermsJapanese = inLanguage('terms', 'ja');
/** The terms in Korean, with the privacy policy linked wherever Korean word order puts it. */
export const TermsKorean = inLanguage('terms', 'ko');

/** The privacy policy at phone width: the contents and long section titles wrap instead of overflowing. */
export const PrivacyNarrow = inLanguage('privacy', 'en', true);
/** The privacy policy in Arabic at phone width: the tightest right-to-left reading case. */
export const PrivacyNarrowArabic = inLanguage('privacy', 'ar', true);
/** The privacy policy in Hindi at phone width: long Devanagari headings must wrap. */
export const PrivacyNarrowHindi = inLanguage('privacy', 'hi', true);
/** The privacy policy in Japanese at phone width: unspaced text must break inside the column. */
export const PrivacyNarrowJapanese = inLanguage('privacy', 'ja', true);
/** The privacy policy in Korean at phone width: headings and text wrap inside the column. */
export const PrivacyNarrowKorean = inLanguage('privacy', 'ko', true);
/** The privacy policy in Chinese at phone width: unspaced text must break inside the column. */
export const PrivacyNarrowChinese = inLanguage('privacy', 'zh', true);
/** The privacy policy in Russian at phone width: the longest words, where overflow is likeliest. */
export const PrivacyNarrowRussian = inLanguage('privacy', 'ru', true);
/** The terms in Hindi at phone width: long Devanagari headings and the policy link wrap. */
export const TermsNarrowHindi = inLanguage('terms', 'hi', true);
/** The terms in Russian at phone width: the longest words, where overflow is likeliest. */
export const TermsNarrowRussian = inLanguage('terms', 'ru', true);
