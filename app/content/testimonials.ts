// Customer testimonials shown on the about page, seeded into the Testimonials collection (the site
// shows the ones its editors keep). Customers are named by role and sector only, as most security
// buyers' communication policies require.

export type Testimonial = {
  quote: string;
  author: string;
  role: string;
  /** The customer's logo (an uploaded image) and its text alternative. */
  logo?: { src: string; alt: string };
};

export const aboutTestimonials: Testimonial[] = [
  {
    quote:
      "We had twelve teams experimenting with different models and no common way to say yes or no. The AI Trust Score gave our risk committee one number per model and the detail behind it. Approvals that took six weeks now take six days.",
    author: "Daniel K.",
    role: "Chief Information Security Officer, regional bank",
  },
  {
    quote:
      "Our clinicians wanted an assistant; our privacy office wanted proof that patient data would not leave. Lumenguard's guardrails redact identifiers before a prompt ever reaches the model, and the audit log answered every question our compliance team asked.",
    author: "Angela M.",
    role: "Director of Information Security, healthcare network",
  },
  {
    quote:
      "The red team found a prompt injection path through our support bot's knowledge base in its first run, something two manual reviews had missed. We fixed it the same week and now re-test every release automatically.",
    author: "Marcus T.",
    role: "Head of Application Security, SaaS provider",
  },
  {
    quote:
      "As a managed service provider we needed AI governance we could run for forty clients from one console. Lumenguard gave us that, and it has become one of our fastest-growing services.",
    author: "Sofia R.",
    role: "Vice President of Security Services, managed service provider",
  },
];
