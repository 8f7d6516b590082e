import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoRibbon } from './DemoRibbon';

/** The ribbon as the site places it: above the header, with the page below it. */
function DemoPage() {
  return (
    <>
      <DemoRibbon />
      <header style={{ padding: '1rem' }}>Rimal</header>
      <main>
        <p>Page content</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Site/DemoRibbon',
  component: DemoPage,
  subcomponents: { DemoRibbon },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DemoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ribbon stays in the page's flow: everything below it starts after it, none under it. */
async function expectAboveTheContent(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const ribbon = canvas.getByRole('complementary', { name });
  await expect(ribbon).toBeVisible();
  await expect(getComputedStyle(ribbon).position).toBe('static');
  const header = canvas.getByText('Rimal');
  await expect(ribbon.getBoundingClientRect().bottom).toBeLessThanOrEqual(
    header.getBoundingClientRect().top,
  );
  return ribbon;
}

/** The ribbon above a page, in its flow, so nobody mistakes the demo shop for a real one and nothing hides under it. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const ribbon = await expectAboveTheContent(canvasElement, 'Demo shop: no real orders');
    await expect(ribbon).toHaveTextContent('Demo shop: no real orders');
  },
};

/** The ribbon in Arabic, centred with equal padding on both sides, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const ribbon = await expectAboveTheContent(canvasElement, 'متجر تجريبي: لا طلبات حقيقية');
    await expect(ribbon.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    // Centred in either direction, padded on both inline sides alike.
    const style = getComputedStyle(ribbon);
    await expect(style.paddingInlineStart).toBe(style.paddingInlineEnd);
    await expect(getComputedStyle(ribbon.firstElementChild as Element).textAlign).toBe('center');
  },
};

/** The ribbon in Japanese, to check its face and height above the header. */
export const Japanese: Story = { globals: { locale: 'ja' } };
