// Two rules that eslint-plugin-import-x does not offer as options (see ADR 0013):
// - `no-restricted-value-paths`: import-x's `no-restricted-paths`, but type-only imports pass
//   (the web app may import the server's types, never its code).
// - `no-type-cycle`: import cycles that are closed by a type-only import. import-x's `no-cycle`
//   always skips type imports; value cycles are left to it so a cycle is reported once.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { rules as importX } from 'eslint-plugin-import-x';

/** True for `import type …`, `import { type A, type B } …` and their `export … from` twins. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  if (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') {
    const specifiers = node.specifiers ?? [];
    return (
      specifiers.length > 0 &&
      specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
    );
  }
  return false;
}

function ignoringTypeImports(rule) {
  return {
    ...rule,
    create(context) {
      const listeners = rule.create(context);
      return Object.fromEntries(
        Object.entries(listeners).map(([selector, listener]) => [
          selector,
          (node) => (isTypeOnly(node) ? undefined : listener(node)),
        ]),
      );
    },
  };
}

// The import graph of our own files, every edge marked type-only or not. Files are parsed by
// TypeScript's parser (no type-check) and cached by modification time for the process.
const edgeCache = new Map();

function tsEdges(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const edges = [];
  const add = (specifier, typeOnly) => {
    if (specifier && ts.isStringLiteralLike(specifier)) edges.push({ specifier, typeOnly });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const inlineTypes =
        !!clause &&
        !clause.name &&
        !!named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, !!clause?.isTypeOnly || inlineTypes);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const named = node.exportClause;
      const inlineTypes =
        !!named &&
        ts.isNamedExports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier, node.isTypeOnly || inlineTypes);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges.map((e) => ({ specifier: e.specifier.text, typeOnly: e.typeOnly }));
}

/** Resolved edges to our own source files (packages and builtins never close a cycle). */
function edgesOf(file, resolver, text) {
  const cached = edgeCache.get(file);
  const now = Date.now();
  // Within one lint run a file is read once; an editor's long-lived process re-checks it.
  if (text === undefined && cached && now - cached.checkedAt < 2000) return cached.edges;
  let mtime = 0;
  if (text === undefined) {
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (cached && cached.mtime === mtime) {
      cached.checkedAt = now;
      return cached.edges;
    }
    text = fs.readFileSync(file, 'utf8');
  }
  const edges = [];
  for (const { specifier, typeOnly } of tsEdges(file, text)) {
    if (!specifier.startsWith('.')) continue;
    const resolved = resolver.resolve(specifier, file);
    const target = resolved.found ? resolved.path : null;
    if (!target || target.split(path.sep).includes('node_modules')) continue;
    if (!/\.(m|c)?tsx?$/.test(target)) continue;
    edges.push({ specifier, target, typeOnly });
  }
  if (mtime) edgeCache.set(file, { mtime, checkedAt: now, edges });
  return edges;
}

/**
 * Shortest route (list of files) from any of `starts` back to `goal`, or null. Routes are at
 * most `maxDepth` files long.
 */
function findRoute(starts, goal, { resolver, maxDepth, valueOnly }) {
  const seen = new Set(starts);
  let frontier = starts.map((start) => [start]);
  while (frontier.length > 0) {
    const next = [];
    for (const route of frontier) {
      for (const edge of edgesOf(route.at(-1), resolver)) {
        if (valueOnly && edge.typeOnly) continue;
        if (edge.target === goal) return route;
        if (seen.has(edge.target) || route.length >= maxDepth) continue;
        seen.add(edge.target);
        next.push([...route, edge.target]);
      }
    }
    frontier = next;
  }
  return null;
}

const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles closed by a type-only import.' },
    schema: [
      {
        type: 'object',
        properties: { maxDepth: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle through a type-only import: {{route}}. Type imports count too: move the shared type to a module both sides depend on.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const resolver = context.settings['import-x/resolver-next']?.[0];
    if (!resolver || !path.isAbsolute(file)) return {};
    const maxDepth = context.options[0]?.maxDepth ?? 10;
    const own = edgesOf(file, resolver, context.sourceCode.text);
    const targets = (edges) => [...new Set(edges.map((e) => e.target))];
    const options = { resolver, maxDepth };
    // Most files are on no cycle: one search answers that.
    if (!findRoute(targets(own), file, { ...options, valueOnly: false })) return {};
    // A cycle made of value imports only is import-x/no-cycle's to report.
    const values = own.filter((e) => !e.typeOnly);
    if (findRoute(targets(values), file, { ...options, valueOnly: true })) return {};
    const name = (f) => path.relative(context.cwd, f);
    return {
      'Program:exit'(program) {
        for (const target of targets(own)) {
          const route = findRoute([target], file, { ...options, valueOnly: false });
          if (!route) continue;
          const edge = own.find((e) => e.target === target);
          const literal = context.sourceCode.ast.tokens.find(
            (t) => t.type === 'String' && t.value.slice(1, -1) === edge.specifier,
          );
          context.report({
            node: program,
            loc: literal?.loc ?? program.loc,
            messageId: 'cycle',
            data: { route: [file, ...route, file].map(name).join(' → ') },
          });
        }
      },
    };
  },
};

export default {
  meta: { name: 'preparena-boundaries' },
  rules: {
    'no-restricted-value-paths': ignoringTypeImports(importX['no-restricted-paths']),
    'no-type-cycle': noTypeCycle,
  },
};
