import ts from 'typescript';

/** Attributes whose text a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'error',
  'message',
  'tooltip',
]);
const READ_ATTRIBUTE_SUFFIX = /(Label|Title|Text|Message|Description|Placeholder)$/;
/** Functions whose first argument is shown to the person. */
const SHOWING_CALLS = new Set(['notifySuccess', 'notifyInfo', 'notifyFailure']);

/** Words, not symbols or numbers: what needs a translation. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

export interface Finding {
  line: number;
  text: string;
}

export interface TranslationScan {
  /** User-facing English written straight into the page instead of through t(). */
  untranslated: Finding[];
  /** The English texts passed to t() or marked with msg() as literals: each must be in the catalog. */
  keys: string[];
  /** t() called with something the check cannot read (a template or a variable is fine only for server text). */
  unreadable: Finding[];
}

const isReadAttribute = (name: string) => READ_ATTRIBUTES.has(name) || READ_ATTRIBUTE_SUFFIX.test(name);
/** Object properties that hold what a person reads: a list's labels, a step's text, a route's title. */
const READ_PROPERTIES = new Set(['text', 'heading', 'subtitle', 'caption', 'hint', 'body']);
const isReadProperty = (name: string) => isReadAttribute(name) || READ_PROPERTIES.has(name);

/**
 * What a web source file shows a person in words: JSX text, the readable attributes (label, title,
 * placeholder, aria-label…) and toasts. Each must go through t('English text') (or, for a label kept
 * in a list, be marked msg('English text') where it is written and go through t() where it is shown),
 * which the catalog check can then find (docs/languages.md).
 */
export function scanTranslations(fileName: string, source: string): TranslationScan {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const scan: TranslationScan = { untranslated: [], keys: [], unreadable: [] };
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const flag = (node: ts.Node, text: string) =>
    scan.untranslated.push({ line: lineOf(node), text: text.trim() });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) flag(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && isReadAttribute(node.name.getText(file))) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) && hasWords(value.text)) flag(value, value.text);
      if (ts.isJsxExpression(value) && value.expression) {
        const inner = value.expression;
        if (
          (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) &&
          hasWords(inner.text)
        ) {
          flag(inner, inner.text);
        }
        if (ts.isTemplateExpression(inner) && hasWords(inner.getText(file))) flag(inner, inner.getText(file));
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      isReadProperty(node.name.text) &&
      ts.isStringLiteralLike(node.initializer) &&
      hasWords(node.initializer.text) &&
      // A sentence or a capitalised label; a lone lowercase word is a code ('title' naming a field).
      /\s|^\p{Lu}/u.test(node.initializer.text)
    ) {
      flag(node.initializer, node.initializer.text);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      const [first] = node.arguments;
      if (SHOWING_CALLS.has(callee) && first && ts.isStringLiteralLike(first) && hasWords(first.text)) {
        flag(first, first.text);
      }
      if ((callee === 't' || callee === 'msg') && first) {
        if (ts.isStringLiteralLike(first)) scan.keys.push(first.text);
        else if (ts.isTemplateExpression(first)) {
          scan.unreadable.push({ line: lineOf(first), text: first.getText(file) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return scan;
}
