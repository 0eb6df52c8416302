import type { Route } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { slot } from '../../lib/context-slots';

const sections = slot<Set<string>>('audited sections');

/** Whether calls of a route are audited: writes (not GET) that staff may make; student routes never. */
export function isAudited(route: Route): boolean {
  return route.method !== 'GET' && (route.access.who === 'staff' || route.access.who === 'signedIn');
}

/** Notes the section of an audited route, as the registrar registers it. */
export function noteAuditedSection(ctx: AppContext, route: Route): void {
  ctx.slots.get(sections, () => new Set()).add(route.tag);
}

/** The sections with audited routes, by name. */
export function auditedSections(ctx: AppContext): string[] {
  return [...(ctx.slots.find(sections) ?? [])].sort();
}
