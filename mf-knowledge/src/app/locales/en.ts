import type { Locale } from './ua';

/** English texts of the knowledge remote. */
export const en = {
  knowledge: {
    title: 'Knowledge base',
    sections: 'Knowledge base sections',
    tabs: {
      upload: 'Upload',
      question: 'Questions',
      content: 'Content & Product',
      test: 'Testing',
      settings: 'Settings',
    },
  },
  upload: {
    title: 'File upload',
    text: 'Upload a file with the availability and characteristics of your products (Excel or CSV), and the assistant can tell customers prices, stock and other details.',
    file: 'Product file (.xls, .xlsx)',
    submit: 'Upload',
    notConnected: 'File uploads are not connected yet: they arrive with the knowledge base on the server.',
  },
  question: {
    text: 'Here the assistant will suggest questions customers are likely to ask and questions it could not answer.',
    list: 'Suggested questions',
    empty: 'No questions yet.',
  },
  content: {
    period: 'Period',
    periods: {
      week: 'This week',
      month: 'This month',
      year: 'This year',
      last3Days: 'Last 3 days',
      last7Days: 'Last 7 days',
    },
    type: 'Content type',
    types: {
      publications: 'Publications',
      stories: 'Stories',
      product: 'Product',
    },
    columns: {
      post: 'Post',
      type: 'Type',
      date: 'Publication date',
      link: 'Product link',
      code: 'Article code',
      name: 'Name',
      color: 'Colour',
      otherColors: 'Products in other colours',
      otherLining: 'Products in other lining',
      actions: 'Actions',
    },
    publicationsEmpty: 'No publications yet: they appear once a channel is connected.',
    productsEmpty: 'No products yet: they appear once a stock file is uploaded.',
    storiesPlaceholder: 'Stories will appear here later.',
  },
  replySettings: {
    title: 'Settings',
    scenario: 'Comment reply scenario',
    scenarios: {
      COMMENT_ONLY: 'Reply in the comments only',
      PRIVATE_REPLY_ONLY: 'Private message in Direct only',
      PRIVATE_REPLY_WITH_COMMENT: 'Private message in Direct and a comment',
    },
    autoComment: 'Auto-comment text',
    autoCommentPlaceholder: 'We wrote to you in Direct',
    save: 'Save',
    notConnected: 'Reply settings are not connected yet: they arrive with the user profile on the server.',
  },
} satisfies Locale;
