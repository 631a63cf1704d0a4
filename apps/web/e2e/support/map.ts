import type { Locator } from '@playwright/test';

/**
 * The share of a map's canvas that is painted (not blank or white): land, boundaries and shading.
 * An empty canvas or a failed map reads 0.
 */
export function paintedShare(map: Locator): Promise<number> {
  return map.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0 || canvas.height === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 0; i < data.length; i += 4) {
      const white = (data[i] ?? 0) > 250 && (data[i + 1] ?? 0) > 250 && (data[i + 2] ?? 0) > 250;
      if ((data[i + 3] ?? 0) > 0 && !white) painted += 1;
    }
    return painted / (data.length / 4);
  });
}
