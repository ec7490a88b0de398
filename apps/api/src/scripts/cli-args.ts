import { parseArgs } from 'node:util';

/** `--email x --password y` style options, with a one-line error for anything else. */
export function readOptions<T extends Record<string, { type: 'string' | 'boolean' }>>(options: T) {
  try {
    return parseArgs({ options, allowPositionals: false, strict: true }).values;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

export function exitWith(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}
