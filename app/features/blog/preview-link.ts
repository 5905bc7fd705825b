// A preview link as its post's editor lists it. Its address is not among this: only the SHA-256 of
// the token is stored, so the address is shown once, to whoever makes the link.

export type PreviewLinkSummary = {
  id: string;
  createdByEmail: string;
  createdAt: string;
  expiresAt: string;
  /** False once its maker's account is deactivated: the link no longer works. */
  makerActive: boolean;
};

/** What the preview-link endpoint answers: a new link (its address, once), a revocation, or why not. */
export type PreviewLinkAnswer = { url: string; link: PreviewLinkSummary } | { revoked: string } | { message: string };
