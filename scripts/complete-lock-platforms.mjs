#!/usr/bin/env node
/**
 * The npm registry reachable here lacks some platform builds of workerd (its darwin and windows
 * packages stop at older versions), so `npm install` on this machine writes a lock without them
 * and `npm ci` then rejects the lock as out of sync. This puts back the missing optional platform
 * entries (name, version, os/cpu) the lock would have on a full registry; npm skips them on Linux
 * and fetches them by version elsewhere. Idempotent; run after changing dependencies (`npm run
 * lock:platforms`) — `.ci/run` runs it too. Plain ESM so it runs before anything is installed.
 */
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = new URL("../package-lock.json", import.meta.url);
const PLATFORMS = {
  "darwin-64": ["darwin", "x64"],
  "darwin-arm64": ["darwin", "arm64"],
  "linux-64": ["linux", "x64"],
  "linux-arm64": ["linux", "arm64"],
  "windows-64": ["win32", "x64"],
};

const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const packages = lock.packages;
const added = [];
for (const [path, entry] of Object.entries(packages)) {
  if (!path.endsWith("node_modules/workerd")) continue;
  const prefix = path.slice(0, -"workerd".length);
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = PLATFORMS[name.replace("@cloudflare/workerd-", "")];
    const target = `${prefix}${name}`;
    if (!platform || packages[target]) continue;
    packages[target] = {
      version,
      cpu: [platform[1]],
      dev: entry.dev,
      license: "Apache-2.0",
      optional: true,
      os: [platform[0]],
      engines: { node: ">=16" },
    };
    added.push(`${target}@${version}`);
  }
}
if (added.length) {
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${added.length} optional platform entries (${added.join(", ")})`);
}
