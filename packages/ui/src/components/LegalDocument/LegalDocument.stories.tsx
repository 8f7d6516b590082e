import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@rimal/i18n';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '@rimal/core';
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
  const links = within(section)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href') === paths.privacyPolicy);
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
    await expect(canvas.getByText(/take effect immediately when they are posted/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute(
      'href',
      paths.contact,
    );
  },
};

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

export const PrivacyArabic = inLanguage('privacy', 'ar');
export const PrivacyRussian = inLanguage('privacy', 'ru');
export const PrivacyHindi = inLanguage('privacy', 'hi');
export const PrivacyChinese = inLanguage('privacy', 'zh');
export const PrivacyJapanese = inLanguage('privacy', 'ja');
export const PrivacyKorean = inLanguage('privacy', 'ko');

export const TermsArabic = inLanguage('terms', 'ar');
export const TermsRussian = inLanguage('terms', 'ru');
export const TermsHindi = inLanguage('terms', 'hi');
export const TermsChinese = inLanguage('terms', 'zh');
export const TermsJapanese = inLanguage('terms', 'ja');
export const TermsKorean = inLanguage('terms', 'ko');

export const PrivacyNarrow = inLanguage('privacy', 'en', true);
export const PrivacyNarrowArabic = inLanguage('privacy', 'ar', true);
export const PrivacyNarrowHindi = inLanguage('privacy', 'hi', true);
export const PrivacyNarrowJapanese = inLanguage('privacy', 'ja', true);
export const PrivacyNarrowKorean = inLanguage('privacy', 'ko', true);
export const PrivacyNarrowChinese = inLanguage('privacy', 'zh', true);
export const PrivacyNarrowRussian = inLanguage('privacy', 'ru', true);
export const TermsNarrowHindi = inLanguage('terms', 'hi', true);
export const TermsNarrowRussian = inLanguage('terms', 'ru', true);
