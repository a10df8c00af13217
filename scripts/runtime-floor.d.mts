export interface RuntimeFloor {
  url: URL;
  stop: () => Promise<void>;
}
/** `page`: the HTML the floor answers with and keeps in its cache (an uncached product page of the shop). */
export function startRuntimeFloor(options: { page: string }): Promise<RuntimeFloor>;
