import type { Product, Publication } from '@vitrina/shared/contracts';
import { detailsOf } from '../answer/details';
import type { ImageLoader } from '../../../lib/image-fetch';
import { draftMemo } from '../../../lib/draft-memo';
import { photoHash } from '../../../lib/image-hash';
import type { KnowledgeService } from '../../knowledge';
import type { PublicationsService } from '../../publications';
import { CatalogueCache, CatalogueIndex } from './catalogue';
import { savedAnswersFor, type SavedReplyText } from './saved-answers';
import {
  codeKey,
  NOT_COUNTED,
  type KnowledgeSource,
  type ProductFact,
  type PublicationFact,
  type QuestionsSink,
} from './knowledge';

/**
 * The shop's real knowledge for the assistant: products, publications, standing answers and
 * questions from the knowledge and publications modules, in the retriever's terms. Products
 * without a price in the stock file are left out: the auditor accepts only figures from the data,
 * and a draft must never invent one.
 */
export function toProductFact(p: Product): ProductFact | null {
  if (p.price === null) return null;
  return {
    code: p.code,
    name: p.name,
    colour: p.color,
    price: p.price,
    currency: 'UAH',
    material: p.material || null,
    lining: p.lining || null,
    // A size with no count in the file is in stock, not limited (as orders/stock.ts reads it). A
    // product without sizes (a bag, a pendant) is one size '' holding its own quantity, as an
    // order's line of it has size '' (orders/stock.ts).
    sizes: (p.sizes.length > 0 ? p.sizes : [{ size: '', quantity: p.quantity }]).map((s) => ({
      size: s.size.trim(),
      quantity: s.quantity ?? NOT_COUNTED,
      ...(s.quantity === null && { counted: false as const }),
      ...(s.sku && { sku: s.sku }),
      ...(s.toOrder && { toOrder: true as const }),
      ...(s.price !== undefined && { price: s.price }),
    })),
    linkedCodes: p.linked_codes,
    ...(p.category && { category: p.category }),
    ...(p.audience && { audience: p.audience }),
    ...(detailsOf(p.description).length > 0 && { details: detailsOf(p.description) }),
    ...(p.description?.trim() && { description: p.description.trim() }),
  };
}

function toPublicationFact(p: Publication): PublicationFact {
  return { id: p.id, mediaId: p.media_id, code: p.code, linkedCodes: p.linked_codes, link: p.link, title: p.title };
}

const orNull = (text: string) => (text.trim() ? text : null);

/**
 * Largest Hamming distance (of 64 bits) between a customer's photo and a post's hashes that still
 * counts as that post. Resized, recompressed and moderately cropped copies measured 0–4; other
 * pictures 10 and more (test/photo-match.test.ts).
 */
export const PHOTO_MATCH_MAX_DISTANCE = 8;

/** How long a photo that matched no post waits for the posts' pictures being hashed. */
const HASHING_WAIT_MS = 10_000;

/**
 * Stock held by open orders (the orders module, docs/product.md §9.8): the assistant's availability
 * answers count what is left after them.
 */
export type Reservations = (userId: string) => Promise<{ stamp: string; held: (code: string, size: string) => number }>;

const NO_RESERVATIONS: Reservations = async () => ({ stamp: '', held: () => 0 });

/** A product fact with each size's quantity less what open orders hold. */
function lessHeld(fact: ProductFact | null, held: (code: string, size: string) => number): ProductFact | null {
  if (!fact) return null;
  return {
    ...fact,
    sizes: fact.sizes.map((s) =>
      s.counted === false ? s : { ...s, quantity: Math.max(0, s.quantity - held(fact.code, s.size)) },
    ),
  };
}

/** The team's saved replies of a shop (the teamwork module, docs/product.md §9.15). */
export type SavedReplies = (userId: string) => Promise<SavedReplyText[]>;

export function knowledgeFromModules(
  knowledge: KnowledgeService,
  publications: PublicationsService,
  loadImage: ImageLoader | null = null,
  reservations: Reservations = NO_RESERVATIONS,
  savedReplies: SavedReplies = async () => [],
): { source: KnowledgeSource; questions: QuestionsSink } {
  const catalogues = new CatalogueCache();
  const source: KnowledgeSource = {
    // The state, the retriever and the order of one draft share one look (lib/draft-memo.ts).
    catalogue: (userId, channelId) =>
      draftMemo(`catalogue:${userId}:${channelId ?? ''}`, async () => {
        const [stamp, reserved] = await Promise.all([knowledge.productsStamp(userId, channelId), reservations(userId)]);
        return catalogues.get(`${userId}:${channelId ?? ''}`, `${stamp}|${reserved.stamp}`, async () => {
          // A channel's own rows of a code hide the account-wide ones (docs/product.md §9.4); a code's
          // rows in several colours (one article per model) all stay.
          const scopeOf = new Map<string, string | null>();
          const facts: ProductFact[] = [];
          for (const product of await knowledge.catalogueProducts(userId, channelId)) {
            const fact = lessHeld(toProductFact(product), reserved.held);
            if (!fact) continue;
            const key = codeKey(fact.code);
            if (!scopeOf.has(key)) scopeOf.set(key, product.channel_id);
            if (scopeOf.get(key) === product.channel_id) facts.push(fact);
          }
          return new CatalogueIndex(facts);
        });
      }),
    async findProducts(userId, channelId, query) {
      // Codes first (exact, any spelling), then what the words find; one fact per code.
      const byCode = await Promise.all(query.codes.map((code) => knowledge.findByCode(userId, channelId, code)));
      const byText = query.text.trim() ? await knowledge.findProducts(userId, channelId, query.text) : [];
      const { held } = await reservations(userId);
      const seen = new Set<string>();
      const facts: ProductFact[] = [];
      for (const product of [...byCode, ...byText]) {
        const fact = product ? lessHeld(toProductFact(product), held) : null;
        if (fact && !seen.has(fact.code)) {
          seen.add(fact.code);
          facts.push(fact);
        }
      }
      return facts;
    },
    async findByCode(userId, channelId, code) {
      const product = await knowledge.findByCode(userId, channelId, code);
      return product ? lessHeld(toProductFact(product), (await reservations(userId)).held) : null;
    },
    async publicationByMediaId(userId, channelId, mediaId) {
      const publication = await publications.publicationByMediaId(userId, channelId, mediaId);
      return publication ? toPublicationFact(publication) : null;
    },
    async shopAnswers(userId, channelId) {
      const a = await knowledge.shopAnswers({ userId, channelId });
      return {
        delivery: orNull(a.delivery),
        payment: orNull(a.payment),
        returns: orNull(a.returns),
        contacts: orNull(a.contacts),
      };
    },
    async ownerAnswers(userId, channelId, text) {
      // The team's saved replies on what is asked first: the shop's own words on its policies.
      const [saved, answered] = await Promise.all([
        savedReplies(userId),
        knowledge.answeredQuestions(userId, channelId, text),
      ]);
      return [
        ...savedAnswersFor(text, saved),
        ...answered.flatMap((q) => (q.answer ? [{ question: q.question, answer: q.answer }] : [])),
      ];
    },
    ...(loadImage && {
      async matchPhoto(userId, channelId, imageUrl) {
        let hash: string;
        try {
          hash = await photoHash(await loadImage(imageUrl));
        } catch (err) {
          // Not fetched (limits, network, not an image) or not decodable: not recognised.
          return { status: 'unreadable', reason: err instanceof Error ? err.message : String(err) };
        }
        let nearest = await publications.nearestByImage(userId, channelId, hash);
        // The posts' pictures are being read (a channel just connected): the match may be among them.
        const near = (n: typeof nearest) => n !== null && n.distance <= PHOTO_MATCH_MAX_DISTANCE;
        if (!near(nearest) && (await publications.hashingSettled(userId, channelId, HASHING_WAIT_MS))) {
          nearest = await publications.nearestByImage(userId, channelId, hash);
        }
        if (!nearest) return { status: 'no_match', distance: null };
        if (nearest.distance > PHOTO_MATCH_MAX_DISTANCE) return { status: 'no_match', distance: nearest.distance };
        const p = nearest.publication;
        return { status: 'matched', mediaId: p.media_id, code: p.code, title: p.title, distance: nearest.distance };
      },
    }),
  };
  const questions: QuestionsSink = {
    async record(q) {
      await knowledge.recordCustomerQuestion(q.userId, q.channelId, q.text, q.conversationId);
    },
  };
  return { source, questions };
}
