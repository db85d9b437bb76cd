/** An image of the media library, as pages and pickers use it. */
export interface MediaItem {
  id: number;
  src: string;
  alt: string;
  width: number;
  height: number;
}
