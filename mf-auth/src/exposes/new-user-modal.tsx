// Exposed as './new-user-modal': single-spa lifecycles of the welcome form. The shell mounts it
// as a parcel when the newUser flag is set and passes `onClose` to unmount it.
import { createRemoteApp } from '@vitrina/shared';
import { NewUserModalRoot } from '../features/new-user/components/NewUserModalRoot';
import { i18n } from '../app/i18n';

export const { bootstrap, mount, unmount } = createRemoteApp({ App: NewUserModalRoot, i18n });
