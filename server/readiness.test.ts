import { describe, expect, it } from "vitest";
import { lifecycleHandler, readinessAnswer, startingAnswer } from "./readiness";

describe("readinessAnswer", () => {
  it.each([
    ["starting", 503],
    ["ready", 200],
    ["stopping", 503],
  ] as const)("answers %s with %i, never cached", (phase, status) => {
    const answer = readinessAnswer(phase);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ status: phase });
    expect(answer.headers["Cache-Control"]).toBe("no-store");
  });
});

describe("startingAnswer", () => {
  it("says the process is alive on /healthz and not ready on /readyz", () => {
    expect(startingAnswer("/healthz").status).toBe(200);
    expect(startingAnswer("/readyz").status).toBe(503);
  });

  it("asks every page to be retried in a moment", () => {
    const answer = startingAnswer("/prayer-times");
    expect(answer.status).toBe(503);
    expect(answer.headers["Retry-After"]).toBe("5");
    expect(answer.headers["Content-Type"]).toMatch(/^text\/html/);
    expect(answer.body).toContain("Starting, please retry in a moment");
  });
});

describe("lifecycleHandler", () => {
  it("is starting, then ready once it serves the site, then stopping", () => {
    const lifecycle = lifecycleHandler();
    expect(lifecycle.phase()).toBe("starting");
    lifecycle.serve(() => {});
    expect(lifecycle.phase()).toBe("ready");
    lifecycle.stopping();
    expect(lifecycle.phase()).toBe("stopping");
  });

  it("stays stopping when a signal came before the site was ready", () => {
    const lifecycle = lifecycleHandler();
    lifecycle.stopping();
    lifecycle.serve(() => {});
    expect(lifecycle.phase()).toBe("stopping");
  });
});
