import { attentionOf, hasUnreadDot, inboxReducer, initialInboxState as s0 } from './inbox-state';

const C = 'c1';

describe('inboxReducer', () => {
  it('a customer message sets the dot, and the waiting flag only with the assistant on', () => {
    const off = inboxReducer(s0, { type: 'customer-message', conversationId: C, botOn: false });
    expect(off.unread[C]).toBe(true);
    expect(off.waiting[C]).toBeUndefined();
    const on = inboxReducer(s0, { type: 'customer-message', conversationId: C, botOn: true });
    expect(on.waiting[C]).toBe(true);
  });

  it('a comment opens comment-reply mode only in the COMMENT_ONLY scenario', () => {
    const only = inboxReducer(s0, {
      type: 'customer-message',
      conversationId: C,
      botOn: true,
      comment: { commentId: 'cm1', commentOnly: true },
    });
    expect(only.commentReply[C]).toEqual({ commentId: 'cm1' });
    const withDm = inboxReducer(s0, {
      type: 'customer-message',
      conversationId: C,
      botOn: true,
      comment: { commentId: 'cm1', commentOnly: false },
    });
    expect(withDm.commentReply[C]).toBeUndefined();
  });

  it('a proposition stores the draft and ends the wait; a comment draft enters comment mode', () => {
    const waiting = inboxReducer(s0, { type: 'await-answer', conversationId: C });
    const dm = inboxReducer(waiting, { type: 'proposition', conversationId: C, text: 'Так', comment: false });
    expect(dm.drafts[C]).toEqual({ text: 'Так', comment: false });
    expect(dm.waiting[C]).toBeUndefined();
    expect(dm.commentReply[C]).toBeUndefined();
    const comment = inboxReducer(s0, { type: 'proposition', conversationId: C, text: 'Так', comment: true });
    expect(comment.commentReply[C]).toEqual({ commentId: null });
  });

  it('a direct draft for a comment is a private reply to it; a public one targets the comment', () => {
    const dm = inboxReducer(s0, {
      type: 'proposition',
      conversationId: C,
      text: 'x',
      comment: false,
      commentId: 'cm3',
    });
    expect(dm.drafts[C]).toEqual({ text: 'x', comment: false, privateReplyTo: 'cm3' });
    expect(dm.commentReply[C]).toBeUndefined();
    const pub = inboxReducer(s0, {
      type: 'proposition',
      conversationId: C,
      text: 'x',
      comment: true,
      commentId: 'cm3',
    });
    expect(pub.commentReply[C]).toEqual({ commentId: 'cm3' });
  });

  it('a comment draft keeps the comment already targeted', () => {
    const targeted = inboxReducer(s0, { type: 'comment-reply', conversationId: C, commentId: 'cm7' });
    const next = inboxReducer(targeted, { type: 'proposition', conversationId: C, text: 'x', comment: true });
    expect(next.commentReply[C]).toEqual({ commentId: 'cm7' });
  });

  it('a processing error ends the wait, and the same text twice is two errors', () => {
    const waiting = inboxReducer(s0, { type: 'await-answer', conversationId: C });
    const first = inboxReducer(waiting, { type: 'processing-error', conversationId: C, text: 'Помилка' });
    expect(first.waiting[C]).toBeUndefined();
    const second = inboxReducer(first, { type: 'processing-error', conversationId: C, text: 'Помилка' });
    expect(second.errors[C]!.seq).not.toBe(first.errors[C]!.seq);
  });

  it('a send clears the draft, the comment context and the wait, and leaves other conversations', () => {
    let s = inboxReducer(s0, { type: 'proposition', conversationId: C, text: 'a', comment: true });
    s = inboxReducer(s, { type: 'await-answer', conversationId: C });
    s = inboxReducer(s, { type: 'proposition', conversationId: 'c2', text: 'b', comment: false });
    s = inboxReducer(s, { type: 'sent', conversationId: C });
    expect(s.drafts).toEqual({ c2: { text: 'b', comment: false } });
    expect(s.commentReply[C]).toBeUndefined();
    expect(s.waiting[C]).toBeUndefined();
  });

  it('read clears the dot; discard and cancel remove only their part', () => {
    let s = inboxReducer(s0, { type: 'customer-message', conversationId: C, botOn: false });
    s = inboxReducer(s, { type: 'read', conversationId: C });
    expect(s.unread[C]).toBeUndefined();
    s = inboxReducer(s, { type: 'proposition', conversationId: C, text: 'a', comment: true });
    s = inboxReducer(s, { type: 'discard-draft', conversationId: C });
    expect(s.drafts[C]).toBeUndefined();
    expect(s.commentReply[C]).toBeDefined();
    s = inboxReducer(s, { type: 'cancel-comment-reply', conversationId: C });
    expect(s.commentReply[C]).toBeUndefined();
  });

  it('the dot: a live message lights it unless the conversation is open; reading up to a time outlives a stale count', () => {
    const row = (unread: number, at: string) => ({ id: C, unread, last_message: { created_time: at } });
    const T1 = '2026-11-25T10:00:00.000Z';
    const T2 = '2026-11-25T10:05:00.000Z';
    expect(hasUnreadDot(s0, row(1, T1))).toBe(true);
    const read = inboxReducer(s0, { type: 'read', conversationId: C, upTo: T1 });
    // The server's list, answered before it heard of the reading, still counts the message.
    expect(hasUnreadDot(read, row(1, T1))).toBe(false);
    // A later message is unread again.
    expect(hasUnreadDot(read, row(2, T2))).toBe(true);
    const openLive = inboxReducer(read, {
      type: 'customer-message',
      conversationId: C,
      botOn: false,
      at: T2,
      open: true,
    });
    expect(openLive.unread[C]).toBeUndefined();
    expect(hasUnreadDot(openLive, row(2, T2))).toBe(false);
    const elsewhere = inboxReducer(read, { type: 'customer-message', conversationId: C, botOn: false, at: T2 });
    expect(hasUnreadDot(elsewhere, row(2, T2))).toBe(true);
    // The watermark never moves back.
    expect(inboxReducer(openLive, { type: 'read', conversationId: C, upTo: T1 }).readUpTo[C]).toBe(T2);
  });

  it('full trust: a reply counting down ends when it went out or was cancelled (the right one only), and no draft is awaited', () => {
    const waiting = inboxReducer(s0, { type: 'customer-message', conversationId: C, botOn: true });
    const counting = inboxReducer(waiting, {
      type: 'auto-reply-scheduled',
      conversationId: C,
      replyId: 'r1',
      text: 'Так, є',
      sendAt: '2026-11-29T10:00:10.000Z',
    });
    expect(counting.waiting[C]).toBeUndefined();
    expect(counting.autoReplies[C]).toEqual({ replyId: 'r1', text: 'Так, є', sendAt: '2026-11-29T10:00:10.000Z' });
    // The cancel of an older reply leaves the newer one counting.
    expect(
      inboxReducer(counting, { type: 'auto-reply-done', conversationId: C, replyId: 'r0' }).autoReplies[C],
    ).toBeDefined();
    expect(
      inboxReducer(counting, { type: 'auto-reply-done', conversationId: C, replyId: 'r1' }).autoReplies[C],
    ).toBeUndefined();
    expect(inboxReducer(counting, { type: 'auto-reply-done', conversationId: C }).autoReplies[C]).toBeUndefined();
  });

  it('"needs your reply": the live word over the list’s, cleared by the shop’s reply', () => {
    const row = { id: C, attention: { reason: 'complaint' as const } };
    expect(attentionOf(s0, row)).toBe('complaint');
    expect(attentionOf(s0, { id: C, attention: null })).toBeNull();
    const handed = inboxReducer(s0, { type: 'attention', conversationId: C, reason: 'asked_for_person' });
    expect(attentionOf(handed, { id: C, attention: null })).toBe('asked_for_person');
    const answered = inboxReducer(handed, { type: 'sent', conversationId: C });
    expect(attentionOf(answered, row)).toBeNull();
  });
});
