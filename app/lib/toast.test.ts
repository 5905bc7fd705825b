import { beforeEach, describe, expect, it, vi } from "vitest";

const toast = vi.hoisted(() => {
  let next = 0;
  return {
    success: vi.fn(() => `success-${++next}`),
    error: vi.fn(() => `error-${++next}`),
    dismiss: vi.fn(),
  };
});
vi.mock("sonner", () => ({ toast }));

describe("toasts", () => {
  beforeEach(() => vi.clearAllMocks());

  it("a form that went through dismisses the error toasts shown before it, and only those", async () => {
    const { dismissErrorToasts, toastError, toastSuccess } = await import("./toast.ts");
    await toastError({ title: "Please fix the errors" });
    await toastSuccess({ title: "Link copied" });
    await toastError({ title: "Something went wrong" });

    dismissErrorToasts();
    await vi.waitFor(() => expect(toast.dismiss).toHaveBeenCalledTimes(2));
    expect(toast.dismiss.mock.calls.map(([id]) => id)).toEqual(["error-1", "error-3"]);

    // Already dismissed: a later success has nothing more to take away.
    dismissErrorToasts();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toast.dismiss).toHaveBeenCalledTimes(2);
  });
});
