// `npm start`'s entry, built beside the app (vite.config.ts): the server, its jobs and the pages
// share one copy of the code, which Node loads from build/server/ without compiling TypeScript.
import * as build from "virtual:react-router/server-build";
import { failedToStart, startServer } from "./start";

startServer({ build }).catch(failedToStart);
