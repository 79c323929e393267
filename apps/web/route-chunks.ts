import path from 'node:path';
import type { Rolldown } from 'vite';

export type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The chunks a route runs before it shows: the chunks of its modules loaded on demand (paths
 * as src/app/routes.tsx imports them, from the app's root) and everything they import.
 */
export function routeChunks(bundle: Rolldown.OutputBundle, root: string, modules: string[]) {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next);
    }
  };
  for (const module of modules) {
    const route = chunks.find(
      (chunk) => chunk.facadeModuleId === path.join(root, module) && chunk.isDynamicEntry,
    );
    if (!route) throw new Error(`${module} is no longer a chunk loaded on demand`);
    visit(route);
  }
  const chunkList = [...seen];
  const css = [
    ...new Set(chunkList.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
  ];
  return { chunks: chunkList, css };
}
