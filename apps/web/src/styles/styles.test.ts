// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, compileString, type Options } from 'sass';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The stylesheets hold only the Bootstrap classes the code uses (main.scss, _utilities.scss, parts/): a class
// used in the code and missing from every stylesheet would silently do nothing.
const SRC = path.resolve(import.meta.dirname, '..');
const STYLES = path.join(SRC, 'styles');

const SASS_OPTIONS: Options<'sync'> = {
  loadPaths: [STYLES, path.resolve(SRC, '../../../node_modules')],
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};

function classesOf(css: string): Set<string> {
  const selectors = css.replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, keep);
    return keep(entry.name) ? [file] : [];
  });
}

/** The words of every string and template literal outside types, and the `variant` of each react-bootstrap Button and Alert. */
function codeUses() {
  const words = new Set<string>();
  const variants: string[] = [];
  for (const file of filesUnder(
    SRC,
    (name) => /\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name),
  )) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isTypeNode(node)) return;
      if (
        ts.isStringLiteralLike(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        for (const word of node.text.split(/\s+/)) words.add(word);
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const component = node.tagName.getText();
        for (const attribute of node.attributes.properties) {
          if (
            ts.isJsxAttribute(attribute) &&
            attribute.name.getText() === 'variant' &&
            attribute.initializer
          ) {
            if (
              ts.isStringLiteral(attribute.initializer) &&
              (component === 'Button' || component === 'Alert')
            ) {
              variants.push(`${component === 'Button' ? 'btn' : 'alert'}-${attribute.initializer.text}`);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { words, variants };
}

const bootstrap = classesOf(
  compileString('@import "theme"; @import "bootstrap/scss/bootstrap";', SASS_OPTIONS).css,
);
const ours = new Set(
  filesUnder(SRC, (name) => name.endsWith('.scss') && !name.startsWith('_')).flatMap((file) => [
    ...classesOf(compile(file, SASS_OPTIONS).css),
  ]),
);
const { words, variants } = codeUses();

describe('the Bootstrap classes of the stylesheets', () => {
  it('include every Bootstrap class the code names', () => {
    const missing = [...words].filter((word) => bootstrap.has(word) && !ours.has(word));
    // A utility goes into _utilities.scss; a component's class comes with its part (styles/parts/).
    expect(missing).toEqual([]);
  });

  it('include the variant of every Button and Alert', () => {
    expect([...new Set(variants)].filter((name) => !ours.has(name))).toEqual([]);
  });

  it('list no utility the code no longer uses', () => {
    const list = /\$used-utility-classes: \(([^)]*)\);/.exec(
      readFileSync(path.join(STYLES, '_utilities.scss'), 'utf8'),
    );
    const listed = list?.[1]?.split(/\s+/).filter(Boolean) ?? [];
    expect(listed.length).toBeGreaterThan(50);
    expect(listed.filter((name) => !words.has(name))).toEqual([]);
  });
});
