// What the server and other features may use of the privacy feature.

export { startRetention } from "./retention.server";
