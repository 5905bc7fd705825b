// Partner logos: fictional companies drawn as original SVG wordmarks (about and partners pages).

/** Shapes a partner's mark can take; each is drawn in a 32x32 box by PartnerWordmark. */
export type PartnerMark =
  | "hexagon"
  | "orbit"
  | "wave"
  | "prism"
  | "leaf"
  | "grid"
  | "spark"
  | "arcs"
  | "stack"
  | "ring"
  | "diamond"
  | "chevrons"
  | "dots"
  | "bolt"
  | "peak";

export type Partner = {
  name: string;
  /** The logo: a mark, its colour and how the name is set. */
  logo: { mark: PartnerMark; color: string; weight: 500 | 600 | 700 | 800; uppercase?: boolean; tracking?: number };
};

export const partners: Partner[] = [
  { name: "Cirrusline", logo: { mark: "wave", color: "#0e7490", weight: 600 } },
  { name: "Vantapoint", logo: { mark: "prism", color: "#4338ca", weight: 700 } },
  { name: "Quorum Labs", logo: { mark: "dots", color: "#be123c", weight: 600 } },
  { name: "Helixware", logo: { mark: "orbit", color: "#6d28d9", weight: 700 } },
  { name: "Brightforge", logo: { mark: "spark", color: "#b45309", weight: 800 } },
  { name: "Meridian", logo: { mark: "arcs", color: "#1d4ed8", weight: 600, uppercase: true, tracking: 2 } },
  { name: "Opaline", logo: { mark: "ring", color: "#0f766e", weight: 500, tracking: 1 } },
  { name: "Stratacore", logo: { mark: "stack", color: "#334155", weight: 700 } },
  { name: "Kestrel", logo: { mark: "chevrons", color: "#9a3412", weight: 800, uppercase: true, tracking: 1.5 } },
  { name: "Tidewater IT", logo: { mark: "hexagon", color: "#075985", weight: 600 } },
  { name: "Parallax AI", logo: { mark: "grid", color: "#7e22ce", weight: 700 } },
  { name: "Ironbark", logo: { mark: "leaf", color: "#166534", weight: 700 } },
  { name: "Latticeworks", logo: { mark: "diamond", color: "#a21caf", weight: 600 } },
  { name: "Sable Networks", logo: { mark: "bolt", color: "#1e293b", weight: 600 } },
  { name: "Novacrest", logo: { mark: "peak", color: "#c2410c", weight: 700 } },
];
