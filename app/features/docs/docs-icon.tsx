import {
  Activity,
  Book,
  BookOpen,
  Bot,
  Boxes,
  Building2,
  CalendarDays,
  CirclePlay,
  Gauge,
  LifeBuoy,
  ListChecks,
  ListOrdered,
  Map as MapIcon,
  Plug,
  Radar,
  Rocket,
  Scale,
  ShieldCheck,
  Swords,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { DocsIconName } from "./content-model.ts";

const icons: Record<DocsIconName, LucideIcon> = {
  overview: BookOpen,
  components: Boxes,
  gauge: Gauge,
  shield: ShieldCheck,
  activity: Activity,
  swords: Swords,
  plug: Plug,
  map: MapIcon,
  rocket: Rocket,
  checklist: ListChecks,
  steps: ListOrdered,
  wrench: Wrench,
  bot: Bot,
  building: Building2,
  scale: Scale,
  radar: Radar,
  book: Book,
  play: CirclePlay,
  calendar: CalendarDays,
  lifebuoy: LifeBuoy,
};

export function DocsIcon({ name, className }: { name: DocsIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
