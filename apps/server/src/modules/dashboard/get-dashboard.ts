import { dayStartIn, type StaffRole } from '@lms/domain';
import {
  type Dashboard,
  type DashboardCard,
  type DashboardExamState,
  dashboardCardsFor,
  type ExamDayItem,
} from '@lms/domain/contract';
import type { AppContext, Principal } from '../../context';
import { listAudit } from '../audit/list-audit';
import { getBranding } from '../branding/get-branding';
import { listUnfinishedVideos } from '../content/video-jobs/list-unfinished-videos';
import { summarizeMarking } from '../exams/marking/summarize-marking';
import { listExamDay } from '../exams/monitor/list-exam-day';
import { dayCollection } from '../fees/day-collection';
import { countUnanswered } from '../qa/count-unanswered';
import { countBranchStudents } from '../staff/count-branch-students';

type Staff = Extract<Principal, { type: 'staff' }>;

const DAY_MS = 86_400_000;

/** Today's exams and those of the six days after, each with where it stands now. */
async function examsAhead(ctx: AppContext) {
  const now = ctx.now();
  const { timeZone } = await getBranding(ctx);
  const today = dayStartIn(now, timeZone);
  const tomorrow = new Date(today.getTime() + DAY_MS);
  const state = (e: ExamDayItem): DashboardExamState =>
    e.runningNow ? 'running' : Date.parse(e.startsAt) > now.getTime() ? 'upcoming' : 'ended';
  const view = (e: ExamDayItem) => ({
    _id: e._id,
    title: e.title,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    state: state(e),
    groups: e.groups.map((g) => g.name),
  });
  const [todays, later] = await Promise.all([
    listExamDay(ctx, { from: today.toISOString(), to: tomorrow.toISOString() }),
    listExamDay(ctx, {
      from: tomorrow.toISOString(),
      to: new Date(today.getTime() + 7 * DAY_MS).toISOString(),
    }),
  ]);
  const seenToday = new Set(todays.map((e) => e._id));
  return { today: todays.map(view), week: later.filter((e) => !seenToday.has(e._id)).map(view) };
}

/** Each card's figures, read only when the card is shown. */
const cards: { [C in DashboardCard]: (ctx: AppContext, staff: Staff) => Promise<NonNullable<Dashboard[C]>> } =
  {
    students: (ctx) => countBranchStudents(ctx),
    qa: (ctx, staff) => countUnanswered(ctx, staff),
    videos: async (ctx) => ({ items: await listUnfinishedVideos(ctx) }),
    exams: (ctx) => examsAhead(ctx),
    marking: (ctx) => summarizeMarking(ctx),
    money: async (ctx) => {
      const day = await dayCollection(ctx);
      return {
        day: day.day,
        totalPaisa: day.totalPaisa,
        receipts: day.receipts.filter((r) => !r.voided).length,
      };
    },
    audit: async (ctx) => {
      const page = await listAudit(ctx, { limit: 5, offset: 0 });
      return {
        items: page.items.map((e) => ({ _id: e._id, name: e.name, at: e.at, actionText: e.actionText })),
      };
    },
  };

/**
 * GET /staff/dashboard: the office's home page, one card per section the staff member's roles may open
 * (students per branch, unanswered Q&A and their age, videos converting, this week's exams, marking left,
 * today's collection, the last audit entries); the cards are read at once.
 */
export async function getDashboard(ctx: AppContext, staff: Staff): Promise<Dashboard> {
  const shown = dashboardCardsFor(staff.roles as StaffRole[]);
  const figures = await Promise.all(shown.map((card) => cards[card](ctx, staff)));
  return Object.fromEntries([['cards', shown], ...shown.map((card, i) => [card, figures[i]])]) as Dashboard;
}
