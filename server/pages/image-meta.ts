import path from 'node:path';
import type { Logger } from 'pino';
import { type ImageMeta, readImageMeta, UNREADABLE_IMAGE_META } from '../../src/integrations/images/sharp.ts';

// Image sizes for the pages (spec §7, §8): the size of a file under the built public/ directory, read from its
// header with sharp, so a page can give an <img> its width and height (no layout shift). An image whose metadata
// cannot be read — missing, not an image, no dimensions — is logged once and read as width 0, height 0, ratio 0;
// the page then draws its stand-in. Answers are kept for the process's life (the files change only with a deploy).

export type ImageMetaReader = (sitePath: string) => Promise<ImageMeta>;

export function createImageMetaReader({
  publicDir,
  logger,
}: {
  publicDir: string;
  logger: Pick<Logger, 'warn'>;
}): ImageMetaReader {
  const root = path.resolve(publicDir);
  const known = new Map<string, Promise<ImageMeta>>();
  return (sitePath) => {
    let answer = known.get(sitePath);
    if (!answer) {
      const file = path.resolve(root, `.${path.posix.normalize(`/${sitePath}`)}`);
      answer =
        sitePath.startsWith('/') && file.startsWith(`${root}${path.sep}`)
          ? readImageMeta(file, (error) =>
              logger.warn(
                { image: sitePath, err: error },
                'Image metadata could not be read; width 0, height 0',
              ),
            )
          : Promise.resolve(UNREADABLE_IMAGE_META);
      if (known.size < 10_000) known.set(sitePath, answer);
    }
    return answer;
  };
}
