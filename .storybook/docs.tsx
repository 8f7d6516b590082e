import type { ComponentType } from 'react';
import {
  ArgTypes,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

type Documented = ComponentType & {
  __docgenInfo?: { description?: string; props?: Record<string, unknown> };
};

const describe = (component: Documented) => component.__docgenInfo?.description ?? '';

/**
 * A component's docs page. Its stories follow the toolbar's language and direction, as they do on
 * their own (the story decorators see the same globals); the page's own words are English and
 * stay left to right.
 *
 * Most stories render the component through a small wrapper that gives it translated texts or
 * state (`meta.component`); such a file names the component it documents in `subcomponents` (the
 * main one first), and the page takes the purpose and the props tables from those components.
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
            {Object.keys(component.__docgenInfo?.props ?? {}).length > 0 ? (
              <ArgTypes of={component} />
            ) : (
              <p>It takes no props.</p>
            )}
          </section>
        ))
      ) : (
        <ArgTypes />
      )}
      <Stories title="States" />
    </>
  );
}
