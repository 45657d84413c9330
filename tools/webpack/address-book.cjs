// What the webpack factory needs of the address book (shared/src/address-book/remotes.json):
// a package's federation name and dev port, and a remote's exposed modules.
const fs = require('node:fs');
const path = require('node:path');
const book = require('@vitrina/shared/remotes.json');

/** The host or a remote by package folder: `{ name, port, isHost }`. */
function packageOf(folder, addressBook = book) {
  if (folder === addressBook.host.folder)
    return { name: addressBook.host.name, port: addressBook.host.port, isHost: true };
  const entry = Object.entries(addressBook.remotes).find(([, remote]) => remote.folder === folder);
  if (!entry) throw new Error(`${folder} is not in the address book (shared/src/address-book/remotes.json)`);
  const [name, remote] = entry;
  return { name, port: remote.port, isHost: false };
}

/** `{ './x': './src/exposes/x.tsx' }` for every expose of the remote in `dir`; a missing file is an error. */
function exposesOf(dir, addressBook = book) {
  const folder = path.basename(dir);
  const remote = Object.values(addressBook.remotes).find((entry) => entry.folder === folder);
  if (!remote) throw new Error(`${folder} is not a remote in the address book`);
  return Object.fromEntries(
    remote.exposes.map((expose) => {
      const file = ['.tsx', '.ts']
        .map((ext) => `./src/exposes/${expose}${ext}`)
        .find((candidate) => fs.existsSync(path.join(dir, candidate)));
      if (!file) throw new Error(`${folder} exposes '${expose}' but src/exposes/${expose}.ts(x) is missing`);
      return [`./${expose}`, file];
    }),
  );
}

/** /runtime-config.json as the shell ships it: every remote where the server serves it (`manifestUrl`). */
function defaultRuntimeConfig(addressBook = book) {
  const remotes = Object.fromEntries(
    Object.entries(addressBook.remotes).map(([name, remote]) => [
      name,
      addressBook.manifestUrl.replace('{folder}', remote.folder),
    ]),
  );
  return { apiUrl: '', wsUrl: '', remotes };
}

module.exports = { packageOf, exposesOf, defaultRuntimeConfig };
