/** The parts of Shaka Player the preview uses (its generated typings are not usable as they are). */
export interface ShakaRequest {
  uris: string[];
}

/** A Shaka player. */
export interface ShakaPlayer {
  attach(video: HTMLMediaElement): Promise<void>;
  load(uri: string): Promise<void>;
  destroy(): Promise<void>;
  getNetworkingEngine(): {
    registerRequestFilter(filter: (type: number, request: ShakaRequest) => void): void;
  } | null;
}

/** The Shaka module. */
export interface ShakaModule {
  Player: { new (): ShakaPlayer; isBrowserSupported(): boolean };
  polyfill: { installAll(): void };
}

let loading: Promise<ShakaModule> | undefined;

/** Loads Shaka Player's HLS build on first preview (it is in no page's bundle). */
export function loadShaka(): Promise<ShakaModule> {
  loading ??= import('shaka-player/dist/shaka-player.hls.js').then((mod) => {
    const shaka = ((mod as { default?: unknown }).default ?? mod) as ShakaModule;
    shaka.polyfill.installAll();
    return shaka;
  });
  return loading;
}
