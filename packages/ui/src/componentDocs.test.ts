// The docs pages in Storybook take a component's purpose and its props table from the code
// (docs/style.md §5): this test fails when an exported component, or one of its props, has no
// JSDoc, or when a prop with a default in the code does not name it with `@default`.
// It reads the public entry points with the TypeScript compiler, as react-docgen-typescript does,
// without type-checking the whole project: a few seconds.
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const entries = ['index.ts', 'components/CheckoutFlow/index.ts'].map((entry) =>
  fileURLToPath(new URL(`./${entry}`, import.meta.url)),
);

const configFile = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const { options } = ts.getParsedCommandLineOfConfigFile(
  configFile,
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  },
)!;
const program = ts.createProgram(entries, { ...options, noEmit: true, composite: false });
const checker = program.getTypeChecker();

const isOwnFile = (file: ts.SourceFile) =>
  !file.isDeclarationFile && !file.fileName.includes('/node_modules/');

/** The function that renders a component: a function declaration or a `const` holding one. */
function componentFunction(declaration: ts.Declaration): ts.SignatureDeclaration | undefined {
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
    const value = declaration.initializer;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  }
  return undefined;
}

/** True when the function returns JSX (its return type is a React node). */
function returnsJsx(fn: ts.SignatureDeclaration) {
  const signature = checker.getSignatureFromDeclaration(fn);
  if (!signature) return false;
  const text = checker.typeToString(
    checker.getReturnTypeOfSignature(signature),
    undefined,
    ts.TypeFormatFlags.UseFullyQualifiedType,
  );
  return /JSX\.Element|ReactNode|ReactElement/.test(text);
}

interface Component {
  name: string;
  file: string;
  described: boolean;
  props: { name: string; described: boolean; defaultInCode: boolean; defaultTag: boolean }[];
}

function readComponents(): Component[] {
  const found = new Map<string, Component>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read ${entry}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const name = exported.getName();
      if (!/^[A-Z]/.test(name)) continue;
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      const fn = declaration && componentFunction(declaration);
      if (!fn || !isOwnFile(fn.getSourceFile()) || !returnsJsx(fn)) continue;
      const param = fn.parameters[0];
      const defaults = new Set<string>();
      if (param && ts.isObjectBindingPattern(param.name)) {
        for (const element of param.name.elements) {
          if (!element.initializer) continue;
          const key = element.propertyName ?? element.name;
          if (ts.isIdentifier(key) || ts.isStringLiteral(key)) defaults.add(key.text);
        }
      }
      const propsType = param && checker.getTypeAtLocation(param);
      const props = (propsType ? checker.getPropertiesOfType(propsType) : [])
        // Props a library declares (React's `key`, DOM attributes) are documented there.
        .filter((prop) => (prop.declarations ?? []).some((d) => isOwnFile(d.getSourceFile())))
        .map((prop) => ({
          name: prop.getName(),
          described: ts.displayPartsToString(prop.getDocumentationComment(checker)).trim() !== '',
          defaultInCode: defaults.has(prop.getName()),
          defaultTag: prop.getJsDocTags(checker).some((tag) => tag.name === 'default'),
        }));
      found.set(name, {
        name,
        file: fn.getSourceFile().fileName,
        described: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() !== '',
        props,
      });
    }
  }
  return [...found.values()];
}

describe('the components the docs pages describe', () => {
  const components = readComponents();

  it('finds the exported components', () => {
    expect(components.map((component) => component.name)).toEqual(
      expect.arrayContaining(['Button', 'ProductCard', 'CheckoutFlow', 'Dialog']),
    );
  });

  it('describe themselves in JSDoc: the purpose on their docs page', () => {
    const undescribed = components.filter((component) => !component.described);
    expect(undescribed.map((component) => component.name)).toEqual([]);
  });

  it('describe every prop in JSDoc: the props table of their docs page', () => {
    const undescribed = components.flatMap((component) =>
      component.props
        .filter((prop) => !prop.described)
        .map((prop) => `${component.name}.${prop.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it('name the default of every prop that has one in the code (`@default`)', () => {
    const unnamed = components.flatMap((component) =>
      component.props
        .filter((prop) => prop.defaultInCode && !prop.defaultTag)
        .map((prop) => `${component.name}.${prop.name}`),
    );
    expect(unnamed).toEqual([]);
  });
});
