import { TIME_SLOT_LABELS, type GuestRequestKind, type Language, type TimeSlot } from '@vitrina/shared/contracts';
import type { OutgoingMail } from './mailer';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function resetPasswordMail(to: string, lng: Language, link: string, ttlSeconds: number): OutgoingMail {
  const minutes = Math.round(ttlSeconds / 60);
  const t =
    lng === 'en'
      ? {
          subject: 'Vitrina: reset your password',
          intro: 'Someone (hopefully you) asked to reset the password of your Vitrina account.',
          action: 'Open this link to choose a new password:',
          expiry: `The link works once and expires in ${minutes} minutes.`,
          ignore: 'If you did not ask for it, ignore this mail: your password stays the same.',
        }
      : {
          subject: 'Vitrina: зміна пароля',
          intro: 'Хтось (сподіваємось, ви) попросив змінити пароль вашого облікового запису Vitrina.',
          action: 'Відкрийте це посилання, щоб задати новий пароль:',
          expiry: `Посилання одноразове і діє ${minutes} хвилин.`,
          ignore: 'Якщо ви цього не просили, просто проігноруйте цей лист: пароль не зміниться.',
        };
  const text = `${t.intro}\n\n${t.action}\n${link}\n\n${t.expiry}\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(t.intro)}</p><p>${escapeHtml(t.action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html, links: [link] };
}

const KIND_TITLES: Record<GuestRequestKind, string> = {
  CONSULTATION: 'Запит на консультацію / Consultation request',
  BOOKING: 'Заявка з форми бронювання / Booking request',
  NEW_USER: 'Анкета нового користувача / New-user form',
};

export function guestRequestMail(
  to: string,
  r: {
    kind: GuestRequestKind;
    id: string;
    name?: string;
    phone: string;
    instagram?: string;
    time_slot: string;
    lng: Language;
    accountEmail: string | null;
    createdAt: Date;
  },
): OutgoingMail {
  const lines = [
    KIND_TITLES[r.kind],
    '',
    ...(r.name !== undefined ? [`Ім'я / Name: ${r.name}`] : []),
    `Телефон / Phone: ${r.phone}`,
    ...(r.instagram !== undefined ? [`Instagram: ${r.instagram}`] : []),
    `Час дзвінка / Call time: ${TIME_SLOT_LABELS[r.time_slot as TimeSlot] ?? r.time_slot}`,
    ...(r.accountEmail ? [`Акаунт / Account: ${r.accountEmail}`] : []),
    `Мова / Language: ${r.lng}`,
    `ID: ${r.id}`,
    `Отримано / Received: ${r.createdAt.toISOString()}`,
  ];
  const who = r.name ?? r.instagram ?? r.phone;
  const subject = `Vitrina: ${KIND_TITLES[r.kind].split(' / ')[1]}`;
  // The local mailbox shows the request without the person's data.
  const withoutPersonalData = [
    KIND_TITLES[r.kind],
    '',
    `Час дзвінка / Call time: ${TIME_SLOT_LABELS[r.time_slot as TimeSlot] ?? r.time_slot}`,
    `Мова / Language: ${r.lng}`,
    `ID: ${r.id}`,
    `Отримано / Received: ${r.createdAt.toISOString()}`,
    '',
    'Personal data (name, phone, Instagram, account) is sent over SMTP only, never shown in the local mailbox.',
  ];
  return {
    to,
    subject: `${subject} — ${who}`,
    text: lines.join('\n'),
    links: [],
    mailboxCopy: { subject, text: withoutPersonalData.join('\n') },
  };
}

/** An invitation to a shop's team (docs/product.md §9.15). */
export function teamInvitationMail(
  to: string,
  lng: Language,
  shopName: string,
  link: string,
  days: number,
): OutgoingMail {
  const t =
    lng === 'en'
      ? {
          subject: `Vitrina: ${shopName} invites you to its team`,
          intro: `${shopName} invites you to answer its customers in Vitrina as a manager.`,
          action: 'Open this link to choose your name and password:',
          expiry: `The link works once and expires in ${days} days.`,
          ignore: 'If you do not expect it, ignore this mail.',
        }
      : {
          subject: `Vitrina: ${shopName} запрошує вас до команди`,
          intro: `${shopName} запрошує вас відповідати клієнтам у Vitrina як менеджер.`,
          action: 'Відкрийте це посилання, щоб задати ім’я та пароль:',
          expiry: `Посилання одноразове і діє ${days} днів.`,
          ignore: 'Якщо ви на це не чекали, просто проігноруйте лист.',
        };
  const text = `${t.intro}\n\n${t.action}\n${link}\n\n${t.expiry}\n${t.ignore}\n`;
  const html =
    `<p>${escapeHtml(t.intro)}</p><p>${escapeHtml(t.action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html, links: [link] };
}

/** A charge of the shop's plan failed (docs/product.md §9.16): what, why, when it is tried again. */
/** A billing amount in its currency (ISO 4217 number): 980 hryvnias, else dollars. */
export function billingAmount(cents: number, ccy: number, lng: Language): string {
  const value = (cents / 100).toFixed(2);
  if (ccy !== 980) return `$${value}`;
  return lng === 'en' ? `UAH ${value}` : `${value.replace('.', ',')} грн`;
}

const planName = (plan: string) => plan.charAt(0) + plan.slice(1).toLowerCase();

export function billingFailedMail(
  to: string,
  lng: Language,
  f: {
    plan: string;
    amountCents: number;
    ccy: number;
    renewal: boolean;
    reason: string | null;
    retryAt: Date | null;
    link: string;
  },
): OutgoingMail {
  const amount = billingAmount(f.amountCents, f.ccy, lng);
  const plan = planName(f.plan);
  const date = f.retryAt
    ? new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'long', timeZone: 'UTC' }).format(
        f.retryAt,
      )
    : null;
  const t =
    lng === 'en'
      ? {
          subject: f.renewal ? 'Vitrina: the plan renewal failed' : 'Vitrina: the card payment failed',
          what: `The card payment of ${amount} for the ${plan} plan failed${f.reason ? `: ${f.reason}` : ''}.`,
          next: !f.renewal
            ? 'Nothing changed: try again or use another card.'
            : date
              ? `The assistant keeps answering; we will try the card again on ${date}.`
              : 'The paid plan has ended: the account is on the free chats now.',
          action: 'Check the card or choose the plan again in the settings:',
        }
      : {
          subject: f.renewal ? 'Vitrina: не вдалося продовжити тариф' : 'Vitrina: оплата карткою не пройшла',
          what: `Оплата ${amount} за тариф ${plan} не пройшла${f.reason ? `: ${f.reason}` : ''}.`,
          next: !f.renewal
            ? 'Нічого не змінилося: спробуйте ще раз або іншою карткою.'
            : date
              ? `Асистент і далі відповідає; ми спробуємо списати оплату ще раз ${date}.`
              : 'Платний тариф завершено: тепер у вас безкоштовні чати.',
          action: 'Перевірте картку або оберіть тариф знову в налаштуваннях:',
        };
  const text = `${t.what}\n${t.next}\n\n${t.action}\n${f.link}\n`;
  const html =
    `<p>${escapeHtml(t.what)}<br>${escapeHtml(t.next)}</p>` +
    `<p>${escapeHtml(t.action)}<br><a href="${escapeHtml(f.link)}">${escapeHtml(f.link)}</a></p>`;
  return { to, subject: t.subject, text, html, links: [f.link] };
}

/**
 * The bank asked for 3-D Secure on a renewal's charge of the kept card (docs/product.md §9.16):
 * nothing is charged until the owner confirms on the acquirer's page.
 */
export function billingConfirmMail(
  to: string,
  lng: Language,
  f: { plan: string; amountCents: number; ccy: number; confirmUrl: string; link: string },
): OutgoingMail {
  const amount = billingAmount(f.amountCents, f.ccy, lng);
  const plan = planName(f.plan);
  const t =
    lng === 'en'
      ? {
          subject: 'Vitrina: confirm the plan renewal payment',
          what: `Your bank asks you to confirm the card payment of ${amount} for the ${plan} plan (3-D Secure).`,
          next: 'Nothing is charged until you confirm; the plan renews once the payment goes through.',
          action: 'Confirm on the bank’s page:',
          settings: 'Or open the settings:',
        }
      : {
          subject: 'Vitrina: підтвердьте оплату продовження тарифу',
          what: `Ваш банк просить підтвердити оплату ${amount} карткою за тариф ${plan} (3-D Secure).`,
          next: 'Нічого не списано, доки ви не підтвердите; тариф продовжиться, щойно оплата пройде.',
          action: 'Підтвердьте на сторінці банку:',
          settings: 'Або відкрийте налаштування:',
        };
  const text = `${t.what}\n${t.next}\n\n${t.action}\n${f.confirmUrl}\n\n${t.settings}\n${f.link}\n`;
  const html =
    `<p>${escapeHtml(t.what)}<br>${escapeHtml(t.next)}</p>` +
    `<p>${escapeHtml(t.action)}<br><a href="${escapeHtml(f.confirmUrl)}">${escapeHtml(f.confirmUrl)}</a></p>` +
    `<p>${escapeHtml(t.settings)}<br><a href="${escapeHtml(f.link)}">${escapeHtml(f.link)}</a></p>`;
  return { to, subject: t.subject, text, html, links: [f.confirmUrl, f.link] };
}
