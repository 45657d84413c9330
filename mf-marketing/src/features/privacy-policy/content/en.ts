import type { PolicyDocument } from './types';

export const policyEn: PolicyDocument = {
  title: 'Privacy policy',
  updated: 'The current version of the policy is published on this page.',
  intro: [
    'This Privacy Policy explains what data the Vitrina service (the “Service”, “we”) collects, why we use it, to whom and when we may disclose it, how we protect it and what rights the people whose data we process have.',
    'Vitrina is an AI sales assistant and CRM inbox for shops that sell through Instagram and Facebook Messenger. The Service answers customers in messages and comments on the shop’s behalf and keeps these conversations.',
  ],
  sections: [
    {
      heading: '1. Terms',
      paragraphs: ['This Policy uses the following terms:'],
      list: [
        'Client: a sole trader or company that has a contract with us and uses the Service for its shop.',
        'Administrator: a person the Client has authorised to manage the account: connect channels, upload product data, change settings and the plan.',
        'User: a person to whom the Client or an Administrator has given access to the Service to work with conversations.',
        'Customer: a person who writes to the Client’s shop on Instagram or Messenger and whose messages the Service processes.',
      ],
    },
    {
      heading: '2. Data we collect',
      paragraphs: ['Depending on how you use the Service, we may process:'],
      list: [
        'Account data: name, email address, hashed password, chosen plan and settings.',
        'Consultation and demo requests: name, phone number and a convenient time for a call.',
        'Connected channels: page name, page and profile identifiers, access tokens issued by the platform.',
        'Conversations with Customers: message and comment text, attachments, the Customer’s name and profile picture, message times.',
        'Product data uploaded by the Client: article codes, names, colours, prices, availability and links to posts.',
        'Technical data: IP address, browser type, interface language, request and error logs.',
      ],
    },
    {
      heading: '3. Why we use the data',
      paragraphs: ['We process data only to:'],
      list: [
        'provide the Service: answer Customers, show conversations in the inbox, prepare the AI assistant’s draft replies;',
        'count conversations against the plan and issue invoices;',
        'contact you about your consultation or demo request;',
        'keep the Service secure, detect abuse and fix errors;',
        'improve the assistant’s replies within the Client’s own account;',
        'comply with the law.',
      ],
    },
    {
      heading: '4. When we may disclose data',
      paragraphs: [
        'We do not sell personal data or share it with third parties for advertising. Data may be disclosed only:',
      ],
      list: [
        'to the Instagram and Facebook platforms, as far as needed to receive and send messages on the Client’s behalf;',
        'to hosting and infrastructure providers that process data on our instructions and must keep it confidential;',
        'on a lawful request of public authorities in the cases the law provides for;',
        'to protect the rights, property or safety of the Service, Clients and Customers;',
        'with the Client’s explicit consent or on the Client’s instruction.',
      ],
    },
    {
      heading: '5. Storage and security',
      paragraphs: [
        'Data is stored on servers in Western Europe. We encrypt connections, store passwords only as strong hashes, limit staff access to data and keep access logs.',
        'Each account sees only its own channels, conversations and products. No system guarantees absolute security, but we regularly review and update our safeguards.',
      ],
    },
    {
      heading: '6. Retention and export',
      paragraphs: [
        'We keep data while the contract with the Client is in force. After the contract ends, the Client must export its content within 7 calendar days; after that the data is deleted, except what the law requires us to keep.',
      ],
    },
    {
      heading: '7. Rights of Clients and other people',
      paragraphs: ['You have the right to:'],
      list: [
        'know what data of yours we process and get a copy of it;',
        'correct inaccurate data;',
        'ask for your data to be deleted or its processing restricted;',
        'object to processing and withdraw consent;',
        'complain to a data protection authority.',
      ],
    },
    {
      heading: '8. Access of Administrators and Users',
      paragraphs: [
        'The Client is responsible for whom it gives access to the account. The Client may give additional Administrators or Users access; they see the shop’s conversations and data within the rights granted.',
        'Customers whose messages the Service processes may contact the shop (the Client) or us about their data; we will help the Client fulfil the request.',
      ],
    },
    {
      heading: '9. Changes to this Policy',
      paragraphs: [
        'We may update this Policy when the Service or the law changes. The new version is published on this page; we notify Clients of material changes in advance by email or in the Service.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: [
        'For questions about this Policy or your data, contact support at the address given at the bottom of the page.',
      ],
    },
  ],
};
