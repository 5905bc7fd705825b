import {
  Activity,
  Ban,
  Bell,
  Boxes,
  Brain,
  Building2,
  CodeXml,
  Coins,
  Database,
  Eraser,
  Eye,
  FileCheck2,
  Fingerprint,
  Gauge,
  GitBranch,
  KeyRound,
  Layers,
  ListChecks,
  Lock,
  type LucideIcon,
  MessagesSquare,
  Radar,
  Scale,
  ScanSearch,
  ScrollText,
  ShieldCheck,
  SlidersHorizontal,
  Swords,
  Target,
  Users,
  Workflow,
} from "lucide-react";
import type { IconName } from "#app/content/products.ts";
import { cn } from "#app/lib/utils.ts";

/** Content names icons by word so it stays plain data; this is the one place they become SVG. */
const ICONS: Record<IconName, LucideIcon> = {
  activity: Activity,
  ban: Ban,
  bell: Bell,
  boxes: Boxes,
  brain: Brain,
  building: Building2,
  code: CodeXml,
  coins: Coins,
  database: Database,
  eraser: Eraser,
  eye: Eye,
  "file-check": FileCheck2,
  fingerprint: Fingerprint,
  gauge: Gauge,
  "git-branch": GitBranch,
  key: KeyRound,
  layers: Layers,
  "list-checks": ListChecks,
  lock: Lock,
  messages: MessagesSquare,
  radar: Radar,
  scale: Scale,
  scan: ScanSearch,
  scroll: ScrollText,
  shield: ShieldCheck,
  sliders: SlidersHorizontal,
  swords: Swords,
  target: Target,
  users: Users,
  workflow: Workflow,
};

/** A decorative icon in a tinted tile. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span className={cn("inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary", className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
