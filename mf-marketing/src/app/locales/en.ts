import type { Locale } from './ua';

/** English texts of the marketing remote. */
export const en: Locale = {
  common: {
    start: 'Start',
    newTab: '(opens in a new tab)',
    money: '${{value}}',
    perMonth: '${{value}} / mo',
  },
  hero: {
    title: 'An AI assistant that sells in your Instagram',
    lead: 'Vitrina answers customers in Direct and in comments in under a minute, 24/7: it recognises the product in a message or a photo, gives the price and availability, suggests the size and places the order.',
    note: 'Your first 50 chats are free, no card needed',
  },
  chat: {
    label: 'A sample conversation between the assistant and a customer',
    shop: 'lina.fashion',
    assistant: 'Vitrina AI assistant',
    customerSays: 'Customer:',
    assistantSays: 'Assistant:',
    m1: 'Hi! Do you have this dress in size M?',
    m2: 'Hello! Yes, the linen dress “Lina” is in stock in size M. It costs 1,450 UAH. Shall I help you with the size?',
    m3: 'I’m 168 cm and usually wear S or M',
    m4: 'M will fit you: the dress has a relaxed cut. Shall we place the order? Send your full name, phone and delivery branch.',
    replied: 'Replied in 40 seconds',
  },
  advantages: {
    title: 'Why shops choose Vitrina',
    listLabel: 'Advantages (scroll sideways)',
    speed: {
      figure: '< 1 min',
      title: 'Replies in under a minute',
      text: 'The assistant answers while the customer is still in the chat, so hot leads do not leave for a competitor.',
    },
    always: {
      figure: '24/7',
      title: 'Around the clock, no days off',
      text: 'Night-time messages and holiday peaks no longer wait for a manager until morning.',
    },
    cost: {
      figure: '−75%',
      title: 'Lower labour cost',
      text: 'About 75% less than paying a manager to answer in Direct.',
    },
    share: {
      figure: '90%',
      title: 'Up to 90% of queries without a human',
      text: 'Price, availability, sizes, product details and placing the order: the assistant takes care of it.',
    },
  },
  social: {
    title: 'Works where your customers are',
    lead: 'Connect Instagram or Facebook in 2–3 minutes and the assistant starts answering right away.',
    instagram: {
      title: 'Instagram',
      text: 'Replies in Direct and in comments under your posts. The assistant recognises products in photos and shared posts.',
    },
    messenger: {
      title: 'Messenger',
      text: 'Messages from your shop’s Facebook page land in the same inbox, with the same answers.',
    },
  },
  solutions: {
    title: 'What Vitrina does for your shop',
    videoFallback: 'Your browser does not support video playback.',
    sales: {
      title: 'Sells in Direct instead of a manager',
      text: 'The assistant recognises the product, answers about price, availability and size, and offers to place the order. Every conversation sits in one CRM inbox where you can step in at any moment.',
      video:
        'Video: Vitrina’s screens — a sample conversation with a customer, the message inbox and the knowledge base',
    },
    plans: {
      title: 'You pay only for conversations',
      text: 'Pick your monthly number of conversations in the calculator and see the plan and the price at once. The first 2 months are free on any plan.',
      video: 'Video: Vitrina’s pricing calculator — the plan and price follow the number of conversations',
    },
  },
  steps: {
    title: 'How it works',
    connect: {
      title: 'Connect Instagram or Facebook',
      text: 'A few clicks and 2–3 minutes, no developers needed.',
    },
    stock: {
      title: 'Upload your product data',
      text: 'A file with availability and product details. Set up stock updates so prices and stock are always current.',
    },
    replies: {
      title: 'Choose the replies',
      text: 'Use ready-made replies or add your own, in your brand’s voice.',
    },
    sell: {
      title: 'Sell',
      text: 'The assistant answers customers and drafts replies, while you keep every conversation under control in one inbox.',
    },
  },
  demo: {
    title: 'Try Vitrina in action',
    text: 'Message our Instagram account in Direct as if you were a customer: ask about a product, its price or size. The AI assistant will answer in under a minute.',
    sectionTitle: 'See Vitrina working for your own shop',
    sectionText: 'Leave your contacts: we will run a demo, answer your questions and help you connect.',
    book: 'Book a demo',
  },
  requests: {
    name: 'Name',
    phone: 'Phone',
    phonePlaceholder: '+44 20 7946 0958',
    timeSlot: 'Convenient time for a call',
    submit: 'Send request',
    sending: 'Sending…',
    error: 'The request could not be sent. Please try again.',
    booking: {
      title: 'Leave a Request',
      text: 'We will call you at a time that suits you, answer your questions and help you connect the assistant.',
      success: 'Thank you! We have your request and will call you at the chosen time.',
    },
    consultation: {
      title: 'Your Information',
      text: 'Leave your contacts and we will get in touch to run a demo and a consultation.',
      submit: 'Book',
      success: 'Thank you! We will contact you at the chosen time for your consultation.',
    },
  },
  pricing: {
    title: 'Pricing',
    subtitle: 'Pay only for the number of conversations a month, with no hidden fees.',
    subtitle2:
      'The first 2 months are free on any plan, and the first 50 chats are free on the test plan without a card.',
    calculator: {
      title: 'Conversations calculator',
      value: '{{value}} conversations a month',
      sliderLabel: 'Conversations a month',
      more: 'more',
      hint: 'For example, 10 chats a day make 300 a month.',
    },
    summary: {
      title: 'Your estimate',
      plan: 'Plan',
      price: 'Price a month',
      freeMonths: 'First 2 months',
      freeMonthsValue: '$0',
      extra:
        'Each chat beyond the limit costs $0.30; a manual top-up adds 50 chats. The assistant keeps answering even when the limit is used up.',
      dialog: 'A conversation is a chat with one customer as long as no more than 24 hours pass between messages.',
    },
    plans: {
      title: 'Choose your plan',
      range: '{{min}}–{{max}} conversations a month',
      from: 'from {{price}}',
      popular: 'Popular',
      current: 'Your plan',
      choose: 'Choose plan',
      free: { name: 'Free', audience: 'Test plan: your first 50 chats without a card' },
      starter: { name: 'Starter', audience: 'For small businesses' },
      plus: { name: 'Plus', audience: 'For growing shops' },
      pro: { name: 'Pro', audience: 'For high traffic' },
      premium: { name: 'Premium', audience: 'For hundreds of customers a day' },
    },
    annual: {
      title: 'Annual savings',
      yearly: '12 months at the monthly price',
      saved: 'Saved 30%',
      total: 'Total for the year',
      note: 'Calculation: the monthly price × 12 minus 30%. A manager answering in Direct costs about $500 a month; with Vitrina one chat costs about $1.',
    },
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        q: 'What counts as one conversation?',
        a: 'A chat with one customer. It counts as one conversation as long as no more than 24 hours pass between messages; after a longer pause a new one begins.',
      },
      {
        q: 'Can I try it for free?',
        a: 'Yes. The first 50 chats are free on the test plan, no card needed. And the first 2 months are free on any plan.',
      },
      {
        q: 'What happens if I have more conversations than my plan includes?',
        a: 'The assistant keeps answering. Each chat beyond the limit costs $0.30, and you can top up by hand in packs of 50 chats.',
      },
      {
        q: 'Can I change my plan?',
        a: 'Yes, at any time: the calculator shows which plan fits your number of conversations.',
      },
      {
        q: 'How do I cancel the subscription?',
        a: 'You can cancel at any time. The plan stays active until the end of the paid period and does not renew automatically.',
      },
      {
        q: 'Which channels are supported?',
        a: 'Instagram (Direct and comments under posts) and Facebook Messenger. Connecting takes 2–3 minutes.',
      },
      {
        q: 'How fast does the assistant reply?',
        a: 'In under a minute, around the clock, with no days off.',
      },
      {
        q: 'How does the assistant know prices and stock?',
        a: 'You upload a file with your products’ availability and details and set up stock updates. The assistant quotes prices, stock and sizes only from that data.',
      },
      {
        q: 'Can I control the replies?',
        a: 'Yes. In the “Reply control” mode the assistant drafts a reply and you send it yourself or edit it first. You can pick ready-made replies or add your own.',
      },
      {
        q: 'Where is my data stored?',
        a: 'On servers in Western Europe. After the contract ends you can export your data within 7 calendar days.',
      },
    ],
  },
  privacy: {
    back: 'Back to home',
  },
};
