import { createContext, useContext } from "react";

/**
 * This response's CSP nonce, for the document's own inline scripts (entry.server.tsx provides it;
 * React Router's scripts get it from <ServerRouter>). Undefined in the browser, where the nonce
 * attribute reads empty anyway, and for a page rendered for the page cache, whose inline scripts
 * are allowed by their hashes.
 */
export const CspNonce = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonce);
