// The icons a landing page's cards may carry (their names: app/features/site-content/cards.ts).
import type { LucideIcon } from "lucide-react";
import { Bell, ChartColumn, Eye, FileText, Gift, Lock, Map, Scale, Search, ShieldCheck, Swords, Timer, Users, Zap } from "lucide-react";
import type { CardIcon } from "#app/features/site-content/cards.ts";

export const cardIcons: Record<CardIcon, LucideIcon> = {
  search: Search,
  timer: Timer,
  "file-text": FileText,
  map: Map,
  eye: Eye,
  "shield-check": ShieldCheck,
  scale: Scale,
  swords: Swords,
  lock: Lock,
  zap: Zap,
  users: Users,
  "chart-column": ChartColumn,
  bell: Bell,
  gift: Gift,
};
