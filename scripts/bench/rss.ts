import { readFileSync } from "node:fs";

export interface RssSample {
  at: number;
  kb: number;
  phase: string;
}

const RSS_EVERY_MS = 200;

function readRssKb(pid: number): number | null {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)\s+kB/);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The process's resident memory (VmRSS) every 200 ms, each sample labelled with the phase. */
export function sampleRss(pid: number) {
  const samples: RssSample[] = [];
  let phase = "start";
  const take = () => {
    const kb = readRssKb(pid);
    if (kb !== null) samples.push({ at: Date.now(), kb, phase });
  };
  take();
  if (samples.length === 0) throw new Error(`Cannot read /proc/${pid}/status`);
  const timer = setInterval(take, RSS_EVERY_MS);
  return {
    samples,
    /** Labels the samples from now on. */
    phase(name: string) {
      phase = name;
      take();
    },
    stop() {
      take();
      clearInterval(timer);
    },
  };
}

export type RssSampler = ReturnType<typeof sampleRss>;

export const toMb = (kb: number) => Math.round(kb / 102.4) / 10;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** MB of the samples taken in the given phases: their peak and median. */
export function rssOf(samples: RssSample[], phases: (phase: string) => boolean) {
  const kbs = samples.filter((sample) => phases(sample.phase)).map((sample) => sample.kb);
  return {
    peakMb: kbs.length ? toMb(Math.max(...kbs)) : Number.NaN,
    medianMb: kbs.length ? toMb(median(kbs)) : Number.NaN,
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time the process has used (user + system), in clock ticks (1/100 s on Linux). */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the process uses under 10 % of a CPU over a quarter of a second (at most 30 s):
 * autocannon stops at the end of its time, but the server still answers the requests it had
 * received, and that work would land in the next measurement.
 */
export async function waitUntilQuiet(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let before = cpuTicks(pid);
  while (Date.now() < deadline) {
    await sleep(250);
    const now = cpuTicks(pid);
    if (now - before <= 2) return;
    before = now;
  }
}
