import { env as workerEnv } from "cloudflare:workers";
import type { Bindings } from "../../../edge-api/src/env";

/** The worker's bindings plus where the tests reach the Auth emulator. */
export const env = workerEnv as unknown as Bindings & { TEST_AUTH_EMULATOR_HOST: string };
