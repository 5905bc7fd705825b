// The brand's mark (the shield of public/favicon.svg) as SVG markup, for images drawn on the
// server and at build (social cards). A test keeps it identical to the favicon.

export const brandMark = {
  viewBox: "0 0 32 32",
  markup:
    '<path d="M16 2 4 6.5v8.3c0 7.4 5.1 13.3 12 15.2 6.9-1.9 12-7.8 12-15.2V6.5L16 2Z" fill="#3b34b5"/><path d="M16 6.2 8 9.2v5.6c0 5 3.3 9.2 8 10.8V6.2Z" fill="#f2b53a"/><path d="m11.5 16 3.2 3.2 6.3-6.6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>',
} as const;

/** The brand's colours as images need them (hex; the stylesheet has the same in oklch). */
export const brandColours = {
  ink: "#15163f",
  indigo: "#3b34b5",
  amber: "#f2b53a",
} as const;
