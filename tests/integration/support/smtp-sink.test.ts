import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpSink, type SmtpSink } from "./smtp-sink.ts";

/** Opens a transaction (MAIL FROM) and resets the connection, as a killed server process does. */
async function resetMidMessage(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  const reply = () => new Promise((resolve) => socket.once("data", resolve));
  await reply(); // the greeting
  socket.write("EHLO test.example\r\n");
  await reply();
  socket.write("MAIL FROM:<sender@test.example>\r\n");
  await reply();
  socket.resetAndDestroy();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("the tests' SMTP sink", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await createSmtpSink();
  });
  afterAll(() => sink.stop());

  it("outlives clients that reset their connection in the middle of a message, and still takes mail", async () => {
    await resetMidMessage(sink.port);
    await resetMidMessage(sink.port);
    const socket = net.connect(sink.port, "127.0.0.1");
    const greeting = await new Promise<Buffer>((resolve) => socket.once("data", resolve));
    expect(greeting.toString()).toMatch(/^220 /);
    socket.end("QUIT\r\n");
  });
});
