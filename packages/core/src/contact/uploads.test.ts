import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, checkUploads, fileTooLargeMessage } from './uploads';

describe('checkUploads', () => {
  it('accepts files up to exactly 5 MB and skips larger ones', () => {
    // Arrange
    const files = [
      { name: 'exact.jpg', size: 5242880 },
      { name: 'big.jpg', size: 5242881 },
      { name: 'small.png', size: 10 },
    ];

    // Act
    const { accepted, oversize } = checkUploads(files);

    // Assert
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(accepted.map((file) => file.name)).toEqual(['exact.jpg', 'small.png']);
    expect(oversize.map((file) => file.name)).toEqual(['big.jpg']);
  });
});

describe('fileTooLargeMessage', () => {
  it('lists the skipped names', () => {
    expect(fileTooLargeMessage([{ name: 'a.jpg' }, { name: 'b.jpg' }])).toEqual({
      key: 'validation.fileTooLarge',
      values: { names: 'a.jpg, b.jpg' },
    });
  });

  it('is null when nothing was skipped', () => {
    expect(fileTooLargeMessage([])).toBeNull();
  });
});
