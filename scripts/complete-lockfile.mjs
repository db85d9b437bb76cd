// The package registry mirror of our build machines serves only the packages for their own
// platform, so npm leaves the other platforms' optional binaries (esbuild, rollup, biome…) out of
// package-lock.json, and `npm ci` then refuses the lockfile. This adds those entries back (with
// their os/cpu/libc, so npm skips them here and installs them where they fit).
// Run it after every `npm install`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolution as node does it: nested first, then each ancestor, then the top level.
    const candidates = [];
    let base = location;
    for (;;) {
      candidates.push(`${base ? `${base}/` : ""}node_modules/${name}`);
      if (!base) break;
      const index = base.lastIndexOf("/node_modules/");
      base = index === -1 ? "" : base.slice(0, index);
    }
    if (candidates.some((candidate) => packages[candidate])) continue;
    const target = `node_modules/${name}`;
    const os = /darwin|win32|linux|android|freebsd|openbsd|netbsd|sunos|aix|openharmony/.exec(
      name,
    )?.[0];
    const libc = /musl/.test(name) ? ["musl"] : /gnu/.test(name) ? ["glibc"] : undefined;
    packages[target] = {
      version,
      dev: entry.dev || undefined,
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...cpu(name),
      ...(libc ? { libc } : {}),
    };
    added++;
  }
}
function cpu(name) {
  const match = /(arm64|x64|ia32|arm|ppc64|riscv64|s390x|loong64|wasm32|mips64el)/.exec(
    name.replace("arm-", "arm_"),
  );
  if (!match) return {};
  return { cpu: [match[1] === "wasm32" ? "wasm32" : match[1]] };
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} entries`);
