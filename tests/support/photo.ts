/**
 * A photo as a camera makes it, for the tests of the blog's pictures: large
 * (4000 × 3000 by default), with the fine grain and the soft gradients of a
 * real scene, so that it compresses as a photo does (a flat colour would
 * pass any size limit, pure noise none). Made by sharp, no file needed.
 */
import sharp from 'sharp';

export async function cameraPhoto({ width = 4000, height = 3000, format = 'jpeg', orientation }: { width?: number; height?: number; format?: 'jpeg' | 'png'; orientation?: number } = {}): Promise<Buffer> {
  // A sky-to-ground gradient with a few soft shapes, then a camera's grain over it.
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb6d9"/><stop offset="0.55" stop-color="#e8e2d0"/><stop offset="1" stop-color="#5b6b4a"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>
      <circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.12}" fill="#f4d58d" opacity="0.8"/>
      <rect x="${width * 0.1}" y="${height * 0.55}" width="${width * 0.35}" height="${height * 0.3}" fill="#7d4f3a" opacity="0.85"/>
      <rect x="${width * 0.5}" y="${height * 0.6}" width="${width * 0.3}" height="${height * 0.25}" fill="#3e5c76" opacity="0.8"/>
    </svg>`,
  );
  const grain = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .png()
    .toBuffer();
  const photo = sharp(scene).composite([{ input: grain, blend: 'overlay' }]);
  const encoded = format === 'png' ? photo.png({ compressionLevel: 6 }) : photo.jpeg({ quality: 92 });
  return orientation ? encoded.withMetadata({ orientation }).toBuffer() : encoded.toBuffer();
}
