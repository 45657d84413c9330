import type { Language } from '@vitrina/shared/contracts';

/** Server messages of channels, conversations and webhooks (spread into SERVER_MESSAGES). */
export const CHANNEL_MESSAGES = {
  'channels.not_configured': {
    en: 'No Meta app is configured on this server (set META_APP_ID or enable the sandbox)',
    ua: 'На сервері не налаштовано застосунок Meta (задайте META_APP_ID або увімкніть пісочницю)',
  },
  'channels.no_current': {
    en: 'No channel is selected: connect a channel first',
    ua: 'Канал не вибрано: спершу підключіть канал',
  },
  'channels.token_expired': {
    en: 'The connection to Meta has expired or was revoked: sign in with Instagram or Facebook again',
    ua: 'Підключення до Meta закінчилось або було відкликане: увійдіть через Instagram або Facebook знову',
  },
  'channels.code_invalid': {
    en: 'Meta did not accept the authorisation code (it is used or expired): connect the channel again',
    ua: 'Meta не прийняла код авторизації (він використаний або прострочений): підключіть канал знову',
  },
  'channels.origin_not_allowed': {
    en: 'Channels cannot be connected from {origin}: open Vitrina at {publicUrl} (or add this address to CORS_ORIGINS on the server)',
    ua: 'З адреси {origin} канал не підключити: відкрийте Vitrina за адресою {publicUrl} (або додайте цю адресу до CORS_ORIGINS на сервері)',
  },
  'channels.state_invalid': {
    en: 'The authorisation does not belong to this session: connect the channel again',
    ua: 'Авторизація не належить цій сесії: підключіть канал знову',
  },
  'channels.no_instagram_account': {
    en: 'None of your Facebook Pages has an Instagram professional account linked',
    ua: 'Жодна з ваших сторінок Facebook не має пов’язаного професійного акаунта Instagram',
  },
  'channels.no_pages': {
    en: 'Your Meta account manages no Facebook Page',
    ua: 'Ваш акаунт Meta не керує жодною сторінкою Facebook',
  },
  'channels.facebook_unavailable': {
    en: 'Facebook pages cannot be connected on this server yet: connect an Instagram account',
    ua: 'Сторінки Facebook на цьому сервері поки не можна підключити: підключіть акаунт Instagram',
  },
  'channels.account_taken': {
    en: '{name} is already connected to another Vitrina account: disconnect it there first',
    ua: '{name} вже підключено до іншого облікового запису Vitrina: спершу відключіть його там',
  },
  'channels.page_not_found': {
    en: 'This Page is not among the Pages you authorised',
    ua: 'Цієї сторінки немає серед сторінок, які ви авторизували',
  },
  'channels.platform_error': {
    en: 'Meta refused the request: {reason}',
    ua: 'Meta відхилила запит: {reason}',
  },
  'channels.subscription_refused': {
    en: 'Meta refused to send the messages of {name} to Vitrina (webhook subscription): {reason}',
    ua: 'Meta відмовилася надсилати повідомлення {name} у Vitrina (підписка на вебхуки): {reason}',
  },
  'channels.rate_limited': {
    en: 'Meta is limiting requests for this account right now: try again in {seconds} s',
    ua: 'Meta зараз обмежує запити для цього акаунта: спробуйте ще раз за {seconds} с',
  },
  'channels.platform_busy': {
    en: 'Meta had a temporary problem: try again in {seconds} s',
    ua: 'У Meta тимчасовий збій: спробуйте ще раз за {seconds} с',
  },
  'channels.platform_unavailable': {
    en: 'Meta is not reachable right now. Try again later.',
    ua: 'Meta зараз недоступна. Спробуйте пізніше.',
  },
  'conversations.recipient_unavailable': {
    en: 'The customer is no longer available for messages',
    ua: 'Клієнт більше не доступний для зв’язку',
  },
  'conversations.window_closed': {
    en: 'More than 7 days have passed since the customer’s last message: Meta allows no reply until they write again',
    ua: 'Від останнього повідомлення клієнта минуло понад 7 днів: Meta не дозволяє відповісти, доки клієнт не напише знову',
  },
  'conversations.comment_only': {
    en: 'The customer has only commented and never written to the shop directly: Meta allows a direct message only after they write one. Within 7 days of a comment you can send one private reply to it ("Reply in Direct")',
    ua: 'Клієнт лише коментував і ще не писав магазину в Direct: Meta дозволяє написати йому лише після його повідомлення. Протягом 7 днів після коментаря можна надіслати одну приватну відповідь на нього («Відповісти в Direct»)',
  },
  'conversations.image_unreachable': {
    en: 'Meta could not fetch the picture at this link: check that it opens without signing in and is a png or jpeg image. The text was sent',
    ua: 'Meta не змогла завантажити картинку за цим посиланням: перевірте, що вона відкривається без входу і це зображення png або jpeg. Текст надіслано',
  },
  'conversations.private_reply_picture': {
    en: 'A private reply to a comment is text only: send the picture once the customer writes in Direct',
    ua: 'Приватна відповідь на коментар — лише текст: картинку надішліть, коли клієнт напише в Direct',
  },
  'conversations.too_long_instagram': {
    en: 'The message is {length} bytes long and Instagram accepts at most {max} (about 500 Cyrillic letters): shorten it or send it as several messages',
    ua: 'Повідомлення займає {length} байт, а Instagram приймає щонайбільше {max} (близько 500 кириличних літер): скоротіть його або надішліть кількома повідомленнями',
  },
  'conversations.too_long_messenger': {
    en: 'The message is {length} characters long and Messenger accepts at most {max}: shorten it or send it as several messages',
    ua: 'Повідомлення має {length} символів, а Messenger приймає щонайбільше {max}: скоротіть його або надішліть кількома повідомленнями',
  },
  'conversations.no_post': {
    en: 'The current channel has no such post: choose one of its publications',
    ua: 'У поточному каналі немає такого допису: оберіть одну з його публікацій',
  },
  'conversations.live_comment': {
    en: 'Meta does not allow comments on a live video through the API',
    ua: 'Meta не дозволяє коментувати прямі ефіри через API',
  },
  'conversations.no_comment': {
    en: 'This conversation has no comment to reply to',
    ua: 'У цій розмові немає коментаря, на який можна відповісти',
  },
  'conversations.private_reply_expired': {
    en: 'More than 7 days have passed since this comment: Meta no longer allows a private reply to it',
    ua: 'Від цього коментаря минуло понад 7 днів: Meta більше не дозволяє відповісти на нього в Direct',
  },
  'conversations.private_reply_used': {
    en: 'This comment already has its private reply: Meta allows only one per comment',
    ua: 'На цей коментар уже надіслано відповідь у Direct: Meta дозволяє лише одну на коментар',
  },
  'conversations.send_in_progress': {
    en: 'This message is still being sent: wait a moment, it will appear in the conversation',
    ua: 'Це повідомлення ще надсилається: зачекайте трохи, воно з’явиться в розмові',
  },
  'conversations.send_key_reused': {
    en: 'idempotency_key was already used for another message: make a new key for each message',
    ua: 'idempotency_key уже використано для іншого повідомлення: для кожного повідомлення потрібен новий ключ',
  },
  'conversations.no_customer_message': {
    en: 'The customer has not written anything yet: there is nothing for the assistant to answer',
    ua: 'Клієнт ще нічого не написав: асистенту немає на що відповідати',
  },
  'conversations.assistant_off': {
    en: 'The AI assistant is off: turn it on to request an answer',
    ua: 'AI-асистента вимкнено: увімкніть його, щоб запросити відповідь',
  },
  'conversations.unknown_code': {
    en: "This article code is not in the shop's stock: check it or upload the stock that has it",
    ua: 'Такого артикулу немає в залишках магазину: перевірте його або завантажте файл, де він є',
  },
  'conversations.asset_not_found': {
    en: 'The message has no attachment with this asset_id',
    ua: 'Повідомлення не має вкладення з таким asset_id',
  },
  'conversations.bad_cursor': { en: 'cursor: invalid value', ua: 'cursor: неприпустиме значення' },
  'webhooks.signature_missing': {
    en: 'X-Hub-Signature-256 is missing',
    ua: 'Відсутній заголовок X-Hub-Signature-256',
  },
  'webhooks.signature_invalid': {
    en: 'X-Hub-Signature-256 does not match the body',
    ua: 'X-Hub-Signature-256 не відповідає тілу запиту',
  },
  'webhooks.verify_failed': { en: 'Wrong verify token', ua: 'Невірний verify token' },
} as const satisfies Record<string, Record<Language, string>>;
