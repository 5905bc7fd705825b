// The people on the about page. Photos are drawn as SVG monograms (no external images), so a
// person's "photo" is the palette of their monogram.

export type AvatarTone = "indigo" | "amber" | "teal" | "rose" | "slate" | "violet" | "sky" | "emerald";

export type TeamMember = {
  name: string;
  role: string;
  photo: AvatarTone;
  /** Paragraphs of the expandable biography. */
  bio: string[];
  profileUrl: string;
};

export type Advisor = {
  name: string;
  /** What the advisor brings, shown under the name. */
  background: string;
  photo: AvatarTone;
};

export const leaders: TeamMember[] = [
  {
    name: "Maya Okafor",
    role: "Co-founder & Chief Executive Officer",
    photo: "indigo",
    bio: [
      "Maya spent twelve years building security products for regulated industries, most recently as general manager of a cloud data-protection business that grew to serve more than 400 enterprise customers. She saw first-hand how quickly generative AI moved from pilot to production, and how little evidence security teams had when asked whether a model was safe to use.",
      "She co-founded Lumenguard in 2023 to give that evidence a number. Maya holds a degree in computer engineering and an MBA, and serves on the advisory council of a national cybersecurity workforce non-profit.",
    ],
    profileUrl: "https://www.linkedin.com/in/maya-okafor-lumenguard-example",
  },
  {
    name: "Daniel Reyes",
    role: "Co-founder & Chief Technology Officer",
    photo: "teal",
    bio: [
      "Daniel leads Lumenguard's platform and research engineering. Before Lumenguard he was a principal engineer on a large-scale content moderation pipeline that classified billions of messages a day, where he learned that safety controls only get adopted when they are fast enough to disappear into the request path.",
      "That lesson shaped the Lumenguard policy engine, which enforces guardrails in under 50 ms. Daniel has published research on adversarial robustness of language models and holds patents in streaming data classification.",
    ],
    profileUrl: "https://www.linkedin.com/in/daniel-reyes-lumenguard-example",
  },
  {
    name: "Priya Raman",
    role: "Chief Product Officer",
    photo: "amber",
    bio: [
      "Priya turns what security, compliance and engineering teams need into product. She previously led product for an identity governance platform used by Fortune 100 companies and, before that, ran a risk analytics team at a global bank, where she managed model risk reviews under supervisory guidance.",
      "At Lumenguard she owns the AI Trust Score methodology, the nine risk dimensions it measures and the reporting that compliance teams hand to auditors.",
    ],
    profileUrl: "https://www.linkedin.com/in/priya-raman-lumenguard-example",
  },
  {
    name: "Jonas Lindqvist",
    role: "Head of AI Red Teaming",
    photo: "violet",
    bio: [
      "Jonas runs the team that attacks models so customers do not have to find out the hard way. He spent a decade in offensive security, leading penetration testing and adversary simulation engagements for critical-infrastructure operators across Europe and North America.",
      "His team maintains Lumenguard's library of jailbreak, prompt injection and data exfiltration probes, which is refreshed every week as new techniques appear in the wild. Jonas is a regular speaker at security conferences on practical LLM exploitation.",
    ],
    profileUrl: "https://www.linkedin.com/in/jonas-lindqvist-lumenguard-example",
  },
  {
    name: "Renee Coleman",
    role: "Chief Customer Officer",
    photo: "rose",
    bio: [
      "Renee makes sure every Lumenguard deployment reaches production and stays there. She has built customer success and professional services organizations at two security software companies, including one through its public listing, and has guided hundreds of enterprise rollouts in healthcare, finance and the public sector.",
      "At Lumenguard she leads onboarding, the 24/7 support team and the partner delivery programme, and she personally reviews every customer's first AI risk audit.",
    ],
    profileUrl: "https://www.linkedin.com/in/renee-coleman-lumenguard-example",
  },
];

export const advisors: Advisor[] = [
  { name: "Dr. Helen Marsh", background: "Former Chief Information Security Officer, global insurer", photo: "slate" },
  { name: "Victor Alvarez", background: "Former Deputy Director, national cyber defence agency", photo: "sky" },
  { name: "Prof. Amara Nwosu", background: "Professor of Machine Learning and AI Ethics", photo: "emerald" },
  { name: "Kenji Watanabe", background: "Former Chief Technology Officer, enterprise collaboration suite", photo: "indigo" },
  { name: "Laura Beckett", background: "Partner, privacy and technology regulation practice", photo: "amber" },
];

/** "Maya Okafor" → "Maya"; the bio button reads "Learn more about Maya". */
export const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/** Initials for a monogram, ignoring honorifics: "Dr. Helen Marsh" → "HM". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => !/\.$/.test(word));
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : "";
  return `${first}${last}`.toUpperCase();
}
