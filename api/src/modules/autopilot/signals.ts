/**
 * What full trust reads in the words themselves (issue 48), in Ukrainian, Russian and English:
 * the customer asks for a person, the customer is angry or complains, the draft stalls ("I'll
 * check") or apologises. Each errs on the owner's side: a false alarm costs the owner one reply,
 * a missed one costs the shop a customer.
 */
import { normalise, reportsFault } from '../agent';
import { emptyFields, readFields } from '../../lib/order-fields';

/** A word start or end: no letter or digit next to it. */
const B = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;

const words = (...parts: string[]) => new RegExp(parts.map((p) => `${B}(?:${p})`).join('|'), 'u');

/** "з менеджером", "живу людину", "позовите оператора", "talk to a human", "ви бот?" */
const PERSON = words(
  // ua
  String.raw`(?:з|із|зі)\s+(?:живою\s+|реальною\s+)?(?:людиною|менеджер\p{L}*|оператор\p{L}*|адміністратор\p{L}*|консультант\p{L}*|продавц\p{L}*|власник\p{L}*)`,
  String.raw`жив(?:а|ий|у|ої|ою)\s+людин\p{L}*`,
  String.raw`покличте|поклич${E}|покличте\s+менеджер`,
  String.raw`(?:ви|ти|це)\s+(?:що\s+)?бот${E}`,
  String.raw`зателефонуйте|передзвоніть|подзвоніть\s+мені`,
  String.raw`потрібна\s+людина|потрібен\s+менеджер|хочу\s+(?:до\s+)?менеджер\p{L}*`,
  // ru
  String.raw`с\s+(?:живым\s+|реальным\s+)?(?:человеком|менеджер\p{L}*|оператор\p{L}*|администратор\p{L}*|консультант\p{L}*|продавц\p{L}*)`,
  String.raw`жив(?:ой|ого|ым)\s+человек\p{L}*`,
  String.raw`позовите|позови${E}`,
  String.raw`(?:вы|ты|это)\s+бот${E}`,
  String.raw`перезвоните|позвоните\s+мне`,
  // en
  String.raw`(?:real|live|actual)\s+(?:person|human|people)`,
  String.raw`(?:speak|talk|chat)\s+(?:to|with)\s+(?:a\s+|the\s+|your\s+)?(?:human|person|someone|somebody|manager|owner|operator|agent|staff|team)`,
  String.raw`human${E}`,
  String.raw`(?:are\s+you|is\s+this|am\s+i\s+talking\s+to)\s+(?:a\s+)?(?:bot|robot|ai)${E}`,
  String.raw`call\s+me${E}`,
);

/** Complaints and anger: a problem with an order or goods, accusations, insults, demands for money back. */
const COMPLAINT = words(
  // ua
  String.raw`скарг\p{L}*|поскаржу|претензі\p{L}*|обман\p{L}*|обдур\p{L}*|шахра\p{L}*|ошук\p{L}*`,
  String.raw`жах${E}|жахлив\p{L}*|кошмар\p{L}*|ганьба|неподобств\p{L}*|огидн\p{L}*|обурен\p{L}*|розчарован\p{L}*|незадоволен\p{L}*`,
  String.raw`брак${E}|бракован\p{L}*|зіпсован\p{L}*|порван\p{L}*|пошкоджен\p{L}*|розірван\p{L}*|не\s+той\s+розмір|не\s+те\s+що\s+замовля\p{L}*`,
  // Goods that came broken ("банка тріснула"); a fault ("перестала працювати") is `reportsFault`'s.
  String.raw`тріснул\p{L}*|тріснув|тріснут\p{L}*|розбил(?:ась|ося|ось|ися|ись|а|о|и)${E}|розбит(?:а|ий|е|і|у|ою)${E}|зламал\p{L}*|зламан\p{L}*|поламал\p{L}*|поламан\p{L}*|подряпан\p{L}*|висипал\p{L}*|розлил\p{L}*|протекл\p{L}*|протік${E}`,
  String.raw`не\s+прийш\p{L}*|не\s+отримал\p{L}*|досі\s+не${E}|де\s+(?:моє|мое|мій|моя)\s+(?:замовлення|посилка|відправлення)`,
  String.raw`поверніть\s+(?:мені\s+)?гроші|верніть\s+(?:мені\s+)?гроші|повернення\s+(?:коштів|грошей)|гроші\s+назад`,
  String.raw`скільки\s+можна|ігноруєте|не\s+відповідаєте|погане\s+обслуговування`,
  // ru
  String.raw`жалоб\p{L}*|пожалуюсь|претензи\p{L}*|мошенн\p{L}*|ужас\p{L}*|позор\p{L}*|безобраз\p{L}*|отвратительн\p{L}*|возмущ\p{L}*|разочарован\p{L}*|недовол\p{L}*`,
  String.raw`треснул\p{L}*|треснут\p{L}*|разбил(?:ась|ось|ись|а|о|и)${E}|разбит(?:ая|ый|ое|ые|ую|ой)${E}|сломал\p{L}*|сломан\p{L}*|поцарапан\p{L}*|рассыпал\p{L}*|разлил\p{L}*|протек\p{L}*`,
  String.raw`испорчен\p{L}*|повреждени?\p{L}*|не\s+пришл\p{L}*|не\s+получил\p{L}*|до\s+сих\s+пор\s+не${E}|где\s+мой\s+заказ`,
  String.raw`верните\s+(?:мне\s+)?деньги|возврат\s+(?:денег|средств)|деньги\s+назад|сколько\s+можно|игнорируете|не\s+отвечаете`,
  // en
  String.raw`complain\p{L}*|scam\p{L}*|fraud\p{L}*|cheat\p{L}*|terrible|awful|horrible|disgusting|unacceptable|worst|ridiculous|furious|angry|disappointed|upset`,
  String.raw`broken|damaged|defective|faulty|torn|ripped|cracked|shattered|smashed|scratched|leak(?:ed|ing|s)?|spilled|wrong\s+(?:size|item|order|colou?r)`,
  String.raw`never\s+(?:arrived|came|got)|(?:didn't|did\s+not|hasn't|has\s+not|haven't|have\s+not)\s+(?:arrive|arrived|come|received|get|got)`,
  String.raw`where\s+is\s+my\s+(?:order|parcel|package)|where's\s+my\s+(?:order|parcel|package)|still\s+waiting|refund\p{L}*|money\s+back|ignoring\s+me`,
  // profanity, any language
  String.raw`бля\p{L}*|хуй\p{L}*|хує\p{L}*|пизд\p{L}*|єба\p{L}*|еба\p{L}*|ебу\p{L}*|сука${E}|суки${E}|fuck\p{L}*|shit\p{L}*|wtf${E}|damn\p{L}*`,
);

/**
 * What no stock file or standing answer says: discounts and promo codes, wholesale, gift wrap,
 * instalments, made to measure. The draft may answer the rest of the message, never this.
 */
const BEYOND_DATA = words(
  // ua
  String.raw`знижк\p{L}*|знижок|промокод\p{L}*|акці(?:я|ї|ю|єю)${E}|розпродаж\p{L}*|кешбек\p{L}*|бонус\p{L}*`,
  String.raw`опт${E}|оптом|оптов\p{L}*|гуртом|гуртов\p{L}*|рулоном|рулонами`,
  // Samples and swatches sent ahead of an order: the shop's own policy.
  String.raw`зразк\p{L}*|зразок|образц\p{L}*|образец|образчик\p{L}*`,
  String.raw`подарунков\p{L}*|упаковк\p{L}*|упакуєте|запакуєте|листівк\p{L}*`,
  String.raw`розстрочк\p{L}*|частинами`,
  String.raw`пошиєте|пошити|індивідуальн\p{L}*\s+пошив\p{L}*`,
  // ru
  String.raw`скидк\p{L}*|скидок|акци(?:я|и|ю)${E}|распродаж\p{L}*|кэшбек\p{L}*`,
  String.raw`оптов\p{L}*|подарочн\p{L}*|упаков\p{L}*|рассрочк\p{L}*|сошьете|пошив\p{L}*`,
  // en
  String.raw`discount\p{L}*|promo\p{L}*|coupon\p{L}*|voucher\p{L}*|cashback|wholesale|by\s+the\s+roll|swatch\p{L}*|samples?${E}`,
  String.raw`gift\s*(?:wrap\p{L}*|box\p{L}*|card\p{L}*|packag\p{L}*)|wrapping|instal+ments?|made\s+to\s+(?:measure|order)|custom\s+(?:size|made)`,
);

/** A draft that promises to find out instead of answering. */
const STALL = words(
  String.raw`уточню|уточнимо|уточним|перепитаю|перевірю|дізнаюся|дізнаюсь|повернуся\s+з\s+відповіддю|напишу\s+(?:вам|тобі)\s+найближчим`,
  String.raw`узнаю|проверю|уточню|вернусь\s+с\s+ответом`,
  String.raw`i'?ll\s+(?:check|find\s+out|ask|get\s+back)|let\s+me\s+(?:check|find\s+out|ask)|get\s+back\s+to\s+you|check\s+with\s+(?:a\s+)?colleague`,
);

/** A draft that apologises (for a wait, a mistake): the owner says sorry, not the assistant. */
const APOLOGY = words(
  String.raw`вибач\p{L}*|перепрошу\p{L}*|прошу\s+вибачення|извин\p{L}*|прошу\s+прощения|простите`,
  String.raw`apologi[sz]\p{L}*|sorry\s+(?:for|about|to|that)|my\s+apologies|we\s+apologi[sz]e`,
);

/** A shout: "!!!", "???" or two words of four capitals or more (codes have digits and are not words). */
function shouts(text: string): boolean {
  if (/[!?]{3,}/.test(text)) return true;
  const capitals = text.match(/(?<![\p{L}\d])\p{Lu}{4,}(?![\p{L}\d])/gu) ?? [];
  return capitals.length >= 2;
}

export function asksForPerson(customerText: string): boolean {
  return PERSON.test(normalise(customerText));
}

export function soundsLikeComplaint(customerText: string): boolean {
  return COMPLAINT.test(normalise(customerText)) || reportsFault(customerText) || shouts(customerText);
}

/**
 * "так, додайте ще підкладку", "yes, add the underlay please": a yes to what the shop asked, with
 * no question of its own. What it agrees to is in the thread, not in the message.
 */
const YES_FIRST = new RegExp(`^\\s*(?:так|ага|угу|да|добре|гаразд|yes|yeah|yep|sure|ok|okay|ок|окей)${E}`, 'u');

export function agreesWithoutAsking(customerText: string): boolean {
  return YES_FIRST.test(normalise(customerText)) && !customerText.includes('?');
}

/** A phone number the order's reader takes ("0671234567", "+380 67 123 45 67", "(067) 123-45-67"). */
export function givesPhone(customerText: string): boolean {
  return readFields(emptyFields(), customerText).phone !== null;
}

export function asksBeyondData(customerText: string): boolean {
  return BEYOND_DATA.test(normalise(customerText));
}

export function stallsInDraft(draft: string): boolean {
  return STALL.test(normalise(draft));
}

export function apologisesInDraft(draft: string): boolean {
  return APOLOGY.test(normalise(draft));
}
