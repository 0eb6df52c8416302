import { describe, expect, it } from 'vitest';
import {
  canEditQuestion,
  canEditReply,
  canReply,
  hasQaForum,
  hasReplyContent,
  isChapterOffered,
} from './rules';

describe('Q&A rules', () => {
  it('needs text or an attachment in a reply', () => {
    expect(hasReplyContent('  ', 0)).toBe(false);
    expect(hasReplyContent(undefined, 0)).toBe(false);
    expect(hasReplyContent(' ok ', 0)).toBe(true);
    expect(hasReplyContent('', 1)).toBe(true);
  });

  it('hides chapters whose names start with P, B, Z or C', () => {
    expect(['Physics 1', 'Biology', 'Zoology', 'Chapter 2'].map(isChapterOffered)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['Vectors', 'motion', 'তাপগতিবিদ্যা', 'chemistry'].map(isChapterOffered)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('has a forum when Q&A is on or the course is a Q&A card', () => {
    expect(hasQaForum({ qa: false, type: 'course' })).toBe(false);
    expect(hasQaForum({ qa: true, type: 'course' })).toBe(true);
    expect(hasQaForum({ qa: false, type: 'qna' })).toBe(true);
  });

  it('blocks replies on a COMPLETED question', () => {
    expect(canReply({ status: 'COMPLETED' })).toBe(false);
    expect(canReply({ status: 'OPEN' })).toBe(true);
    expect(canReply({ status: undefined })).toBe(true);
  });

  it('lets the owner edit a question only while it has no replies and is open', () => {
    const q = { status: 'OPEN', ownerId: 's1', answers: 0 };
    expect(canEditQuestion(q, 's1')).toBe(true);
    expect(canEditQuestion(q, 's2')).toBe(false);
    expect(canEditQuestion({ ...q, answers: 1 }, 's1')).toBe(false);
    expect(canEditQuestion({ ...q, status: 'COMPLETED' }, 's1')).toBe(false);
  });

  it('lets a student edit only the last reply, their own, on an open question', () => {
    const replies = [
      { _id: 'c1', userType: 'Student', userId: 's1' },
      { _id: 'c2', userType: 'Admin', userId: 't1' },
      { _id: 'c3', userType: 'Student', userId: 's1' },
    ];
    const open = { status: 'OPEN' };
    expect(canEditReply(open, replies, 'c3', 's1')).toBe(true);
    expect(canEditReply(open, replies, 'c1', 's1')).toBe(false);
    expect(canEditReply(open, replies, 'c3', 's2')).toBe(false);
    expect(canEditReply({ status: 'COMPLETED' }, replies, 'c3', 's1')).toBe(false);
    expect(canEditReply(open, replies.slice(0, 2), 'c2', 't1')).toBe(false);
    expect(canEditReply(open, [], 'c1', 's1')).toBe(false);
  });
});
