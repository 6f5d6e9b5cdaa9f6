import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const web = path.join(root, 'apps/web');
const ROUTER_FILE = path.join(web, 'src/app/router.tsx');

/** Read once per test file: building the program takes seconds. */
let cached: string[] | undefined;

/**
 * Every path of the web's route table, read from its code: starting at the `routes` app/router.tsx
 * exports, it follows what the table is built from (arrays, the route lists spread into them, their
 * children, the lists a call such as withRouteGuards() or .map() is given), so a route added anywhere
 * in it is visited without editing the tests. A path written as a constant (NEAREST_HOSPITAL_PATH) is
 * resolved by the type checker to the literal it holds; one it cannot resolve is an error, not a silent
 * gap in the net.
 */
export function webRoutePaths(): string[] {
  cached ??= readRoutePaths();
  return cached;
}

function readRoutePaths(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(web, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('apps/web/tsconfig.json could not be read');
  const program = ts.createProgram([ROUTER_FILE], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const paths = new Set<string>();
  const followed = new Set<ts.Node>();

  const follow = (node: ts.Node | undefined): void => {
    if (!node || followed.has(node)) return;
    followed.add(node);
    if (ts.isArrayLiteralExpression(node)) node.elements.forEach(follow);
    else if (
      ts.isSpreadElement(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node)
    ) {
      follow(node.expression);
    } else if (ts.isCallExpression(node)) {
      if (ts.isPropertyAccessExpression(node.expression)) follow(node.expression.expression);
      node.arguments.forEach(follow);
    } else if (ts.isIdentifier(node)) {
      let symbol = checker.getSymbolAtLocation(node);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? []) {
        if (ts.isVariableDeclaration(declaration)) follow(declaration.initializer);
      }
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        if (property.name.text === 'children') follow(property.initializer);
        if (property.name.text !== 'path') continue;
        const type = checker.getTypeAtLocation(property.initializer);
        if (!type.isStringLiteral()) {
          throw new Error(`a route path that is not a constant string: ${property.initializer.getText()}`);
        }
        paths.add(type.value);
      }
    }
  };

  const router = program.getSourceFile(ROUTER_FILE);
  const table =
    router && checker.getSymbolAtLocation(router)?.exports?.get(ts.escapeLeadingUnderscores('routes'));
  const declaration = table?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration))
    throw new Error('app/router.tsx exports no `routes`');
  follow(declaration.initializer);
  return [...paths].sort();
}
