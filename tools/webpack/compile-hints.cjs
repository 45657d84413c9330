// V8's explicit compile hint (Chrome 136+): a script whose first line is this comment has every
// function compiled eagerly, on the background thread that streams the script in. Without it V8
// compiles each function lazily, on the main thread, the first time it is called, and the
// take-over of a prerendered page calls most of what it loads (react-dom's renderer, the
// federation runtime, the remote's page) in its first tasks, where that compiling was a large part
// of their length (measured in README "Measured"; docs/architecture.md §3). Other engines read it
// as a comment.
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Scripts below this size (minified) are left as they are: there is little to compile in them, and
 * the hint's ~20 bytes gzip on each would keep /ua's first-load JavaScript over its budget.
 */
const MIN_BYTES = 8 * 1024;

class CompileHintsPlugin {
  constructor({ minBytes = MIN_BYTES } = {}) {
    this.minBytes = minBytes;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which would drop the comment and adds the licence banner on line 1),
        // before the source maps are written (they then account for the extra line).
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js') || assets[name].size() < this.minBytes) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };
