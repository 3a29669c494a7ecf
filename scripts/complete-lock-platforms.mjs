#!/usr/bin/env node
/**
 * The npm registry reachable here lacks some platform builds of native packages (workerd's darwin
 * and windows builds, unrs-resolver's non-Linux bindings, … stop at older versions), so `npm
 * install` on this machine writes a lock without them and `npm ci` then rejects the lock as out of
 * sync. This puts back every missing optional platform entry (name, version, os/cpu/libc read from
 * the package name) the lock would have on a full registry; npm skips them on other platforms and
 * fetches them by version where they match. Idempotent; run after changing dependencies (`npm run
 * lock:platforms`) — `.ci/run` runs it too. Plain ESM so it runs before anything is installed.
 */
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const OS = {
  darwin: "darwin",
  linux: "linux",
  win32: "win32",
  windows: "win32",
  freebsd: "freebsd",
  android: "android",
  openharmony: "openharmony",
};
const CPU = {
  x64: "x64",
  64: "x64",
  arm64: "arm64",
  arm: "arm",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
};

/** os/cpu/libc of a platform package from its name, e.g. @unrs/resolver-binding-linux-arm-musleabihf. */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const at = parts.findIndex((part) => part in OS);
  if (at < 0 || !(parts[at + 1] in CPU)) return null;
  const rest = parts.slice(at + 2).join("-");
  const libc = rest.startsWith("musl") ? "musl" : rest.startsWith("gnu") ? "glibc" : undefined;
  return { os: OS[parts[at]], cpu: CPU[parts[at + 1]], libc };
}

const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;
const added = [];
for (const [path, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  const prefix = path.slice(0, path.lastIndexOf("node_modules/") + "node_modules/".length);
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    // npm places a dependency beside its parent, or hoists it to the top.
    if (packages[`${prefix}${name}`] || packages[`node_modules/${name}`]) continue;
    const target = `node_modules/${name}`;
    packages[target] = {
      version,
      cpu: [platform.cpu],
      dev: entry.dev,
      optional: true,
      os: [platform.os],
      ...(platform.libc ? { libc: [platform.libc] } : {}),
    };
    added.push(`${name}@${version}`);
  }
}
if (added.length) {
  // Keep the lock's order (sorted paths), as npm writes it.
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added.length} optional platform entries (${added.join(", ")})`);
}
