import type { Branding, BrandingPatch } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { saveBrandingRow } from './branding-repository';
import { forgetBranding, getBranding } from './get-branding';

/** Saves the branding; one build of the web app picks it up at its next load. */
export async function updateBranding(ctx: AppContext, patch: BrandingPatch): Promise<Branding> {
  const current = await getBranding(ctx);
  const { versionLabel: _label, ...base } = current;
  await saveBrandingRow(ctx.db, { ...base, ...patch, updatedAt: ctx.now() });
  forgetBranding(ctx);
  return getBranding(ctx);
}
