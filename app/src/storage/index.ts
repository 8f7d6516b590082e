export { createSafeStorage, safeStorage, type SafeStorage, type StorageArea } from './safeStorage';
export { StorageNotice } from './StorageNotice';
