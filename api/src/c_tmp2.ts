import { stemmer } from '@orama/stemmers/ukrainian';
import kinds from './modules/agent/language/kinds.json';
const ids = new Set(process.argv.slice(2));
for (const k of kinds.kinds as any[]) if (ids.has(k.id)) console.log(k.id, [...k.uk, ...k.ru].filter((w: string) => !w.endsWith('*') && !/\s/.test(w)).map((w: string) => `${w}>${stemmer(w.replace(/'/g, ''))}`).join(' '));
