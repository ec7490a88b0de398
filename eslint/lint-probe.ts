import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The repository's root, found from the working folder up (the web tests' document
 * environment gives this file no file: URL to start from): probes name their place from it.
 */
function repositoryRoot(): string {
  for (let dir = process.cwd(); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'eslint.config.js'))) return `${dir}${path.sep}`;
  }
  throw new Error(`no eslint.config.js above ${process.cwd()}`);
}

let eslint: ESLint | undefined;

/**
 * What ESLint reports for `code` standing at `file` (a path from the repository root), as
 * `rule: message` lines; the file is linted as text and never written. Unused variables
 * are left out (a probe only imports), and import/no-cycle is off: it reads the file from
 * disk. The tests of the import rules (web and API) ask through this one function.
 */
export async function lintProbe(file: string, code: string): Promise<string[]> {
  const root = repositoryRoot();
  eslint ??= new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((problem) => problem.ruleId !== '@typescript-eslint/no-unused-vars')
    .map((problem) => `${problem.ruleId ?? 'fatal'}: ${problem.message}`);
}
