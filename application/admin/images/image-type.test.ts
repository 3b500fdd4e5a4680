import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('imageTypeOf', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0x56))).toBe('image/webp');
  });

  it('refuses anything else, also a RIFF that is no WebP and files too short to tell', () => {
    expect(imageTypeOf(bytes(0x47, 0x49, 0x46, 0x38))).toBeUndefined();
    expect(imageTypeOf(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeUndefined();
    expect(imageTypeOf(bytes(0x89, 0x50))).toBeUndefined();
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});
