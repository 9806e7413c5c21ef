const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** Every `--name` written in the sources (a component may read a token variable at run time, e.g. the confetti). */
function variablesNamedInSources(directory) {
  const names = new Set();
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const text = readFileSync(path.join(entry.parentPath ?? entry.path, entry.name), 'utf8');
    for (const match of text.matchAll(/--[A-Za-z0-9_-]+/g)) names.add(match[0]);
  }
  return names;
}

/**
 * Issue 14 (render-blocking CSS): Panda's tokens layer declares every token of the theme and its presets (~540
 * variables, 15 KB), most of them never read. This drops a variable declared in `@layer tokens` unless a rule
 * outside that layer reads it, a kept variable reads it, or the sources name it. Panda 1.12 has no such option.
 */
const pruneUnusedTokens = () => ({
  postcssPlugin: 'quest-prune-unused-tokens',
  OnceExit(root) {
    const inTokensLayer = (node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'atrule' && parent.name === 'layer' && parent.params.trim() === 'tokens')
          return true;
      }
      return false;
    };
    const declarations = [];
    const used = variablesNamedInSources(path.join(__dirname, 'src'));
    const read = (value) => {
      let added = false;
      for (const match of value.matchAll(/var\(\s*(--(?:[A-Za-z0-9_-]|\\.)+)/g)) {
        if (!used.has(match[1])) {
          used.add(match[1]);
          added = true;
        }
      }
      return added;
    };
    root.walkDecls((declaration) => {
      if (declaration.prop.startsWith('--') && inTokensLayer(declaration)) declarations.push(declaration);
      else read(declaration.value);
    });
    if (declarations.length === 0) return;
    for (let changed = true; changed; ) {
      changed = false;
      for (const declaration of declarations) {
        if (used.has(declaration.prop) && read(declaration.value)) changed = true;
      }
    }
    for (const declaration of declarations) if (!used.has(declaration.prop)) declaration.remove();
    root.walkRules((rule) => {
      if (inTokensLayer(rule) && rule.nodes.length === 0) rule.remove();
    });
  },
});
pruneUnusedTokens.postcss = true;

module.exports = {
  plugins: [require('@pandacss/dev/postcss')(), pruneUnusedTokens()],
};
