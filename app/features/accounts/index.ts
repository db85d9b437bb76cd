// What other features may use of accounts (components and types).
export { AccountBar } from "./components/account-bar";
