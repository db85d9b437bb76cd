import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetEnv } from "#app/lib/config/env.server";

// Each test file gets its own data folder and a quiet, predictable environment.
process.env.LOG_LEVEL = "silent";
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "wic-test-"));
process.env.SESSION_SECRET = "test-secret-that-is-at-least-thirty-two-characters";
process.env.WIC_TEST_ROUTES = "1";
delete process.env.SMTP_URL;
resetEnv();
