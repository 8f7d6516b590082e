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

export const NotFoundBackToHome: Story = {
  render: notFoundRoutes,
  parameters: { route: '/mail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await expect(await canvas.findByTestId('home')).toBeVisible();
  },
};

export const NotFoundArabic: Story = {
  render: notFoundRoutes,
  parameters: { route: '/unknown' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const NotFoundJapanese: Story = {
  render: notFoundRoutes,
  parameters: { route: '/unknown' },
  globals: { locale: 'ja' },
};

export const NotFoundChinese: Story = {
  render: notFoundRoutes,
  parameters: { route: '/unknown' },
  globals: { locale: 'zh' },
};

export const NotFoundHindiNarrow: Story = {
  render: notFoundRoutes,
  parameters: { route: '/unknown' },
  globals: { locale: 'hi' },
  decorators: [narrow],
};

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

export const AppErrorDetailsHiddenInProduction: Story = {
  args: { error: new Error('Cart storage could not be read'), showDetails: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Technical details')).toBeNull();
    await expect(canvas.queryByText(/Cart storage could not be read/)).toBeNull();
  },
};

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

export const AppErrorWithNonErrorValue: Story = {
  args: { error: { status: 503, statusText: 'Service Unavailable' }, showDetails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Technical details'));
    await expect(canvas.getByText(/"statusText": "Service Unavailable"/)).toBeVisible();
  },
};

export const AppErrorArabic: Story = {
  globals: { locale: 'ar' },
  args: { error: new Error('Route loader failed'), showDetails: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إعادة تحميل الصفحة' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const AppErrorKorean: Story = { globals: { locale: 'ko' } };

export const AppErrorRussian: Story = { globals: { locale: 'ru' } };

export const AppErrorHindiNarrow: Story = {
  globals: { locale: 'hi' },
  args: { error: new Error('Route loader failed'), showDetails: true },
  decorators: [narrow],
};

/** The site was updated while the page was open and reloading by itself did not help. */
const newVersion: Story['render'] = ({ onReload }) => <NewVersionScreen onReload={onReload} />;

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

export const NewVersionJapanese: Story = { render: newVersion, globals: { locale: 'ja' } };

export const NewVersionHindiNarrow: Story = {
  render: newVersion,
  globals: { locale: 'hi' },
  decorators: [narrow],
};

/** Issue 29: a page's code could not load because the shopper is offline; no reload. */
const offline: Story['render'] = ({ onReload }) => <OfflineScreen onRetry={() => onReload?.()} />;

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

export const OfflineJapanese: Story = {
  render: offline,
  globals: { locale: 'ja' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'オフラインです' }),
    ).toBeVisible();
  },
};

export const OfflineHindiNarrow: Story = {
  render: offline,
  globals: { locale: 'hi' },
  decorators: [narrow],
};
