export { ProductGallery } from './ProductGallery';
export type { ProductGalleryProps } from './ProductGallery';
