// Two layer rules no stock ESLint rule states (eslint.config.js turns them on):
//  - a client component ("use client") imports types from server/, never values: a value would ship
//    the data-access layer (and the database driver it imports) to the browser, or fail the build;
//  - every TypeScript module of server/ starts with `import "server-only"`, so the build refuses a
//    client import of it (Next's documented guard), whatever the other rule misses.

const SERVER_MODULE = /^(@\/server\/|(\.\.?\/)+(\.\.\/)*server\/)/;

const isClientModule = (program) =>
  program.body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");

/** True when the import brings in at least one value (not only types). */
function importsValue(node) {
  if (node.importKind === "type" || node.exportKind === "type") return false;
  const specifiers = node.specifiers ?? [];
  if (specifiers.length === 0) return true; // a side-effect import, or `export * from`
  return specifiers.some((s) => s.importKind !== "type" && s.exportKind !== "type");
}

const clientNoServerValues = {
  meta: {
    type: "problem",
    docs: { description: "Client components import only types from server/." },
    messages: {
      value: "A client component may import only types from {{source}} (`import type …`); move the value to lib/ if the browser needs it.",
    },
    schema: [],
  },
  create(context) {
    let client = false;
    const check = (node) => {
      if (client && node.source && SERVER_MODULE.test(node.source.value) && importsValue(node))
        context.report({ node, messageId: "value", data: { source: node.source.value } });
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

const serverOnly = {
  meta: {
    type: "problem",
    docs: { description: 'Every module in server/ imports "server-only".' },
    messages: { missing: 'A server/ module starts with `import "server-only";` so that no client component can import it.' },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const marked = program.body.some((s) => s.type === "ImportDeclaration" && s.source.value === "server-only" && s.specifiers.length === 0);
        if (!marked) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: "missing" });
      },
    };
  },
};

const boundaries = { rules: { "client-no-server-values": clientNoServerValues, "server-only": serverOnly } };
export default boundaries;
