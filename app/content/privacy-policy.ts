import { addresses, brand } from "#app/config/site.ts";

// The privacy policy, section by section as the spec lists them.

export const privacyDates = {
  lastUpdated: "2024-06-24",
  effective: "2024-01-01",
} as const;

export type PolicySection = {
  id: string;
  title: string;
  paragraphs: string[];
  list?: string[];
  /** Text after the list. */
  closing?: string[];
};

export const privacyIntro = [
  `${brand.legalName} ("${brand.name}", "we", "us") respects your privacy. This policy explains what personal information we collect through our website and services, how we use, share and store it, and the choices you have. It applies to ${brand.domain} and to the ${brand.name} platform, except where a customer agreement says otherwise.`,
];

export const privacySections: PolicySection[] = [
  {
    id: "collection",
    title: "Collection of Your Personal Information",
    paragraphs: [
      "We collect personal information that you give us when you request a demo, book a discovery call, download a datasheet or report, contact us, subscribe to our newsletter or create an account. Depending on the form, this may include:",
    ],
    list: [
      "your first and last name, work e-mail address and phone number;",
      "your company, job title and the reason for your enquiry;",
      "the date and time you choose for a meeting and any comments you add;",
      "account details such as login credentials and role, if you use the platform.",
    ],
    closing: [
      "We also collect limited technical information automatically, such as your IP address, browser type, pages visited and the referring campaign (for example UTM parameters), to operate, secure and improve the site. We do not sell this information and we do not use third-party advertising cookies.",
      "To know which pages are read, our own server counts page views without cookies and without storing personal data. For each view we record the page's address (without any query string), the date, the website that linked to it (its domain name only), and, when the address you arrived at carries a campaign tag (its utm_campaign parameter), that tag. To count how many different visitors a page or a campaign had each day, your IP address and your browser's user-agent string are combined with a random value that changes every day and turned into a one-way code that cannot be reversed; neither is ever stored, and the code and that day's random value are deleted once the day is over, so the next day you cannot be recognized. Views are not counted when you choose Decline All in our cookie notice or your browser sends a Global Privacy Control signal, and no analytics service outside our own servers receives them.",
    ],
  },
  {
    id: "payment-information",
    title: "Payment Information",
    paragraphs: [
      "If you purchase a subscription online, payment is handled by a PCI DSS compliant payment processor. Your full card number is sent directly to the processor and is never stored on our servers. We receive only the information needed to manage your subscription, such as the card brand, the last four digits, the expiry date and the billing address.",
    ],
  },
  {
    id: "use",
    title: "Use of Your Personal Information",
    paragraphs: ["We use the information we collect to:"],
    list: [
      "schedule and hold the demos and calls you request, and send calendar invitations and confirmations;",
      "answer your questions and provide customer support;",
      "provide, maintain and secure the platform and your account;",
      "send you the documents you ask for and, where you agree, product news and our newsletter;",
      "understand how the site is used so we can improve it;",
      "comply with legal obligations and enforce our agreements.",
    ],
  },
  {
    id: "sharing",
    title: "Sharing Information with Third Parties",
    paragraphs: [
      "We do not sell, rent or trade your personal information. We share it only with service providers that help us run our business, such as hosting, e-mail delivery, calendar and payment providers, under written contracts that require them to protect it and use it only on our instructions.",
      "We may also disclose information when required by law, subpoena or other legal process; to protect the rights, property or safety of our customers, our employees or the public; or as part of a merger, acquisition or sale of assets, in which case we will notify you before your information becomes subject to a different privacy policy.",
    ],
  },
  {
    id: "right-to-deletion",
    title: "Right to Deletion",
    paragraphs: [
      "Subject to certain exceptions, when we receive a verifiable request from you we will delete your personal information from our records and direct our service providers to do the same. We may be unable to delete information that is necessary to:",
    ],
    list: [
      "complete the transaction for which it was collected or perform a contract with you;",
      "detect security incidents and protect against malicious, deceptive, fraudulent or illegal activity;",
      "debug and repair errors that impair existing functionality;",
      "comply with a legal obligation, such as tax and accounting record-keeping;",
      "otherwise use it internally in ways compatible with the context in which you provided it.",
    ],
    closing: [`To make a request, write to ${addresses.privacy}. We will confirm receipt within 10 business days and respond within 45 days.`],
  },
  {
    id: "children",
    title: "Children Under Thirteen",
    paragraphs: [
      `${brand.name} does not knowingly collect personal information from children under the age of thirteen. Our website and services are intended for business users. If you are under thirteen, please do not submit any information to us. If you believe a child has given us personal information, contact us and we will delete it.`,
    ],
  },
  {
    id: "email-communications",
    title: "E-mail Communications",
    paragraphs: [
      "From time to time we may contact you by e-mail with announcements, product updates, event invitations, surveys or our monthly AI Circle of Trust newsletter. Transactional messages, such as meeting confirmations, are sent regardless of your marketing preferences because they are part of the service you requested.",
      "If you no longer wish to receive marketing e-mail from us, you may opt out by replying STOP to any of our messages or by using the unsubscribe link at the bottom of each e-mail.",
    ],
  },
  {
    id: "external-data-storage",
    title: "External Data Storage Sites",
    paragraphs: [
      "We may store your data on servers provided by third-party hosting vendors with whom we have contracted, located in the United States and, for customers who choose it, in the European Union. These vendors maintain industry-standard physical, technical and organizational safeguards, and all data is encrypted in transit and at rest. Where data is transferred across borders, we rely on appropriate safeguards such as standard contractual clauses.",
    ],
  },
  {
    id: "changes",
    title: "Changes to This Statement",
    paragraphs: [
      `${brand.name} may update this policy to reflect changes in our practices or in the law. We will notify you of material changes by e-mail to the primary address on your account, by a prominent notice on our website, or by updating the date at the top of this page. Your continued use of the website and services after such changes means you accept the updated policy.`,
    ],
  },
  {
    id: "contact",
    title: "Contact Information",
    paragraphs: [
      `${brand.name} welcomes your questions or comments regarding this policy. If you believe we have not adhered to it, please contact us:`,
    ],
  },
];
