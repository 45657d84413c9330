import { loadDictionaries } from '../src/modules/agent/language/dictionary';
import { fromLatinScript } from '../src/modules/agent/language/latin-script';
loadDictionaries().then(() => {
  for (const t of ['pryvit! svetr oversajz z kosamy ye v molochnomu L/XL?', 'a v siromu L/XL?', 'beru', 'Oksana Kravets 0671234567 Kyiv NP 12', 'vjazanyj kostjum ye?', 'svetr z kosamy skilky koshtuye?', 'how much is the rain jacket?', "I'll take the graphite one", 'actually make it khaki', 'ok', 'hi! how much are the wool gloves?', 'do you have M?', 'Anna Koval, +380671234567, Nova Poshta Kyiv branch 5', 'yes'])
    console.log(JSON.stringify(t), '→', JSON.stringify(fromLatinScript(t)));
});
