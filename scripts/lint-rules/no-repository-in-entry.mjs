/**
 * `sabad/no-repository-in-entry`: a module's `index.ts` is its door, and a repository is the room behind
 * it (ADR 0051). The entry re-exports services, route registrars and types; a query another module
 * needs becomes a method of the owning service, so its rules and transactions stay in one place.
 * Any import or re-export of a `*.repository` file from an entry is reported, types included, and
 * `export *` with it.
 */
import { servicesOnlyInEntry } from './services-only-in-entry.mjs';

const REPOSITORY = /\.repository(?:\.[cm]?[jt]s)?$/;

const report = (context, node) => {
  if (node.source && REPOSITORY.test(String(node.source.value))) {
    context.report({ node, messageId: 'repository', data: { source: node.source.value } });
  }
};

export const noRepositoryInEntry = {
  meta: {
    type: 'problem',
    docs: { description: "A module's index.ts exports no repository: other modules call its service." },
    schema: [],
    messages: {
      repository:
        "A module's index.ts exports services, route registrars and types, never a repository ('{{source}}'): give the owning service a method (ADR 0051).",
    },
  },
  create(context) {
    return {
      ImportDeclaration: (node) => report(context, node),
      ExportNamedDeclaration: (node) => report(context, node),
      ExportAllDeclaration: (node) => report(context, node),
    };
  },
};

/** The house's own rules, registered in eslint.config.js as the `sabad` plugin. */
export const sabadPlugin = {
  meta: { name: 'sabad' },
  rules: { 'no-repository-in-entry': noRepositoryInEntry, 'services-only-in-entry': servicesOnlyInEntry },
};
