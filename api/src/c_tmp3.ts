import { stemmer } from '@orama/stemmers/ukrainian';
for (const w of process.argv.slice(2)) console.log(w, stemmer(w));
