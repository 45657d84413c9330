/**
 * Colour names as shops and customers write them (Ukrainian, Russian, English), each with its
 * canonical key: one owner for the assistant's reading (agent/understand/query.ts re-exports it)
 * and the order's ("давайте синю" takes the blue one, orders/collect.ts).
 */

export interface Colour {
  key: string;
  ua: string;
  en: string;
  /** Stems (Ukrainian, Russian) and English words that name it. */
  match: RegExp;
  /**
   * The plain colour this dark shade is called by ("синій" of navy, "сірий" of graphite). Pale shades
   * have none: "білий" of a milk tunic is a colour the shop lacks (the team's plus-size set).
   */
  family?: string;
}

const colour = (key: string, ua: string, en: string, match: RegExp, family?: string): Colour => ({
  key,
  ua,
  en,
  match,
  ...(family && { family }),
});

/** Longer names first: `темно-синій` before `синій`, `light blue` before `blue`. */
export const COLOURS: Colour[] = [
  colour('navy', 'темно-синій', 'navy', /темно-син|navy|dark blue/, 'blue'),
  colour('light_blue', 'блакитний', 'light blue', /блакитн|голуб|light blue|sky blue/),
  // "blackout" (a curtain fabric) is no black.
  colour('black', 'чорний', 'black', /чорн|черн|black(?!out)/),
  // Not білизна, бельё (underwear), nor a name's "Белла" / "Bella".
  // A word's start only: "найбільший" is no white.
  colour('white', 'білий', 'white', /(?<![а-яіїєґё])(?:біл(?!изн|л)|бел(?!ь|л))|white/),
  colour('milk', 'молочний', 'ivory', /молочн|айворі|ivory|cream|off-white|milk/),
  colour('red', 'червоний', 'red', /червон|красн|\bred\b/),
  colour('burgundy', 'бордовий', 'burgundy', /бордов|бордо|марсал|burgundy|wine|maroon/),
  colour('blue', 'синій', 'blue', /син(?:ій|я|е|і|ьо|ю|ього|ьої|ий|их|им|его|ему|юю|ей)|\bblue\b/),
  colour('green', 'зелений', 'green', /зелен|green/),
  colour('olive', 'оливковий', 'olive', /олив|olive/),
  colour('khaki', 'хакі', 'khaki', /хакі|хаки|khaki/),
  colour('mint', "м'ятний", 'mint', /м'ятн|мятн|mint/),
  colour('sage', 'шавлієвий', 'sage', /шавлі|шавлев|шалфе|\bsage\b/, 'green'),
  colour('lime', 'салатовий', 'lime', /салатов|лаймов|\blime\b/),
  colour('beige', 'бежевий', 'beige', /беж|beige|nude/),
  colour('grey', 'сірий', 'grey', /сір(?:ий|а|е|і|ого|ої|ому|у)|сер(?:ый|ая|ое|ые)|gr[ae]y/),
  colour('graphite', 'графітовий', 'graphite', /графіт|графит|graphite|charcoal/, 'grey'),
  colour('rose_gold', 'рожеве золото', 'rose gold', /рожев\p{L}* золот|розов\p{L}* золот|rose gold/u),
  colour('pink', 'рожевий', 'pink', /рожев|розов|pink/),
  colour('powder', 'пудровий', 'powder pink', /пудр|powder/),
  colour('yellow', 'жовтий', 'yellow', /жовт|желт|yellow/),
  colour('orange', 'помаранчевий', 'orange', /помаранч|оранж|orange/),
  colour('cognac', 'коньячний', 'cognac', /коньячн|cognac|camel|кемел/),
  // Tactical and hunting wear's colours and camouflages ("штани — койот", "мультикам", "піксель").
  colour('coyote', 'койот', 'coyote', /койот|coyote/, 'brown'),
  colour('multicam', 'мультикам', 'multicam', /мультикам|multicam/),
  colour('pixel', 'піксель', 'pixel camo', /піксел|пиксел|\bpixel\b/),
  colour('brown', 'коричневий', 'brown', /коричн|шоколад|brown|chocolate/),
  colour('purple', 'фіолетовий', 'purple', /фіолет|фиолет|бузков|лавандов|purple|violet|lilac|lavender/),
  // Metal tones of a case, a strap, a frame ("сріблястий", "золотистий", a cake board's "золото");
  // not "срібний" / "золотий", which say a jewel's metal as often (its material: "а золоті сережки
  // є?" of silver ones), nor "golden" (a variety's name: "Golden pothos"). "Rose gold" before pink.
  colour('silver', 'сріблястий', 'silver', /срібляст|сріблист|серебрист|silver/),
  colour('gold', 'золотистий', 'gold', /золотист|золото(?!\p{L})|\bgold\b/u),
];

/** Canonical colour keys named in a text (a stock's colour cell or a customer's words). */
export function coloursIn(text: string): string[] {
  // "чёрный", "тёмно-синий": ё is written е as often as not.
  let rest = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[’ʼ`´]/g, "'");
  const found: string[] = [];
  for (const { key, match } of WORD_START) {
    const m = rest.match(match);
    if (m) {
      found.push(key);
      rest = rest.replace(match, ' ');
    }
  }
  return found;
}

/**
 * Each colour matched at a word's start only: "автополив" and "поливати" (watering) name no olive,
 * "ультрафіолет" no purple; "темно-синій", "світло-рожевий" still have theirs after the hyphen.
 */
const WORD_START = COLOURS.map((c) => ({
  key: c.key,
  match: new RegExp(`(?<![a-zа-яіїєґё'])(?:${c.match.source})`, c.match.flags),
}));

export function colourByKey(key: string): Colour | undefined {
  return COLOURS.find((c) => c.key === key);
}

/** The plainer colours a text's colours are shades of: "Navy" → blue (customers ask for it as "синій"). */
export function familiesIn(text: string): string[] {
  return coloursIn(text).flatMap((key) => colourByKey(key)?.family ?? []);
}
