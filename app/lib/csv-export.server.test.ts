import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { crlfRowEnds } from "./csv-export.server.ts";

/** What COPY writes: rows ending ",LF" (the empty last column), LFs and commas inside quoted cells too. */
const COPY_OUTPUT = 'a,"x,\ny",\n"q""\n,",,\n,b,\n"\n",\n';
const EXPECTED = 'a,"x,\ny"\r\n"q""\n,",\r\n,b\r\n"\n"\r\n';

async function rewrite(chunks: string[]) {
  const out: Buffer[] = [];
  const tally = { rows: 0 };
  for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(crlfRowEnds(tally))) out.push(chunk as Buffer);
  expect(tally.rows).toBe(4);
  return Buffer.concat(out).toString("utf8");
}

describe("crlfRowEnds", () => {
  it("ends each row with CRLF and leaves line ends inside quoted cells, wherever the chunks split", async () => {
    expect(await rewrite([COPY_OUTPUT])).toBe(EXPECTED);
    for (let split = 1; split < COPY_OUTPUT.length; split++) {
      expect(await rewrite([COPY_OUTPUT.slice(0, split), COPY_OUTPUT.slice(split)]), `split at ${split}`).toBe(EXPECTED);
    }
    expect(await rewrite([...COPY_OUTPUT])).toBe(EXPECTED);
  });
});
