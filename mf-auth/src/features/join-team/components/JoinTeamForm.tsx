import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText, useLanguage } from '@vitrina/shared';
import type { AcceptInvitationRequest, InvitationPreview } from '@vitrina/shared/contracts';
import { lazyResolver } from '@vitrina/shared/forms';
import { paths } from '@vitrina/shared/routes';
import { Button, Message, MessageSlot, Spinner, TextField, useDelayedAction } from '@vitrina/shared/ui';
import { NewPasswordField } from '../../../components/form/fields';
import { useAuthForm } from '../../../hooks/use-auth-form';
import { AUTH_DELAY_MS } from '../../../lib/constants';
import { acceptInvitation, fetchInvitation } from '../api/join-team';
import styles from '../../../components/form/form.module.css';

const resolver = lazyResolver<AcceptInvitationRequest>(() =>
  import(/* webpackChunkName: "join-team-resolver" */ '../model/join-team-resolver').then((m) => m.default),
);

/**
 * /join/{slug} (docs/product.md §9.15): the shop that invites and the invited email, then a name
 * and a password; once accepted, the login screen after 3 s (the person signs in as usual).
 */
export function JoinTeamForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const later = useDelayedAction();
  const [invitation, setInvitation] = useState<InvitationPreview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    const aborter = new AbortController();
    fetchInvitation(slug, aborter.signal)
      .then(setInvitation)
      .catch((error: unknown) => {
        if (!aborter.signal.aborted) setLoadError(errorText(error, t('common.error')));
      });
    return () => aborter.abort();
  }, [slug, t]);
  const { register, errors, fieldError, submit, message, pending, succeeded } = useAuthForm({
    resolver,
    defaultValues: { name: '', password: '' },
    send: (values: AcceptInvitationRequest) => acceptInvitation(slug, values),
    successText: t('join.success'),
    errorFallback: t('common.error'),
    onSuccess: () => later(() => navigate(paths.login(lng)), AUTH_DELAY_MS),
  });

  if (loadError) return <Message kind="error">{loadError}</Message>;
  if (!invitation) return <Spinner label={t('join.loading')} />;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        {invitation.shop_name
          ? t('join.invitedBy', { shop: invitation.shop_name, email: invitation.email })
          : t('join.invited', { email: invitation.email })}
      </p>
      <TextField label={t('join.name')} autoComplete="name" error={fieldError(errors.name)} {...register('name')} />
      <NewPasswordField label={t('join.password')} error={fieldError(errors.password)} {...register('password')} />
      <Button type="submit" variant="primary" block loading={pending} disabled={pending || succeeded}>
        {t('join.submit')}
      </Button>
      <MessageSlot message={message} />
    </form>
  );
}
