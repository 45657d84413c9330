/** Server messages of the team domain (merged into SERVER_MESSAGES; docs/product.md §9.15). */
export const TEAM_MESSAGES = {
  'team.owner_only': {
    en: 'Only the shop’s owner can do this (billing, channels, the team, deleting data)',
    ua: 'Це може лише власник магазину (оплата, канали, команда, видалення даних)',
  },
  'team.removed': {
    en: 'The shop’s owner removed you from the team: ask them to invite you again',
    ua: 'Власник магазину видалив вас із команди: попросіть запросити вас знову',
  },
  'team.already_member': {
    en: 'This person is already in your team',
    ua: 'Ця людина вже у вашій команді',
  },
  'team.email_has_account': {
    en: 'This email already has its own Vitrina account: invite another email',
    ua: 'Ця пошта вже має власний обліковий запис Vitrina: запросіть іншу пошту',
  },
  'team.full': {
    en: 'A team has {max} people at most (with invitations pending)',
    ua: 'У команді щонайбільше {max} людей (разом із надісланими запрошеннями)',
  },
  'team.invitation_invalid': {
    en: 'This invitation is not valid: it was already used or withdrawn',
    ua: 'Це запрошення недійсне: його вже використали або скасували',
  },
  'team.invitation_expired': {
    en: 'This invitation has expired: ask the shop’s owner for a new one',
    ua: 'Термін запрошення минув: попросіть власника магазину надіслати нове',
  },
  'team.member_not_found': { en: 'No such teammate', ua: 'Такого члена команди немає' },
  'team.assignee_not_found': {
    en: 'Assign to someone of your team',
    ua: 'Призначте людині з вашої команди',
  },
  'team.label_taken': { en: 'A label with this name exists', ua: 'Мітка з такою назвою вже є' },
  'team.labels_full': { en: 'A shop has {max} labels at most', ua: 'У магазині щонайбільше {max} міток' },
  'team.label_not_found': { en: 'No such label', ua: 'Такої мітки немає' },
  'team.shortcut_taken': {
    en: 'A saved reply with this command exists',
    ua: 'Збережена відповідь з такою командою вже є',
  },
  'team.saved_replies_full': {
    en: 'A shop has {max} saved replies at most',
    ua: 'У магазині щонайбільше {max} збережених відповідей',
  },
  'team.snooze_invalid': {
    en: 'Snooze until a time in the future (within 90 days)',
    ua: 'Відкласти можна до часу в майбутньому (не далі 90 днів)',
  },
  'team.invited': { en: 'Invitation sent', ua: 'Запрошення надіслано' },
} as const;
