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
export function billingFailedMail(
  to: string,
  lng: Language,
  f: { plan: string; amountCents: number; renewal: boolean; reason: string | null; retryAt: Date | null; link: string },
): OutgoingMail {
  const amount = `$${(f.amountCents / 100).toFixed(2)}`;
  const plan = f.plan.charAt(0) + f.plan.slice(1).toLowerCase();
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
