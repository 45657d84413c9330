import { sql, type Kysely, type Selectable } from 'kysely';
import type { ShopAnswersUpdateRequest } from '@vitrina/shared/contracts';
import type { CustomerQuestionsTable, DB, ShopAnswersTable } from '../../db/schema';
import { exact, ownChannelFirst, readable, type Scope } from '../../lib/scope';

export type QuestionRow = Selectable<CustomerQuestionsTable>;
export type ShopAnswersRow = Selectable<ShopAnswersTable>;

/** Customer questions the assistant could not answer, and the shop's standing answers. */
export class QuestionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  add(scope: Scope, question: string, conversationId: string | null): Promise<QuestionRow> {
    return this.db
      .insertInto('customer_questions')
      .values({ user_id: scope.userId, channel_id: scope.channelId, question, conversation_id: conversationId })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async list(
    scope: Scope,
    status: 'open' | 'answered' | 'all',
    offset: number,
    limit: number,
  ): Promise<{ rows: QuestionRow[]; total: number }> {
    let base = this.db.selectFrom('customer_questions').where(readable(scope));
    if (status === 'open') base = base.where('answer', 'is', null);
    if (status === 'answered') base = base.where('answer', 'is not', null);
    const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows, total: Number(total) };
  }

  answer(scope: Scope, id: string, answer: string): Promise<QuestionRow | undefined> {
    return this.db
      .updateTable('customer_questions')
      .set({ answer, answered_at: new Date() })
      .where(readable(scope))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(scope: Scope, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('customer_questions')
      .where(readable(scope))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** The texts of the scope's open questions, newest first (what a new one is compared with). */
  async openTexts(scope: Scope, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('customer_questions')
      .select('question')
      .where(readable(scope))
      .where('answer', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.question);
  }

  /** Answered questions whose words resemble the query (the assistant's learned answers). */
  similarAnswered(scope: Scope, text: string, limit: number): Promise<QuestionRow[]> {
    return this.db
      .selectFrom('customer_questions')
      .selectAll()
      .where(readable(scope))
      .where('answer', 'is not', null)
      .where(sql<boolean>`word_similarity(${text}, lower(question)) > 0.3`)
      .orderBy(sql`word_similarity(${text}, lower(question))`, 'desc')
      .limit(limit)
      .execute();
  }

  shopAnswers(scope: Scope): Promise<ShopAnswersRow | undefined> {
    return this.db
      .selectFrom('shop_answers')
      .selectAll()
      .where(readable(scope))
      .orderBy(ownChannelFirst)
      .limit(1)
      .executeTakeFirst();
  }

  async saveShopAnswers(scope: Scope, changes: ShopAnswersUpdateRequest): Promise<ShopAnswersRow> {
    const updated = await this.db
      .updateTable('shop_answers')
      .set({ ...changes, updated_at: new Date() })
      .where(exact(scope))
      .returningAll()
      .executeTakeFirst();
    if (updated) return updated;
    return this.db
      .insertInto('shop_answers')
      .values({ user_id: scope.userId, channel_id: scope.channelId, ...changes })
      .onConflict((oc) => oc.constraint('shop_answers_scope').doUpdateSet({ ...changes, updated_at: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
