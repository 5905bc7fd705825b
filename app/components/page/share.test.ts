import { afterEach, describe, expect, it, vi } from "vitest";
import { sharePage } from "./share.ts";

const target = { title: "The Copilot Security Gap", url: "https://lumenguard.example/copilot-security-gap" };

function fakeNavigator(options: { share?: (data: ShareData) => Promise<void>; canShare?: () => boolean; writeText?: (text: string) => Promise<void> }) {
  return {
    share: options.share,
    canShare: options.canShare,
    clipboard: { writeText: options.writeText ?? vi.fn(async () => {}) } as unknown as Clipboard,
  };
}

describe("sharePage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("uses the native share sheet when there is one", async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await sharePage(target, fakeNavigator({ share, writeText }))).toBe("shared");
    expect(share).toHaveBeenCalledWith({ title: target.title, text: undefined, url: target.url });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("treats closing the share sheet as a choice, not a reason to copy", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    const writeText = vi.fn(async () => {});
    expect(await sharePage(target, fakeNavigator({ share, writeText }))).toBe("cancelled");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the link when the browser cannot share", async () => {
    const writeText = vi.fn(async () => {});
    expect(await sharePage(target, fakeNavigator({ writeText }))).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it("copies the link when canShare refuses the data or sharing fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    expect(await sharePage(target, fakeNavigator({ share: vi.fn(), canShare: () => false, writeText }))).toBe("copied");
    const failing = vi.fn(async () => {
      throw new DOMException("Not allowed", "NotAllowedError");
    });
    expect(await sharePage(target, fakeNavigator({ share: failing, writeText }))).toBe("copied");
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it("only logs when the clipboard is unavailable too", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const writeText = vi.fn(async () => {
      throw new Error("denied");
    });
    expect(await sharePage(target, fakeNavigator({ writeText }))).toBe("failed");
    expect(warn).toHaveBeenCalled();
  });
});
