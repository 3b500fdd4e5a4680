import { check, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { instant } from './columns';

/**
 * The articles of the Werbemittelshop (flyers, posters, pens … with which a works council
 * advertises a seminar). The check keeps the stock from ever going below zero, whatever races.
 */
export const werbemittelArticles = pgTable(
  'werbemittel_articles',
  {
    articleId: serial('article_id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path'),
    stock: integer('stock').notNull(),
  },
  (t) => [check('werbemittel_articles_stock_not_negative', sql`${t.stock} >= 0`)],
);

/** An order of a portal user; the delivery address holds the werbemittel-shop-request form's fields. */
export const werbemittelOrders = pgTable('werbemittel_orders', {
  reference: text('reference').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  orderedAt: instant('ordered_at').notNull(),
  deliveryAddress: jsonb('delivery_address').$type<Readonly<Record<string, string>>>().notNull(),
});

export const werbemittelOrderLines = pgTable(
  'werbemittel_order_lines',
  {
    reference: text('reference')
      .notNull()
      .references(() => werbemittelOrders.reference, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => werbemittelArticles.articleId),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reference, t.articleId] }), check('werbemittel_order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);
