export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
