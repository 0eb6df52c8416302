/** The parts of Shaka Player the student app and the console use (its generated typings are not usable as they are). */
export interface ShakaRequest {
  uris: string[];
  headers: Record<string, string>;
}

/** A variant (video + audio) track. */
export interface ShakaTrack {
  id: number;
  height: number | null;
  bandwidth: number;
  active: boolean;
}

/** A Shaka player. */
export interface ShakaPlayer {
  attach(video: HTMLMediaElement): Promise<void>;
  load(uri: string): Promise<void>;
  destroy(): Promise<void>;
  configure(config: object): boolean;
  getNetworkingEngine(): {
    registerRequestFilter(filter: (type: number, request: ShakaRequest) => void): void;
  } | null;
  getVariantTracks(): ShakaTrack[];
  selectVariantTrack(track: ShakaTrack, clearBuffer?: boolean): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
}

/** The Shaka module. */
export interface ShakaModule {
  Player: { new (): ShakaPlayer; isBrowserSupported(): boolean };
  polyfill: { installAll(): void };
  net: { NetworkingEngine: { RequestType: { LICENSE: number; SERVER_CERTIFICATE: number } } };
}

let loading: Promise<ShakaModule> | undefined;

/** Loads Shaka Player's HLS build on first use (it is not in any page's bundle). */
export function loadShaka(): Promise<ShakaModule> {
  loading ??= import('shaka-player/dist/shaka-player.hls.js').then((mod) => {
    const shaka = ((mod as { default?: unknown }).default ?? mod) as ShakaModule;
    shaka.polyfill.installAll();
    return shaka;
  });
  return loading;
}
