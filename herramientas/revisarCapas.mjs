// Lints one folder's server/**/*.ts with the server's layers alone (capasServidor.mjs) and prints
// the messages as JSON: server/capas.test.ts runs it on a fixture that breaks the order, so the rule
// cannot silently stop working. Usage: node herramientas/revisarCapas.mjs <carpeta>
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { capasServidor } from './capasServidor.mjs';

const raiz = path.resolve(process.argv[2] ?? '.');
process.chdir(raiz); // eslint-plugin-boundaries matches its patterns from the working folder
const eslint = new ESLint({
  cwd: raiz,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    capasServidor({ tsconfig: path.join(raiz, 'tsconfig.json') }),
  ],
});
const resultados = await eslint.lintFiles(['server/**/*.ts']);
const mensajes = resultados.flatMap((r) =>
  r.messages.map((m) => ({ archivo: path.relative(raiz, r.filePath).split(path.sep).join('/'), linea: m.line, regla: m.ruleId, mensaje: m.message })),
);
process.stdout.write(JSON.stringify(mensajes));
