/** §3 wallpaper (id, hd, fourK, mobile): served by the app (GET dailyBonus/wallpaper/{offerId}/{variant}). */
export const WALLPAPER_SIZES = { preview: [480, 270], hd: [1920, 1080], fourK: [3840, 2160], mobile: [1080, 1920] } as const;
export type WallpaperVariant = keyof typeof WALLPAPER_SIZES;

export function wallpaperLinks(offerId: number): { id: number; hd: string; fourK: string; mobile: string; preview: string } {
  const link = (variant: WallpaperVariant) => `/rest/v1/dailyBonus/wallpaper/${offerId}/${variant}`;
  return { id: offerId, hd: link('hd'), fourK: link('fourK'), mobile: link('mobile'), preview: link('preview') };
}
