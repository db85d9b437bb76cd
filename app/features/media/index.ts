// What other features may use of the media library in the browser: the picker and the item type.
export { LibraryImageTool } from "./components/library-image-tool";
export { MediaPicker } from "./components/media-picker";
export type { MediaItem } from "./media";
