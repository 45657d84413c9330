/**
 * Which customer messages the knowledge base's "Questions without an answer" keeps (issue 47):
 * real questions only (a question mark, a question word or a request to tell), never a message
 * holding personal data (a phone number, an email: an order's details, not a question for the
 * shop's data), never an order confirmation or a bare "yes, I take it". The Test tab's questions
 * (no conversation) and duplicates are left out where they are recorded (service.ts).
 */

/** A phone number: 9 or more digits, with spaces, dashes, dots or brackets between them. */
const PHONE = /(?:\+?\d[\s\-().]*){9,}/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Words that open a question or ask to be told, in Ukrainian, Russian and English (lower case). */
const ASKING_WORDS = [
  // Ukrainian
  'чи',
  'як',
  'яка',
  'який',
  'яке',
  'які',
  'якого',
  'якої',
  'яких',
  'де',
  'куди',
  'коли',
  'скільки',
  'чому',
  'навіщо',
  'що',
  'хто',
  'звідки',
  'підкажіть',
  'підкажи',
  'скажіть',
  'розкажіть',
  'поясніть',
  'цікавить',
  'дізнатися',
  'дізнатись',
  // Russian
  'ли',
  'как',
  'какой',
  'какая',
  'какое',
  'какие',
  'где',
  'куда',
  'когда',
  'сколько',
  'почему',
  'зачем',
  'что',
  'кто',
  'подскажите',
  'скажите',
  'расскажите',
  'интересует',
  'узнать',
  // English
  'how',
  'what',
  'which',
  'where',
  'when',
  'why',
  'who',
  'whose',
  'tell',
];
const ASKING = new RegExp(`(?:^|[^\\p{L}])(?:${ASKING_WORDS.join('|')})(?=$|[^\\p{L}])`, 'u');
const NOT_TOPIC = new Set([...ASKING_WORDS, 'есть', 'the', 'and', 'для', 'про', 'або', 'але', 'мене', 'вас']);

/** True when `text` holds personal data (a phone number or an email). */
export function holdsPersonalData(text: string): boolean {
  return PHONE.test(text) || EMAIL.test(text);
}

/** True when `text` asks something (rather than confirms, thanks or gives details). */
export function asksSomething(text: string): boolean {
  const t = text.toLowerCase().trim();
  // "Є в розмірі M", "А доставка в Польщу є" ask without a question mark.
  return (
    t.includes('?') ||
    ASKING.test(t) ||
    /^(?:а\s+)?(?:є|есть)(?=$|[^\p{L}])/u.test(t) ||
    /(?:^|[^\p{L}])(?:є|есть)[\s.!]*$/u.test(t)
  );
}

/** Whether a customer's message the assistant could not answer goes to the owner's open questions. */
export function isOpenQuestion(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && !holdsPersonalData(t) && asksSomething(t);
}

/** The words that say what a question is about: 3 letters or more, no question words. */
function topicWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return new Set(words.filter((w) => !NOT_TOPIC.has(w)));
}

/**
 * Whether two questions ask about the same thing: the topic words of the shorter one are (nearly)
 * all in the other ("Чи є доставка в Польщу?" and "А доставка в Польщу є?"), or both are the same
 * words when neither has a topic word.
 */
export function sameTopic(a: string, b: string): boolean {
  const x = topicWords(a);
  const y = topicWords(b);
  if (x.size === 0 || y.size === 0) {
    const key = (t: string) =>
      t
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
    return key(a) === key(b);
  }
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  return shared / Math.min(x.size, y.size) >= 0.8;
}
