import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppErrorScreen, NewVersionScreen, NotFoundScreen, OfflineScreen } from './ErrorScreens';
import { inColumn } from '../../fixtures/decorators';

const narrow = inColumn('24rem');

const meta = {
  title: 'Pages/ErrorScreens',
  component: AppErrorScreen,
  subcomponents: { AppErrorScreen, NotFoundScreen, NewVersionScreen },
  parameters: { layout: 'fullscreen' },
  args: { onReload: fn() },
} satisfies Meta<typeof AppErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The not-found screen on an unknown route, with a stand-in home page to land on. */
const notFoundRoutes: Story['render'] = () => (
  <Routes>
    <Route path="/" element={<p data-testid="home">/</p>} />
    <Route path="*" element={<NotFoundScreen />} />
  </Routes>
);

/** An unknown address such as /mail: the 404 screen takes focus and offers the way back home. */
export const NotFound: Story = {
  render: notFoundRoutes,
  parameters: { route: '/mail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Opps! Page Not Found' });
    // The screen takes focus in an effect, after it has painted.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText('The page you are looking for has moved or no longer exists.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

/** Back to Home really leads home: the lost shopper is one click from the shop again. */
export const NotFoundBackToHome: Story = {
  render: notFoundRoutes,
  parameters: { route: '/mail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await expect(await canvas.findByTestId('home')).toBeVisible();
  },
};

/** The 404 screen in Arabic: focus on its heading and the home link (`/ar/`), right to left. */
export const NotFoundArabic: Story = {
  render: notFoundRoutes,
  parameters: { route: '/unknown' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    // Home in Arabic: the reader stays in their language.
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/ar/');
  },
};

/** The 404 screen in Japanese, to check the heading's face and the 404 art. */
export const NotFoundJapanese: Story = {
  render: notFoundRoutes,
  parameters: { route: '/unknown' },
  globals: { locale: 'ja' },
};

/** The 404 screen in Chinese, to check the heading's face and the 404 art. */
export const NotFoundChinese: Story = {
  render: notFoundRoutes,
  parameters: { route: '/unknown' },
  globals: { locale: 'zh' },
};

/** The 404 screen in Hindi at phone width: the heading and button wrap without overflowing. */
export const NotFoundHindiNarrow: Story = {
  render: notFoundRoutes,
  parameters: { route: '/unknown' },
  globals: { locale: 'hi' },
  decorators: [narrow],
};

/** A page crashed: focus on the heading, Reload page and Back to Home, and no technical text for shoppers. */
export const AppError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'Unexpected Application Error!',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // Without development details nothing technical leaks to shoppers.
    await expect(canvas.queryByText('Technical details')).toBeNull();
  },
};

/** From the focused heading, Tab reaches Reload page, then Back to Home: recovery without a mouse. */
export const AppErrorReloadWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The screen first moves focus to its heading; Tab goes on from there.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveFocus();
  },
};

/** A real error in a production build: its message stays hidden from shoppers. */
export const AppErrorDetailsHiddenInProduction: Story = {
  args: { error: new Error('Cart storage could not be read'), showDetails: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Technical details')).toBeNull();
    await expect(canvas.queryByText(/Cart storage could not be read/)).toBeNull();
  },
};

/** In development the error sits folded under Technical details, left to right, for the developer. */
export const AppErrorWithDevelopmentDetails: Story = {
  args: {
    error: new TypeError("Cannot read properties of undefined (reading 'price')"),
    showDetails: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('Technical details');
    const detail = canvas.getByText(/Cannot read properties of undefined/);
    await expect(detail).not.toBeVisible();
    await userEvent.click(summary);
    await expect(detail).toBeVisible();
    await expect(detail).toHaveAttribute('dir', 'ltr');
    await userEvent.click(summary);
    await expect(detail).not.toBeVisible();
  },
};

/** A thrown value that is not an Error, such as a 503 answer, is still shown readably in the details. */
export const AppErrorWithNonErrorValue: Story = {
  args: { error: { status: 503, statusText: 'Service Unavailable' }, showDetails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Technical details'));
    await expect(canvas.getByText(/"statusText": "Service Unavailable"/)).toBeVisible();
  },
};

/** The crash screen in Arabic, with details shown: Reload page works right to left. */
export const AppErrorArabic: Story = {
  globals: { locale: 'ar' },
  args: { error: new Error('Route loader failed'), showDetails: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة تحميل الصفحة' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The crash screen in Korean, to check the heading and buttons. */
export const AppErrorKorean: Story = { globals: { locale: 'ko' } };

/** The crash screen in Russian, whose long words test the heading's wrapping. */
export const AppErrorRussian: Story = { globals: { locale: 'ru' } };

/** The crash screen in Hindi at phone width with details: the longest content on the smallest screen. */
export const AppErrorHindiNarrow: Story = {
  globals: { locale: 'hi' },
  args: { error: new Error('Route loader failed'), showDetails: true },
  decorators: [narrow],
};

/** The site was updated while the page was open and reloading by itself did not help. */
const newVersion: Story['render'] = ({ onReload }) => <NewVersionScreen onReload={onReload} />;

/** The site changed while the page was open: a calm Reload, the cart kept, and no talk of errors. */
export const NewVersion: Story = {
  render: newVersion,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'A new version of the site is available',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/your cart is kept/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    // Not the error screen: nothing went wrong, so no talk of errors and no technical detail.
    await expect(canvas.queryByText('Unexpected Application Error!')).toBeNull();
    await expect(canvas.queryByText('Technical details')).toBeNull();
  },
};

/** From the focused heading, Tab reaches Reload and Enter presses it. */
export const NewVersionReloadWithKeyboard: Story = {
  render: newVersion,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The new-version screen in Arabic, with its Arabic Reload button. */
export const NewVersionArabic: Story = {
  render: newVersion,
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'يتوفر إصدار جديد من الموقع' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة التحميل' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The new-version screen in Japanese, to check the heading's face. */
export const NewVersionJapanese: Story = { render: newVersion, globals: { locale: 'ja' } };

/** The new-version screen in Hindi at phone width: the heading wraps without overflowing. */
export const NewVersionHindiNarrow: Story = {
  render: newVersion,
  globals: { locale: 'hi' },
  decorators: [narrow],
};

/** Issue 29: a page's code could not load because the shopper is offline; no reload. */
const offline: Story['render'] = ({ onReload }) => <OfflineScreen onRetry={() => onReload?.()} />;

/** The page could not load while offline: Try again, the cart kept, and neither an error nor a new version. */
export const Offline: Story = {
  render: offline,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'You are offline' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/once you are back online; your cart is kept/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
    // Not a new version, not an error.
    await expect(canvas.queryByText('A new version of the site is available')).toBeNull();
    await expect(canvas.queryByText('Unexpected Application Error!')).toBeNull();
  },
};

/** The offline screen in Arabic, with its Arabic Try again. */
export const OfflineArabic: Story = {
  render: offline,
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'أنت غير متصل بالإنترنت' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'حاول مرة أخرى' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** The offline screen in Japanese, to check the heading's face. */
export const OfflineJapanese: Story = {
  render: offline,
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'オフラインです' }),
    ).toBeVisible();
  },
};

/** The offline screen in Hindi at phone width: the message wraps without overflowing. */
export const OfflineHindiNarrow: Story = {
  render: offline,
  globals: { locale: 'hi' },
  decorators: [narrow],
};
