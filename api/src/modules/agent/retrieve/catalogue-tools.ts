/**
 * The catalogue index as a language model's tools (openai-communicator.ts): search the shop's
 * products, get a product's variants (colours, sizes in stock), get the post a comment is under.
 * Every product a tool returns becomes a fact the auditor checks the draft against, so a figure a
 * model read through a tool is supported and an invented one is still refused.
 */
import type { CatalogueIndex } from './catalogue';
import type { KnowledgeSource, ProductFact } from './knowledge';
import { browse, kindByTaxonomy, type KindOf } from '../answer/browse';

export interface ToolResult {
  /** JSON for the model. */
  content: string;
  /** Products the result names (added to the facts the auditor checks). */
  products: ProductFact[];
}

export interface CatalogueTools {
  definitions: ToolDefinition[];
  call(name: string, args: unknown): Promise<ToolResult>;
}

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

const MAX_RESULTS = 5;

const DEFINITIONS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'search_products',
      description:
        "Find the shop's products a customer's words name: article codes in any writing, names in any word form, " +
        'Ukrainian, Russian or English. Returns the best matches with price and sizes in stock.',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string', description: "the customer's words naming the product" } },
        required: ['query'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_variants',
      description: 'All colours of the model an article code belongs to, each with its code, price and sizes in stock.',
      parameters: {
        type: 'object',
        properties: { code: { type: 'string', description: 'an article code of the shop' } },
        required: ['code'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'browse_products',
      description:
        'List the shop\'s models in stock that fit a kind, a price range, a size or a colour ("all jackets", "anything under 600", "what is there in XL"). ' +
        'Returns at most 6 models, each with codes, price and sizes in stock, and how many more fit.',
      parameters: {
        type: 'object',
        properties: {
          kind: { type: 'string', description: "the customer's words for the kind of product, if any" },
          max_price: { type: 'number' },
          min_price: { type: 'number' },
          size: { type: 'string', description: 'a size as the customer wrote it' },
          colour: { type: 'string', description: 'a colour as the customer wrote it' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_post',
      description:
        "The shop's post with this media id (a comment's post, a shared post): its article code and product.",
      parameters: {
        type: 'object',
        properties: { media_id: { type: 'string' } },
        required: ['media_id'],
      },
    },
  },
];

const view = (p: ProductFact) => ({
  code: p.code,
  name: p.name,
  colour: p.colour,
  price: `${p.price} ${p.currency}`,
  material: p.material,
  sizes_in_stock: p.sizes.filter((s) => s.quantity > 0).map((s) => s.size),
  sizes_sold_out: p.sizes.filter((s) => s.quantity <= 0).map((s) => s.size),
});

const text = (v: unknown, key: string): string => {
  const value = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.slice(0, 500) : '';
};

const number = (v: unknown, key: string): number | null => {
  const value = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
};

export function catalogueTools(
  catalogue: CatalogueIndex,
  knowledge: Pick<KnowledgeSource, 'publicationByMediaId'>,
  scope: { userId: string; channelId: string | null },
  kindOf: KindOf = kindByTaxonomy,
): CatalogueTools {
  const result = (products: ProductFact[], extra: object = {}): ToolResult => ({
    content: JSON.stringify({ ...extra, products: products.map(view) }),
    products,
  });
  return {
    definitions: DEFINITIONS,
    async call(name, args) {
      if (name === 'search_products') {
        const found = catalogue.read(text(args, 'query'));
        const products = [
          ...found.coded,
          ...found.models.flatMap((m) => m.variants),
          ...found.ambiguous.flatMap((m) => m.variants),
        ].slice(0, MAX_RESULTS);
        return result(products, found.unknownCodes.length > 0 ? { unknown_codes: found.unknownCodes } : {});
      }
      if (name === 'get_variants') {
        const product = catalogue.byCodeText(text(args, 'code'));
        if (!product) return result([], { error: 'no product with this code' });
        return result(catalogue.modelOfProduct(product)?.variants ?? [product]);
      }
      if (name === 'browse_products') {
        const kind = text(args, 'kind');
        const size = text(args, 'size');
        const colour = text(args, 'colour');
        const sizes = size ? (catalogue.sizesIn(size).length > 0 ? catalogue.sizesIn(size) : [size]) : [];
        const found = browse(
          catalogue,
          {
            maxPrice: number(args, 'max_price'),
            minPrice: number(args, 'min_price'),
            sizes,
            colour: colour !== '',
            kind: kind ? (kindOf(kind, catalogue) ?? []) : null,
          },
          colour,
        );
        return result(
          found.items.flatMap((i) => i.variants),
          { models: found.items.length, more_models: found.more },
        );
      }
      if (name === 'get_post') {
        const post = await knowledge.publicationByMediaId(scope.userId, scope.channelId, text(args, 'media_id'));
        if (!post) return result([], { error: 'no post with this media id' });
        const product = post.code ? catalogue.byCodeText(post.code) : null;
        return result(product ? [product] : [], { post: { code: post.code, link: post.link } });
      }
      return result([], { error: `unknown tool ${name}` });
    },
  };
}
