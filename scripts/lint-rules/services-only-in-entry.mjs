/**
 * `sabad/services-only-in-entry`: a module's `index.ts` hands out services, not loose functions (ADR 0051).
 * A function another module calls belongs to a service built by a `create…` factory, so the caller
 * receives it at wiring time and its dependencies and transactions stay visible in `app.ts`. A value
 * export is therefore a factory (`create…`), a route registrar (`register…`) or an error class
 * (`…Error`); type exports are free. `export *` hides what it exports and is reported too.
 */
const ALLOWED = /^(?:create|register)[A-Z]|Error$/;

const exportedName = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

const declaredNames = (declaration) => {
  if (declaration.type === 'VariableDeclaration') {
    return declaration.declarations.flatMap((declarator) =>
      declarator.id.type === 'Identifier' ? [declarator.id.name] : ['(destructured)'],
    );
  }
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
    return [declaration.id?.name ?? 'default'];
  }
  return [];
};

export const servicesOnlyInEntry = {
  meta: {
    type: 'problem',
    docs: { description: "A module's index.ts exports service factories, route registrars, errors and types only." },
    schema: [],
    messages: {
      value:
        "A module's index.ts exports service factories (create…), route registrars (register…), errors (…Error) and types only; '{{name}}' belongs in a service (ADR 0051).",
      all: "A module's index.ts names what it exports: no 'export *' (ADR 0051).",
    },
  },
  create(context) {
    const check = (node, name) => {
      if (!ALLOWED.test(name)) context.report({ node, messageId: 'value', data: { name } });
    };
    return {
      ExportNamedDeclaration(node) {
        if (node.exportKind === 'type') return;
        if (node.declaration) {
          for (const name of declaredNames(node.declaration)) check(node.declaration, name);
          return;
        }
        for (const specifier of node.specifiers) {
          if (specifier.exportKind !== 'type') check(specifier, exportedName(specifier.exported));
        }
      },
      ExportDefaultDeclaration(node) {
        check(node, 'default');
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') context.report({ node, messageId: 'all' });
      },
    };
  },
};
