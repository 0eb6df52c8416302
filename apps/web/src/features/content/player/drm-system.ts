/** A DRM system the player can ask for, with its key system name. */
export const DRM_SYSTEMS = [
  { drmType: 'Widevine', keySystem: 'com.widevine.alpha' },
  { drmType: 'PlayReady', keySystem: 'com.microsoft.playready' },
  { drmType: 'FairPlay', keySystem: 'com.apple.fps' },
] as const;

/** One DRM system. */
export type DrmSystem = (typeof DRM_SYSTEMS)[number];

/** A check that a key system works here (navigator.requestMediaKeySystemAccess in a browser). */
export type KeySystemProbe = (keySystem: string) => Promise<boolean>;

/** The first DRM system this browser supports: Widevine preferred, else PlayReady, else FairPlay. */
export async function detectDrmSystem(probe: KeySystemProbe): Promise<DrmSystem | null> {
  for (const system of DRM_SYSTEMS) {
    if (await probe(system.keySystem).catch(() => false)) return system;
  }
  return null;
}

/** The browser's probe: asks for the key system with a common video configuration. */
export const browserProbe: KeySystemProbe = async (keySystem) => {
  if (typeof navigator === 'undefined' || !navigator.requestMediaKeySystemAccess) return false;
  await navigator.requestMediaKeySystemAccess(keySystem, [
    {
      initDataTypes: ['cenc', 'sinf', 'skd'],
      videoCapabilities: [{ contentType: 'video/mp4; codecs="avc1.42E01E"' }],
    },
  ]);
  return true;
};
