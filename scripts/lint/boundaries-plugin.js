// Rules that eslint-plugin-import-x does not offer as options (ADRs 0013 and 0036):
// - `no-restricted-paths`: import-x's zones, also applied to `typeof import('…')` type queries.
// - `no-restricted-value-paths`: the same zones, but type-only imports pass (the web app may
//   import the server's types, never its code).
// - `no-type-cycle`: import cycles that are closed by a type-only import. import-x's `no-cycle`
//   always skips type imports; value cycles are left to it so a cycle is reported once.
// - `no-restricted-origins`: a binding imported through re-exports is judged by the file that
//   declares it (a route reaching a table through a service that re-exports the schema).
// - `no-reexport`: a file never re-exports what a restricted path declares (a service never
//   hands the schema on).
// - `no-db-handle`: route code never names the database handle (`.db`, `{ db }`).
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

/** import-x's zone rule, also run on `typeof import('…')` and `import('…')` type queries. */
function withTypeQueries(rule) {
  return {
    ...rule,
    create(context) {
      const listeners = rule.create(context);
      const check = listeners.ImportDeclaration;
      if (!check) return listeners;
      return {
        ...listeners,
        TSImportType(node) {
          const source = node.source ?? node.argument?.literal;
          if (source?.type === 'Literal' && typeof source.value === 'string')
            check({ type: 'ImportDeclaration', source, importKind: 'type', specifiers: [] });
        },
      };
    },
  };
}

// What each of our modules imports and exports, by name, for following re-export chains.
const summaryCache = new Map();

function moduleSummary(file, text) {
  let mtime = 0;
  if (text === undefined) {
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = summaryCache.get(file);
    if (cached && cached.mtime === mtime) return cached.summary;
    text = fs.readFileSync(file, 'utf8');
  }
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const summary = {
    /** local name → { specifier, imported } ('*' for a namespace, 'default'). */
    imports: new Map(),
    /** exported name → local name, declared here or imported. */
    locals: new Map(),
    /** exported name → { specifier, imported } (`export { a as b } from`, `export * as b from`). */
    reexports: new Map(),
    /** `export * from` specifiers. */
    stars: [],
    /** Where each export statement starts, by exported name ('*' + specifier for a star). */
    at: new Map(),
  };
  const where = (node) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { line: line + 1, column: character };
  };
  const exported = (node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause?.name) summary.imports.set(clause.name.text, { specifier, imported: 'default' });
      const named = clause?.namedBindings;
      if (named && ts.isNamespaceImport(named))
        summary.imports.set(named.name.text, { specifier, imported: '*' });
      else if (named)
        for (const e of named.elements)
          summary.imports.set(e.name.text, {
            specifier,
            imported: (e.propertyName ?? e.name).text,
          });
    } else if (ts.isExportDeclaration(node)) {
      const specifier =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : null;
      const clause = node.exportClause;
      if (!clause && specifier) {
        summary.stars.push(specifier);
        summary.at.set(`*${specifier}`, where(node));
      } else if (clause && ts.isNamespaceExport(clause) && specifier) {
        summary.reexports.set(clause.name.text, { specifier, imported: '*' });
        summary.at.set(clause.name.text, where(node));
      } else if (clause && ts.isNamedExports(clause)) {
        for (const e of clause.elements) {
          const local = (e.propertyName ?? e.name).text;
          if (specifier) summary.reexports.set(e.name.text, { specifier, imported: local });
          else summary.locals.set(e.name.text, local);
          summary.at.set(e.name.text, where(node));
        }
      }
    } else if (ts.isExportAssignment(node)) {
      const local = ts.isIdentifier(node.expression) ? node.expression.text : null;
      summary.locals.set('default', local ?? '');
      summary.at.set('default', where(node));
    } else if (ts.isVariableStatement(node) && exported(node)) {
      for (const d of node.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        // `export const t = importedTable` hands the import on under a new name.
        const init = d.initializer;
        summary.locals.set(d.name.text, init && ts.isIdentifier(init) ? init.text : '');
        summary.at.set(d.name.text, where(node));
      }
    } else if (exported(node) && node.name && ts.isIdentifier(node.name)) {
      const isDefault = ts.getModifiers(node).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      const key = isDefault ? 'default' : node.name.text;
      summary.locals.set(key, '');
      summary.at.set(key, where(node));
    }
  }
  if (mtime) summaryCache.set(file, { mtime, summary });
  return summary;
}

/** The resolved path of one of our source files, or null (packages, builtins, unresolved). */
function ownFile(resolver, specifier, from) {
  if (!specifier.startsWith('.')) return null;
  const resolved = resolver.resolve(specifier, from);
  const target = resolved.found ? resolved.path : null;
  if (!target || target.split(path.sep).includes('node_modules')) return null;
  return /\.(m|c)?tsx?$/.test(target) ? target : null;
}

/**
 * The file that declares what `file` exports as `name`, following re-exports and imports handed
 * on; a namespace's origin is its module. Null when the chain leaves our sources or breaks.
 */
function originOf(resolver, file, name, depth = 0, summary = moduleSummary(file)) {
  if (!summary || depth > 20) return null;
  const follow = (ref) => {
    const target = ownFile(resolver, ref.specifier, file);
    if (!target) return null;
    return ref.imported === '*' ? target : originOf(resolver, target, ref.imported, depth + 1);
  };
  if (summary.reexports.has(name)) return follow(summary.reexports.get(name));
  if (summary.locals.has(name)) {
    const local = summary.locals.get(name);
    return summary.imports.has(local) ? follow(summary.imports.get(local)) : file;
  }
  if (name === 'default') return null;
  for (const specifier of summary.stars) {
    const target = ownFile(resolver, specifier, file);
    const origin = target && originOf(resolver, target, name, depth + 1);
    if (origin) return origin;
  }
  return null;
}

/** Every name `file` exports (`export *` included, which never passes on a default). */
function exportedNames(resolver, file, depth = 0, summary = moduleSummary(file)) {
  if (!summary || depth > 20) return [];
  const names = new Set([...summary.locals.keys(), ...summary.reexports.keys()]);
  for (const specifier of summary.stars) {
    const target = ownFile(resolver, specifier, file);
    if (!target) continue;
    for (const n of exportedNames(resolver, target, depth + 1)) if (n !== 'default') names.add(n);
  }
  return [...names];
}

const zoneSchema = {
  type: 'object',
  properties: {
    basePath: { type: 'string' },
    zones: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
          from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
          message: { type: 'string' },
        },
        required: ['target', 'from'],
        additionalProperties: false,
      },
    },
  },
  required: ['zones'],
  additionalProperties: false,
};

const inside = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * What a zone rule needs of the linted file: the resolver, its path and the zones that hold it;
 * null when there is nothing to check (no resolver, a virtual file, no zone).
 */
function zonedFile(context) {
  const resolver = context.settings['import-x/resolver-next']?.[0];
  const file = context.physicalFilename;
  if (!resolver || !path.isAbsolute(file)) return null;
  const zones = zonesFor(context);
  return zones.length === 0 ? null : { resolver, file, zones };
}

/** The zones whose target holds the linted file, each with a test for its `from` paths. */
function zonesFor(context) {
  const { basePath = context.cwd, zones } = context.options[0];
  const file = context.physicalFilename;
  const abs = (p) => [p].flat().map((x) => path.resolve(basePath, x));
  return zones
    .filter((zone) => abs(zone.target).some((t) => inside(file, t)))
    .map((zone) => ({
      message: zone.message ?? '',
      restricted: (f) => !!f && abs(zone.from).some((from) => inside(f, from)),
    }));
}

const noRestrictedOrigins = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid importing, through re-exports, a binding that a restricted path declares.',
    },
    schema: [zoneSchema],
    messages: {
      origin:
        '"{{name}}" comes from {{origin}} through "{{specifier}}", a re-export of a restricted path. {{message}}',
    },
  },
  create(context) {
    const zoned = zonedFile(context);
    if (!zoned) return {};
    const { resolver, file, zones } = zoned;
    const name = (f) => path.relative(context.cwd, f);
    // The import's own module in a restricted path is the zone rule's to report.
    const check = (node, specifier, names) => {
      const target = ownFile(resolver, specifier, file);
      if (!target) return;
      for (const zone of zones) {
        if (zone.restricted(target)) continue;
        for (const n of names ?? exportedNames(resolver, target)) {
          const origin = originOf(resolver, target, n);
          if (!zone.restricted(origin)) continue;
          context.report({
            node,
            messageId: 'origin',
            data: { name: n, origin: name(origin), specifier, message: zone.message },
          });
          return;
        }
      }
    };
    const imported = (s) =>
      s.type === 'ImportSpecifier'
        ? s.imported.type === 'Identifier'
          ? s.imported.name
          : s.imported.value
        : s.type === 'ImportDefaultSpecifier'
          ? 'default'
          : null;
    const namesOf = (specifiers) => {
      const names = specifiers.map(imported);
      return names.includes(null) ? undefined : names;
    };
    return {
      ImportDeclaration(node) {
        if (node.specifiers.length) check(node.source, node.source.value, namesOf(node.specifiers));
      },
      ExportNamedDeclaration(node) {
        if (node.source)
          check(
            node.source,
            node.source.value,
            node.specifiers.map((s) =>
              s.local.type === 'Identifier' ? s.local.name : s.local.value,
            ),
          );
      },
      ExportAllDeclaration(node) {
        check(node.source, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string')
          check(node.source, node.source.value);
      },
      TSImportType(node) {
        const source = node.source ?? node.argument?.literal;
        if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
        let q = node.qualifier;
        while (q?.type === 'TSQualifiedName') q = q.left;
        check(source, source.value, q?.type === 'Identifier' ? [q.name] : undefined);
      },
    };
  },
};

const noReexport = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid re-exporting what a restricted path declares.' },
    schema: [zoneSchema],
    messages: {
      reexport: 'Exports "{{name}}", declared in {{origin}}: never hand it on. {{message}}',
    },
  },
  create(context) {
    const zoned = zonedFile(context);
    if (!zoned) return {};
    const { resolver, file, zones } = zoned;
    return {
      'Program:exit'(program) {
        const summary = moduleSummary(file, context.sourceCode.text);
        const reported = new Set();
        const report = (key, name, origin, zone) => {
          const at = summary.at.get(key);
          if (reported.has(at?.line)) return;
          reported.add(at?.line);
          context.report({
            node: program,
            loc: at ? { start: at, end: { line: at.line, column: at.column + 1 } } : program.loc,
            messageId: 'reexport',
            data: { name, origin: path.relative(context.cwd, origin), message: zone.message },
          });
        };
        for (const zone of zones) {
          for (const n of [...summary.locals.keys(), ...summary.reexports.keys()]) {
            const origin = originOf(resolver, file, n, 0, summary);
            if (zone.restricted(origin)) report(n, n, origin, zone);
          }
          for (const specifier of summary.stars) {
            const target = ownFile(resolver, specifier, file);
            if (!target) continue;
            const leaked = zone.restricted(target)
              ? target
              : exportedNames(resolver, target)
                  .map((n) => originOf(resolver, target, n))
                  .find((o) => zone.restricted(o));
            if (leaked) report(`*${specifier}`, `* from '${specifier}'`, leaked, zone);
          }
        }
      },
    };
  },
};

/** True for `db` as a property name: `x.db`, `x['db']`, `` x[`db`] ``. */
function namesDb(key, computed) {
  if (!computed) return key.type === 'Identifier' && key.name === 'db';
  if (key.type === 'Literal') return key.value === 'db';
  return (
    key.type === 'TemplateLiteral' &&
    key.expressions.length === 0 &&
    key.quasis[0]?.value.cooked === 'db'
  );
}

const noDbHandle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid naming the database handle (`.db`, `{ db }`).' },
    schema: [],
    messages: {
      db: 'Route code never holds the database: call a service verb with ctxOf(c) or userCtxOf(c) (ADR 0036).',
    },
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (namesDb(node.property, node.computed)) context.report({ node, messageId: 'db' });
      },
      'ObjectPattern > Property'(node) {
        if (namesDb(node.key, node.computed)) context.report({ node, messageId: 'db' });
      },
    };
  },
};

export default {
  meta: { name: 'preparena-boundaries' },
  rules: {
    'no-restricted-paths': withTypeQueries(importX['no-restricted-paths']),
    'no-restricted-value-paths': ignoringTypeImports(importX['no-restricted-paths']),
    'no-type-cycle': noTypeCycle,
    'no-restricted-origins': noRestrictedOrigins,
    'no-reexport': noReexport,
    'no-db-handle': noDbHandle,
  },
};
