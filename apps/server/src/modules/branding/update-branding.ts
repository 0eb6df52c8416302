import type { AppContext } from '../../context';
import { institute } from '../../db/schema';
import { type Branding, forgetBranding, getBranding } from './get-branding';

/** Fields staff may change. */
export type BrandingPatch = Partial<Omit<Branding, 'versionLabel'>>;

/** Saves the branding; one build of the web app picks it up at its next load. */
export async function updateBranding(ctx: AppContext, patch: BrandingPatch): Promise<Branding> {
  const current = await getBranding(ctx);
  const { versionLabel: _label, ...base } = current;
  const next = { ...base, ...patch, updatedAt: ctx.now() };
  await ctx.db
    .insert(institute)
    .values({ id: 'default', ...next })
    .onConflictDoUpdate({ target: institute.id, set: next });
  forgetBranding();
  return getBranding(ctx);
}
