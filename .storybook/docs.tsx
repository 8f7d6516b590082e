import { useEffect, useState, type ComponentType, type PropsWithChildren } from 'react';
import {
  ArgTypes,
  Description,
  DocsContainer,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
  type DocsContainerProps,
} from '@storybook/addon-docs/blocks';
import { dir, languages, type Language } from '@rimal/i18n';

interface Globals {
  locale?: string;
  direction?: string;
}

/** The toolbar's direction for a docs page: as for a story, "auto" follows the language. */
function directionOf({ locale, direction }: Globals): 'ltr' | 'rtl' {
  if (direction === 'ltr' || direction === 'rtl') return direction;
  const language = languages.find((entry) => entry.code === locale)?.code;
  return language ? dir(language as Language) : 'ltr';
}

/**
 * The docs page follows the toolbar as a story does: the stories on it render in the chosen
 * language (the story decorators see the same globals) and the page takes the chosen direction.
 * The page's own words are English, so its `lang` stays `en`.
 */
export function LanguageDocsContainer({
  context,
  children,
  ...props
}: PropsWithChildren<DocsContainerProps>) {
  const [globals, setGlobals] = useState<Globals>(() => {
    const first = context.componentStories()[0];
    return first ? (context.getStoryContext(first).userGlobals as Globals) : {};
  });
  useEffect(() => {
    const onUpdate = ({ userGlobals }: { userGlobals: Globals }) => setGlobals(userGlobals);
    context.channel.on('globalsUpdated', onUpdate);
    return () => context.channel.off('globalsUpdated', onUpdate);
  }, [context]);
  return (
    <DocsContainer context={context} {...props}>
      <div dir={directionOf(globals)} lang="en">
        {children}
      </div>
    </DocsContainer>
  );
}

type Documented = ComponentType & { __docgenInfo?: { description?: string } };

const describe = (component: Documented) => component.__docgenInfo?.description ?? '';

/**
 * A component's docs page. Most stories render the component through a small wrapper that gives
 * it translated texts or state (`meta.component`); such a file names the component it documents
 * in `subcomponents` (the main one first), and the page takes the purpose and the props tables
 * from those components.
 */
export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const documented = Object.entries(
    (preparedMeta.subcomponents ?? {}) as Record<string, Documented>,
  );
  const main = documented[0];
  return (
    <>
      <Title />
      <Subtitle />
      {main ? <Markdown>{describe(main[1])}</Markdown> : <Description of="meta" />}
      <Primary />
      <Heading>Props</Heading>
      {main ? (
        documented.map(([name, component], index) => (
          <section key={name}>
            {documented.length > 1 && <h3>{name}</h3>}
            {index > 0 && <Markdown>{describe(component)}</Markdown>}
            <ArgTypes of={component} />
          </section>
        ))
      ) : (
        <ArgTypes />
      )}
      <Stories title="States" />
    </>
  );
}
