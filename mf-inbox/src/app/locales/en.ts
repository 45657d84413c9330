import type { Locale } from './ua';

/** English texts of the inbox remote. */
export const en = {
  addChannel: {
    title: 'New channel',
    notReady: 'Connecting channels arrives with the inbox. A channel cannot be created yet.',
    close: 'Got it',
  },
  chats: {
    title: 'Messages',
    noChannels: 'Add communication channels',
    noChannelsText: 'Connect Instagram to see your conversations with customers and the AI assistant’s replies.',
    createChannel: 'Create a new channel',
    conversations: 'Conversations',
    search: 'Search',
    sort: 'Sort',
    sortNew: 'Newest',
    sortOld: 'Oldest',
    noConversations: 'No open conversations',
    chat: 'Chat',
    paneEmpty: 'Conversations appear here once a channel is connected.',
  },
  channels: {
    title: 'Channels',
    chats: 'Chats',
    add: '+ Add a new channel',
    name: 'Name',
    channel: 'Channel',
    actions: 'Actions',
    empty: 'No channels yet.',
  },
} satisfies Locale;
