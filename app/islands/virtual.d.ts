declare module "virtual:islands" {
  /** The islands' entry script and the files to preload with it; null without an islands build. */
  /** `islands`: the files each island's code needs, by its registered name (server-rendered island pages preload them). */
  export const islandScripts: { entry: string; preload: string[]; islands: Record<string, string[]> } | null;
}
