import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoEndpoints, heldForever, siteMedia, storyScenario } from '@rimal/mocks';
import { BRAND_PAGE_PRODUCTS, paths } from '@rimal/core';
import { BrandProducts } from './BrandPage';

const media = (path: string) => `${demoEndpoints.media}${path}`;

/** The product grid's region; its status line announces loading. */
const collection = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Products in this collection' }));

/** The fixed product ids of each brand page; the app passes the same. */
const ids = BRAND_PAGE_PRODUCTS;

const meta = {
  title: 'Brands/BrandProducts',
  component: BrandProducts,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'gourmet',
    backgroundSrc: media(siteMedia.brandBackgrounds.gourmet),
    ids: ids.gourmet,
  },
} satisfies Meta<typeof BrandProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefs = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link', { name: /^Order Now / })
    .map((link) => link.getAttribute('href'));

/** The Gourmet page fed by the content service: its products load and link in the fixed order. */
export const GourmetLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('link', { name: /^Order Now / });
    await expect(hrefs(canvasElement)).toEqual(ids.gourmet.map(paths.product));
    await expect(collection(canvasElement).getByRole('status')).toHaveTextContent('');
  },
};

/** The Vegan page loaded from the service, in the order the brand page lists them. */
export const VeganLoaded: Story = {
  args: {
    brand: 'vegan',
    backgroundSrc: media(siteMedia.brandBackgrounds.vegan),
    ids: ids.vegan,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: /^Order Now / });
    await expect(hrefs(canvasElement)).toEqual(ids.vegan.map(paths.product));
  },
};

/** The Bites page loaded from the service, in the order the brand page lists them. */
export const BitesLoaded: Story = {
  args: {
    brand: 'bites',
    backgroundSrc: media(siteMedia.brandBackgrounds.bites),
    ids: ids.bites,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: /^Order Now / });
    await expect(hrefs(canvasElement)).toEqual(ids.bites.map(paths.product));
  },
};

/** A slow service: skeletons and "Loading products..." first, then the six products replace them. */
export const LoadingThenLoaded: Story = {
  parameters: { msw: storyScenario('content:slow') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(collection(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading products...',
    );
    await expect(canvas.getByTestId('brand-skeleton').children).toHaveLength(6);
    await waitFor(() => expect(hrefs(canvasElement)).toHaveLength(6), { timeout: 6000 });
    await expect(canvas.queryByTestId('brand-skeleton')).toBeNull();
  },
};

/** A service that never answers: the title stays and the status keeps saying it is loading. */
export const StillLoading: Story = {
  parameters: {
    // A brand page reads each product by its id from the list (`filters[id][$eq]`).
    ...heldForever('get', `${demoEndpoints.content}/products`),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(collection(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading products...',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gourmet' })).toBeVisible();
  },
};

/** The service answers 500: an alert with Try again and no half-drawn product links. */
export const ServerError: Story = {
  parameters: { msw: storyScenario('content:error') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load the products.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The request never reaches the server (offline): the same alert as a server error. */
export const NetworkFailure: Story = {
  parameters: { msw: storyScenario('content:network') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

let failing = true;

/** Try again after a failure loads the products and clears the alert: recovery without a reload. */
export const RetryAfterError: Story = {
  beforeEach: () => {
    failing = true;
  },
  parameters: {
    msw: {
      handlers: [
        http.get(`${demoEndpoints.content}/products`, () => {
          if (failing) return HttpResponse.json({ error: { status: 500 } }, { status: 500 });
          return undefined;
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hrefs(canvasElement)).toHaveLength(6));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Ids the CMS no longer has are left out quietly; the known products still show, with no error. */
export const SkipsUnknownIds: Story = {
  args: { ids: [99, 4040, 95, 4041] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('link', { name: /^Order Now / });
    await expect(hrefs(canvasElement)).toEqual([paths.product(99), paths.product(95)]);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Every id is unknown: the "coming soon" message rather than an error or an empty grid. */
export const OnlyUnknownIds: Story = {
  args: { ids: [4040, 4041] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'New treats for this collection are on their way. Please check back soon.',
      ),
    ).toBeVisible();
  },
};

/** The loaded page in Arabic, with the Arabic brand title and all six product links. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'غورميه' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(6));
  },
};

/** The load error in Arabic, as an Arabic-speaking shopper would see a server failure. */
export const ArabicError: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: storyScenario('content:error') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
