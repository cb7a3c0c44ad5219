declare module "virtual:islands" {
  /** The islands' entry script and the files to preload with it; null without an islands build. */
  export const islandScripts: { entry: string; preload: string[] } | null;
}
