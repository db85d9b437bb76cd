// What other features may use of the directory (components and types).
export { MyListings } from "./components/my-listings";
