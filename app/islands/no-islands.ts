/**
 * `virtual:islands` where no islands build exists (the unit, fuzz and security tests import
 * root.tsx directly): every page then loads React Router's client (decision 079).
 */
export const islandScripts: { entry: string; preload: string[]; islands: Record<string, string[]> } | null = null;
