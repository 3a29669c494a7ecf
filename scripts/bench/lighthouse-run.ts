/**
 * Lighthouse through its Node API with its default configuration, the one its CLI runs: the mobile
 * form factor, simulated slow 4G and a 4× slower CPU (no settings of ours), in the Chromium the tests
 * use (lib/chromium.ts), started by chrome-launcher, Lighthouse's own launcher. A new browser with a
 * new profile for every run, as the CLI does: in a reused one, what the page stored (IndexedDB) is
 * still there and Lighthouse warns that it may change the figures.
 */
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, findChromium } from "../lib/chromium";

/** One Lighthouse run of `url`; throws when Lighthouse could not measure the page. */
async function runLighthouse(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: (await findChromium()).path,
    chromeFlags: ["--headless", ...CHROMIUM_ARGS],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** `runs` runs after `warmups` uncounted ones, and the median run as Lighthouse picks it (closest to the median FCP and time to interactive). */
export async function medianLighthouseRun(url: string, runs: number, warmups: number, onRun: (lhr: Result) => void): Promise<Result> {
  for (let warmup = 0; warmup < warmups; warmup++) await runLighthouse(url);
  const results: Result[] = [];
  for (let at = 0; at < runs; at++) {
    const lhr = await runLighthouse(url);
    onRun(lhr);
    results.push(lhr);
  }
  return computeMedianRun(results);
}
