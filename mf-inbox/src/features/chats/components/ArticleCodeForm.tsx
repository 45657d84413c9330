import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MESSAGE_MS, MessageSlot, useTimedMessage } from '@vitrina/shared/ui';
import { useArticleCode } from '../hooks/use-chat-actions';
import type { Message } from '../types';
import styles from './Chats.module.css';

/**
 * Under a customer's message with an attachment: the article code of what they sent (docs/product.md
 * §9.2), stored on the attachment so the assistant knows the product. 'Артикул додано' or
 * 'Помилка додавання артикулу' for 5 s.
 */
export function ArticleCodeForm({ message }: { message: Message }) {
  const { t } = useTranslation();
  const id = useId();
  const attachment = message.attachments[0]!;
  const [code, setCode] = useState(attachment.code ?? '');
  const save = useArticleCode();
  const result = useTimedMessage();
  const empty = code.trim() === '';
  return (
    <form
      className={styles.codeForm}
      onSubmit={(e) => {
        e.preventDefault();
        if (empty) return;
        save.mutate(
          {
            conversationId: message.conversation_id,
            messageId: message.id,
            code: code.trim(),
            assetId: attachment.asset_id,
          },
          {
            onSuccess: () => result.show('success', t('inbox.codeAdded'), MESSAGE_MS.long),
            onError: () => result.show('error', t('inbox.codeError'), MESSAGE_MS.long),
          },
        );
      }}
    >
      <label className={styles.codeLabel} htmlFor={id}>
        {t('inbox.articleCode')}
      </label>
      <input
        id={id}
        className={styles.codeInput}
        value={code}
        maxLength={64}
        onChange={(e) => setCode(e.target.value)}
        placeholder="VT-1001"
      />
      <Button type="submit" variant="secondary" loading={save.isPending} disabled={empty}>
        {t('inbox.addCode')}
      </Button>
      <MessageSlot message={result.message} />
    </form>
  );
}
