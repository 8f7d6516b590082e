// A docs page in Storybook shows, under each story, the JSDoc right above its export: what state
// the story shows and why that state matters (docs/style.md §10). This test fails when a story
// in any `*.stories.tsx` of the repository has none, naming the file and the story.
// It parses each file on its own with the TypeScript compiler, without type-checking: a second.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Folders that hold no stories of ours: installed packages and build output. */
const skipped = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', '.git']);

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

interface Story {
  file: string;
  name: string;
  described: boolean;
}

/** Every named export is a story in CSF, unless `excludeStories` says otherwise; none does here. */
function readStories(path: string): Story[] {
  const file = relative(root, path);
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const described = (node: ts.Node) =>
    ts
      .getJSDocCommentsAndTags(node)
      .filter(ts.isJSDoc)
      .some((doc) => (ts.getTextOfJSDocComment(doc.comment) ?? '').trim() !== '');
  return source.statements.flatMap((statement) => {
    const exported = ts
      .getModifiers(statement as ts.HasModifiers)
      ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return [];
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      return [{ file, name: statement.name.text, described: described(statement) }];
    }
    if (!ts.isVariableStatement(statement)) return [];
    // Storybook reads the comment before the `export` statement, so a statement that declares
    // two stories describes only its first: each story needs its own statement.
    return statement.declarationList.declarations.map((declaration, index) => ({
      file,
      name: declaration.name.getText(source),
      described: index === 0 && described(declaration),
    }));
  });
}

describe('the stories the docs pages show', () => {
  const files = storyFiles(root);
  const stories = files.flatMap(readStories);

  it('finds the stories files and their stories', () => {
    expect(files.length).toBeGreaterThan(60);
    expect(stories.map((story) => `${story.file} ${story.name}`)).toEqual(
      expect.arrayContaining(['packages/ui/src/components/Button/Button.stories.tsx Primary']),
    );
  });

  it('each say in JSDoc what state they show and why it matters', () => {
    const undescribed = stories.filter((story) => !story.described);
    expect(undescribed.map((story) => `${story.file} ${story.name}`)).toEqual([]);
  });
});
