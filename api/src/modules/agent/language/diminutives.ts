/**
 * Diminutive and endearing word forms of Ukrainian and Russian (футболочка, костюмчик, рюкзачок,
 * платтячко, джинсики): the plain forms they may come from. Rules only propose; a caller keeps a
 * form the lexicon or a spelling dictionary knows (футболочка → футболка, not футболоча).
 */

interface Rule {
  /** The diminutive ending (the stem before it at least three letters). */
  ending: RegExp;
  /** Endings that may replace it. */
  plain: string[];
}

const CASE = '(?:а|и|у|і|о|е|ю|ою|ам|ами|ах|ів|ом)?';

const RULES: Rule[] = [
  // футболочка → футболка, курточки → куртки, носочки → носки, кофточка → кофта, ветровочка → ветровка
  { ending: new RegExp(`[оеє]чк${CASE}$`, 'u'), plain: ['ка', 'ки', 'а', 'и', 'ок'] },
  // рюкзачок → рюкзак, пуховичок → пуховик, гаманчик → гаманець
  { ending: new RegExp(`ачо?к${CASE}$`, 'u'), plain: ['ак', 'ака'] },
  { ending: new RegExp(`ичо?к${CASE}$`, 'u'), plain: ['ик', 'ика'] },
  // костюмчик → костюм, шарфик → шарф, светрик → светр, топік → топ, бодік → боді
  { ending: new RegExp(`(?:чик|ик|ік)${CASE}$`, 'u'), plain: ['', 'и', 'і', 'а'] },
  { ending: new RegExp(`(?:ок)${CASE}$`, 'u'), plain: ['', 'а'] },
  // платтячко → плаття, пальтечко → пальто, сукенка → сукня
  { ending: new RegExp(`(?:ячк|ятк)${CASE}$`, 'u'), plain: ['я'] },
  { ending: new RegExp(`(?:ечк|ечок)${CASE}$`, 'u'), plain: ['о', 'е', 'а'] },
  { ending: new RegExp(`енк${CASE}$`, 'u'), plain: ['ня', 'на'] },
  // кофтинка → кофта, лосінки → лосини
  { ending: new RegExp(`[иі]нк${CASE}$`, 'u'), plain: ['а', 'и', 'ини'] },
  // гарненька → гарна, маленький → малий
  { ending: new RegExp(`(?:еньк|оньк|есеньк)(?:ий|а|е|і|ого|ої|ому|у|им|их)?$`, 'u'), plain: ['ий', 'а', 'і'] },
  // штанці → штани
  { ending: /ц[іи]$/u, plain: ['и', 'ни'] },
  // гирька → гиря, гирьки → гирі: a soft stem's "-ьк-"
  { ending: new RegExp(`ьк${CASE}$`, 'u'), plain: ['я', 'і'] },
];

/**
 * A genitive plural whose last syllable gained a vowel (шапок, курток, рукавичок, туфель, суконь,
 * маєк, рубашек, джинсов): the nominative forms, singular and plural ("шо є з шапок і шарфів?" names hats).
 */
function genitivePluralForms(word: string): string[] {
  // Russian "-ов" (джинсов, шортов): the plural.
  if (/[^аеиоуіяюєїы][ое]в$/u.test(word)) return [word.slice(0, -2) + 'ы', word.slice(0, -2) + 'и'];
  const m = /([бвгґджзйклмнпрстфхчшщ])([оеє])([кнлрв])ь?$/u.exec(word) ?? /([аеиоуі])(є)(к)$/u.exec(word);
  if (!m || m.index < 1) return [];
  const stem = word.slice(0, m.index) + m[1] + (m[2] === 'є' ? 'й' : '') + m[3];
  return ['а', 'я', 'и', 'і'].map((ending) => stem + ending);
}

/** Plain forms a diminutive (or a genitive plural) may come from, most likely first ([] for a word no rule fits). */
export function plainForms(word: string): string[] {
  if (!/^\p{Script=Cyrillic}+$/u.test(word) || word.length < 4) return [];
  const out: string[] = [...genitivePluralForms(word)];
  if (word.length < 5) return out;
  for (const rule of RULES) {
    const m = rule.ending.exec(word);
    if (!m || m.index < 3) continue;
    const stem = word.slice(0, m.index);
    for (const ending of rule.plain) {
      const form = stem + ending;
      if (form !== word && form.length >= 3 && !out.includes(form)) out.push(form);
    }
  }
  // сковорідка → сковорода: a diminutive "-к-" whose stem's last "о" turned into "і" before it.
  const closedI = /і([бвгґджзклмнпрстфхцчшщ])к(?:а|и|у|і|ою|ам|ами|ах)?$/u.exec(word);
  if (closedI && closedI.index >= 3) {
    const form = `${word.slice(0, closedI.index)}о${closedI[1]}а`;
    if (!out.includes(form)) out.push(form);
  }
  // ковшик → ковш → ківш, ножик → нож → ніж: the nominative's "і" in its closed last syllable.
  for (const form of [...out]) {
    const closed = /о([бвгґджзклмнпрстфхцчшщ]{1,2})$/u.exec(form);
    const alternated = closed ? `${form.slice(0, closed.index)}і${closed[1]}` : null;
    if (alternated && alternated.length >= 3 && !out.includes(alternated)) out.push(alternated);
  }
  return out;
}
