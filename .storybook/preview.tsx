import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createHandlers, demoEndpoints } from '@rimal/mocks';
import { languages, dir, type Language } from '@rimal/i18n';
import { loadFonts } from '@rimal/ui/theme';
import { ServicesProvider, ToastProvider } from '@rimal/ui';
import { StoryProductTexts } from './storyProductTexts';
import { createStoryServices } from './services';
import { StoryFrame, ensureLanguage, getStoryI18n } from './storyI18n';
import { ComponentDocsPage } from './docs';
import './docs.css';

// A story is the app as it runs once it has taken a page over: the CSS that opens menus
// before then (Navbar.css.ts) stays out of its pictures and its play functions.
document.documentElement.dataset.started = '';

/** The demo back ends answer every story; a story prepends scenario handlers via `parameters.msw`. */
const startWorker = async () => {
  const worker = setupWorker(...createHandlers(demoEndpoints));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
};

/**
 * On a docs page, a story that moves focus as it mounts (a checkout step's heading, for screen
 * readers; a dialog's first field) would scroll the page to itself: the CheckoutFlow page opened
 * 17,000 px down. There, focus a story moves keeps its place and never scrolls the page. That
 * holds too for a story framed on the page (`docs.story.inline: false`, for modals), which runs
 * in a preview of its own inside the page's.
 */
const framedOnDocsPage = (() => {
  try {
    return window.parent !== window && '__STORYBOOK_PREVIEW__' in window.parent;
  } catch {
    return false;
  }
})();
let onDocsPage = framedOnDocsPage;
const focusElement = HTMLElement.prototype.focus;
HTMLElement.prototype.focus = function focus(options?: FocusOptions) {
  focusElement.call(this, onDocsPage ? { ...options, preventScroll: true } : options);
};

const localeItems = [
  ...languages.map((language) => ({
    value: language.code,
    title: `${language.flag} ${language.nativeName}`,
  })),
  { value: 'all', title: 'All languages' },
];

/** Sets language and direction on the story root, or renders the story once per language. */
const withLanguage: Decorator = (Story, context) => {
  const locale = context.globals.locale as Language | 'all';
  const direction = context.globals.direction as 'auto' | 'ltr' | 'rtl';
  if (locale === 'all') {
    return (
      <div style={{ display: 'grid', gap: '2rem' }}>
        {languages.map((language) => (
          <StoryFrame key={language.code} language={language.code} direction={direction} labelled>
            <I18nextProvider i18n={getStoryI18n(language.code)}>
              <Story />
            </I18nextProvider>
          </StoryFrame>
        ))}
      </div>
    );
  }
  return (
    <StoryFrame language={locale} direction={direction}>
      <I18nextProvider i18n={getStoryI18n(locale)}>
        <Story />
      </I18nextProvider>
    </StoryFrame>
  );
};

/**
 * Connected components find their services (clients on the demo back ends, demo payment) and
 * the toast host; a story may pass `parameters.services` to replace some of them.
 */
const withServices: Decorator = (Story, context) => {
  const overrides = (context.parameters.services ?? {}) as Partial<
    ReturnType<typeof createStoryServices>
  >;
  return (
    <ServicesProvider services={{ ...createStoryServices(), ...overrides }}>
      <ToastProvider>
        <Story />
      </ToastProvider>
    </ServicesProvider>
  );
};

/**
 * Products and cart lines given to a story in English are shown in the story's language, as the
 * site shows them (inside the language frame, so "All languages" shows each frame's own).
 */
const withProductTexts: Decorator = (Story) => (
  <StoryProductTexts>
    <Story />
  </StoryProductTexts>
);

/** Components with links render inside a router; a story may set `parameters.route`. */
const withRouter: Decorator = (Story, context) => {
  if (context.parameters.ownRouter) return <Story />;
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Story />
    </MemoryRouter>
  );
};

const preview: Preview = {
  // A docs page for every component, from its JSDoc, its props' types and its stories.
  tags: ['autodocs'],
  initialGlobals: { locale: 'en', direction: 'auto' },
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: { title: 'Language', icon: 'globe', items: localeItems, dynamicTitle: true },
    },
    direction: {
      description: 'Text direction (auto follows the language)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Direction: from language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  loaders: [
    mswLoader(startWorker),
    async ({ globals, parameters, viewMode }) => {
      onDocsPage = framedOnDocsPage || viewMode === 'docs';
      const locale = globals.locale as Language | 'all';
      const all = languages.map((language) => language.code);
      const wanted = locale === 'all' ? all : [locale];
      // A story that shows every script at once (the type specimen) asks for every font.
      const fonts = parameters.allScripts ? all : wanted;
      await Promise.all([...wanted.map(ensureLanguage), ...fonts.map(loadFonts)]);
      // On a docs page every story has a frame of its own; the page's English stays left to right.
      if (locale !== 'all' && viewMode !== 'docs') {
        document.documentElement.lang = locale;
        document.documentElement.dir = dir(locale);
      }
      return {};
    },
  ],
  decorators: [withProductTexts, withServices, withRouter, withLanguage],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // "Show code" shows each story as its file writes it: its args and its play function. The
    // default rebuilt JSX from the rendered tree at every render, and what it rebuilt was the
    // stories' wrappers under minified names (`<u onClick={function bX(){}} />`) or a whole
    // catalog fixture; it was also a quarter to two fifths of a docs page's script time.
    docs: { page: ComponentDocsPage, source: { type: 'code' } },
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Introduction', 'Colour', 'Typography', 'Spacing and layout', 'Icons', 'Motion'],
          'Guidelines',
          'Primitives',
          'Shop',
          'Site',
          'Forms',
          'Pages',
        ],
      },
    },
  },
};

export default preview;
