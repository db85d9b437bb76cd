import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // Tests may build elsewhere (WIC_BUILD_DIR) so that parallel runs do not overwrite each other.
  buildDirectory: process.env.WIC_BUILD_DIR ?? "build",
} satisfies Config;
