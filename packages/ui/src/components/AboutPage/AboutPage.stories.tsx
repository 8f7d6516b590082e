import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoEndpoints, mediaUrl, siteMedia } from '@rimal/mocks';
import { expectHeadingsInOrder, expectNoOverflow } from '../../fixtures/pageChecks';
import { AboutPage, CompanyProfile, CorporateValues, Leadership, Pillars } from './AboutPage';
import { inColumn } from '../../fixtures/decorators';

const narrow = inColumn('24rem');

/** Portraits are listed from 1 in the demo media; docs/requirements.md §2 picks them by position. */
const demoPortrait = (position: number) =>
  mediaUrl(demoEndpoints, siteMedia.leadership[position - 1] ?? siteMedia.leadership[0]);

const meta = {
  title: 'Pages/AboutPage',
  component: AboutPage,
  parameters: { layout: 'fullscreen' },
  args: {
    bannerUrl: mediaUrl(demoEndpoints, siteMedia.aboutBanner),
    leaderPortraitUrl: demoPortrait,
  },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four leaders whose portraits are leader-1 to leader-4, in order, and seven values. */
async function expectLeadersAndValues(canvasElement: HTMLElement) {
  const section = (name: string) =>
    canvasElement.querySelector<HTMLElement>(`[data-section="${name}"]`)!;
  const leadership = section('leadership');
  const values = section('values');
  const leaders = within(leadership).getAllByRole('listitem');
  await expect(leaders).toHaveLength(4);
  for (const [index, leader] of leaders.entries()) {
    const portrait = within(leader).getByRole('img');
    await expect(portrait.getAttribute('src')).toMatch(new RegExp(`/leader-${index + 1}\\.svg$`));
    await expect(portrait).toHaveAccessibleName(/\S/);
  }
  await expect(within(values).getAllByRole('listitem')).toHaveLength(7);
}

/** The whole About page in English: banner, profile, four pillars, four leaders in order and seven values. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Rimal' })).toBeVisible();
    await expectHeadingsInOrder(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: 'The Rimal family kitchen in Dubai, with trays of chocolate-covered dates',
      }),
    ).toHaveAttribute('src', '/demo-media/uploads/about-banner.svg');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Company Profile' })).toBeVisible();
    await expect(canvas.getByText(/began in 1992/)).toBeVisible();

    const pillars = canvas.getByRole('region', { name: 'What We Stand On' });
    await expect(within(pillars).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(within(pillars).getByText(/Together, these pillars/)).toBeVisible();
    await expect(within(pillars).getByText(/Whether you are choosing a gift/)).toBeVisible();

    const leadership = canvas.getByRole('region', { name: 'Our Leadership' });
    const leaders = within(leadership).getAllByRole('listitem');
    await expect(leaders).toHaveLength(4);
    const expected = [
      ['Khalid Al Mansouri', 'Founder and Chairman'],
      ['Layla Al Mansouri', 'Chief Executive Officer'],
      ['Yousef Al Mansouri', 'Director of Private Label and Export'],
      ['Priya Raman', 'Head of Quality and Food Safety'],
    ];
    for (const [index, leader] of leaders.entries()) {
      const [name, position] = expected[index]!;
      const member = within(leader);
      await expect(member.getByRole('heading', { level: 3, name })).toBeVisible();
      await expect(member.getByText(position!)).toBeVisible();
      await expect(member.getByRole('img', { name: `Portrait of ${name}` })).toHaveAttribute(
        'src',
        `/demo-media/uploads/leader-${index + 1}.svg`,
      );
    }

    const values = canvas.getByRole('region', { name: 'Our Corporate Values' });
    const items = within(values).getAllByRole('listitem');
    await expect(items).toHaveLength(7);
    await expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Quality First',
    );
    await expect(within(items[6]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Community',
    );
  },
};

/** Right to left: the leaders keep their order and portraits, and nothing spills out of the page. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectLeadersAndValues(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

/** Russian's long words and titles: the sections still fit, with all four leaders and seven values. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expectLeadersAndValues(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

/** Devanagari's taller lines: the leader cards and values keep their shape without overflowing. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await expectLeadersAndValues(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

/** Chinese text, which breaks anywhere: the page keeps its layout and every leader and value. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expectLeadersAndValues(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

/** Japanese text and its own face: the sections keep their shape, all leaders and values present. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expectLeadersAndValues(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

/** Korean text and its own face: the sections keep their shape, all leaders and values present. */
export const Korean: Story = {
  globals: { locale: 'ko' },
  play: async ({ canvasElement }) => {
    await expectLeadersAndValues(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

/** On a phone-width column the sections stack and the leader cards shrink without overflowing. */
export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await expectLeadersAndValues(canvasElement);
    await expectNoOverflow(canvasElement);
  },
};

/** Phone width in Arabic: the tightest right-to-left case, where nothing may spill sideways. */
export const NarrowArabic: Story = {
  decorators: [narrow],
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** Phone width in Hindi: long Devanagari lines must wrap instead of pushing the page wider. */
export const NarrowHindi: Story = {
  decorators: [narrow],
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** Phone width in Russian: the longest words, where a heading most often overflows. */
export const NarrowRussian: Story = {
  decorators: [narrow],
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expectNoOverflow(canvasElement);
  },
};

/** Banner and portraits fail to load: alt text stands in and names and positions still read. */
export const ImagesUnavailable: Story = {
  args: {
    bannerUrl: mediaUrl(demoEndpoints, '/uploads/missing-banner.svg'),
    leaderPortraitUrl: (position) =>
      mediaUrl(demoEndpoints, `/uploads/missing-leader-${position}.svg`),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The alt text stands in and the layout keeps its shape: names and positions still show.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Priya Raman' })).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/** The company profile alone, the text that opens the page under the banner. */
export const CompanyProfileSection: Story = {
  render: () => <CompanyProfile />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Company Profile' })).toBeVisible();
  },
};

/** The four pillars alone, so designers can review the section without the rest of the page. */
export const PillarsSection: Story = {
  render: () => <Pillars />,
  play: async ({ canvasElement }) => {
    const pillars = within(canvasElement).getByRole('region', { name: 'What We Stand On' });
    await expect(within(pillars).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The leaders alone: each portrait is picked by its position, leader-1 to leader-4. */
export const LeadershipSection: Story = {
  render: (args) => <Leadership portraitUrl={args.leaderPortraitUrl} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Our Leadership' });
    const portraits = within(region).getAllByRole('img');
    await expect(portraits.map((image) => image.getAttribute('src'))).toEqual([
      '/demo-media/uploads/leader-1.svg',
      '/demo-media/uploads/leader-2.svg',
      '/demo-media/uploads/leader-3.svg',
      '/demo-media/uploads/leader-4.svg',
    ]);
  },
};

/** The seven corporate values alone, pinned to Arabic to check their right-to-left grid. */
export const CorporateValuesSection: Story = {
  render: () => <CorporateValues />,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('listitem');
    await expect(values).toHaveLength(7);
  },
};
