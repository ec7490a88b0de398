// eslint-plugin-import's Node resolver does not read a package's "imports" (its `#api/…`,
// `#web/…` paths), so the import rules would pass over every such import. This resolver
// maps them through the nearest package.json's "imports" and hands the file to the Node
// resolver. (eslint-import-resolver-typescript is avoided: npm 11 writes a lock file
// without its platform bindings, and `npm ci` then refuses it.)
const fs = require('node:fs');
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const importsByPackage = new Map();

/** The directory and "imports" of the package that holds `file`. */
function packageOf(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (importsByPackage.has(dir)) return importsByPackage.get(dir);
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const found = { dir, imports: JSON.parse(fs.readFileSync(manifest, 'utf8')).imports ?? {} };
      importsByPackage.set(dir, found);
      return found;
    }
  }
  return undefined;
}

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) => {
  if (source.startsWith('#')) {
    const pkg = packageOf(file);
    for (const [pattern, target] of Object.entries(pkg?.imports ?? {})) {
      const prefix = pattern.replace(/\*$/, '');
      if (pattern.endsWith('*') && source.startsWith(prefix)) {
        const mapped = path.join(pkg.dir, target.replace(/\*$/, '') + source.slice(prefix.length));
        return node.resolve(mapped, file, config);
      }
    }
    return { found: false };
  }
  return node.resolve(source, file, config);
};
