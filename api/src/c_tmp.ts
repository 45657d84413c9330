import { conceptsOf, kindsNamed, groupsNamed } from './modules/agent/language/lexicon';
for (const t of process.argv.slice(2)) {
  console.log(t, JSON.stringify(kindsNamed(t)), [...groupsNamed(t, false)], t.split(/\s+/).map((w) => `${w}:${conceptsOf(w.toLowerCase()).map((c) => c.cls + '/' + c.id).join(',')}`).join(' '));
}
