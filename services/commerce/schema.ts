/**
 * The commerce database schema, the same on PGlite and PostgreSQL. Every statement is idempotent, so the
 * migration runs on every start (under an advisory lock, so instances starting together take turns).
 * Money columns are integer öre. Two constraints carry guarantees across instances: one checkout per
 * basket (`checkouts.basket_id UNIQUE`) and one order per checkout (`orders.checkout_id UNIQUE`). Order
 * numbers are drawn at random by the payment (order-number.ts) and unique (`orders.order_number UNIQUE`: a
 * number taken is drawn again). The sequence `order_numbers` numbers only orders of databases made before
 * orders had numbers.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS baskets (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ordered')),
  sales_channel_id text NOT NULL,
  order_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS basket_items (
  id uuid PRIMARY KEY,
  basket_id uuid NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  variant_id text NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  gift_card_price_ore integer CHECK (gift_card_price_ore IS NULL OR gift_card_price_ore > 0),
  bundle jsonb NOT NULL DEFAULT '{}'::jsonb,
  bundle_key text NOT NULL DEFAULT '',
  position bigserial,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (basket_id, variant_id, bundle_key)
);
-- Baskets and their lines are updated in place all the time: room on each page lets Postgres update a
-- row without touching its indexes (HOT updates). Set only when not set yet: ALTER TABLE locks the table
-- against every reader, which a second instance starting beside a busy one must not do. The
-- (basket_id, …) unique index serves basket loads.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_class WHERE oid = 'baskets'::regclass AND reloptions @> ARRAY['fillfactor=70']) THEN
    ALTER TABLE baskets SET (fillfactor = 70);
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_class WHERE oid = 'basket_items'::regclass AND reloptions @> ARRAY['fillfactor=70']) THEN
    ALTER TABLE basket_items SET (fillfactor = 70);
  END IF;
END $$;
DROP INDEX IF EXISTS basket_items_basket;

CREATE TABLE IF NOT EXISTS basket_coupons (
  basket_id uuid NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  code text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (basket_id, code)
);

CREATE TABLE IF NOT EXISTS basket_comments (
  basket_id uuid PRIMARY KEY REFERENCES baskets (id) ON DELETE CASCADE,
  message text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS stock (
  variant_id text PRIMARY KEY,
  quantity integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS checkouts (
  id uuid PRIMARY KEY,
  basket_id uuid NOT NULL UNIQUE REFERENCES baskets (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
  snapshot jsonb NOT NULL,
  order_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What numbered orders before numbers were drawn (five digits and a check digit); kept for the migration below.
CREATE SEQUENCE IF NOT EXISTS order_numbers AS integer START WITH 10000 MINVALUE 10000;

CREATE TABLE IF NOT EXISTS orders (
  id uuid PRIMARY KEY,
  order_number integer NOT NULL UNIQUE DEFAULT nextval('order_numbers'),
  checkout_id uuid NOT NULL UNIQUE REFERENCES checkouts (id),
  basket_id uuid NOT NULL REFERENCES baskets (id),
  user_id uuid NOT NULL,
  sales_channel_id text NOT NULL,
  currency text NOT NULL,
  subtotal_ore integer NOT NULL,
  discount_ore integer NOT NULL,
  shipping_ore integer NOT NULL,
  total_ore integer NOT NULL,
  amount_ex_tax_ore integer NOT NULL,
  vat_ore integer NOT NULL,
  coupons jsonb NOT NULL DEFAULT '[]'::jsonb,
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Databases made before orders had numbers get the column (existing orders numbered in the order the
-- table holds them). Checked first, because ALTER TABLE locks the table even when there is nothing to do.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'orders'::regclass AND attname = 'order_number' AND NOT attisdropped) THEN
    ALTER TABLE orders ADD COLUMN order_number integer NOT NULL UNIQUE DEFAULT nextval('order_numbers');
  END IF;
END $$;

-- What the payment step took from the shopper (e-mail, delivery address, phone, payment method) as one jsonb
-- value; null for an order paid without them (an API caller). Added the same way as order_number.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'orders'::regclass AND attname = 'customer' AND NOT attisdropped) THEN
    ALTER TABLE orders ADD COLUMN customer jsonb;
  END IF;
END $$;

-- The delivery option the shopper chose (id, label, estimate; its fee is shipping_ore) and when the shop's
-- terms were accepted; null for orders made before the payment step asked. Added the same way.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'orders'::regclass AND attname = 'delivery' AND NOT attisdropped) THEN
    ALTER TABLE orders ADD COLUMN delivery jsonb;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = 'orders'::regclass AND attname = 'terms_accepted_at' AND NOT attisdropped) THEN
    ALTER TABLE orders ADD COLUMN terms_accepted_at timestamptz;
  END IF;
END $$;

CREATE TABLE IF NOT EXISTS order_lines (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  variant_id text NOT NULL,
  sku text NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_ore integer NOT NULL,
  unit_discount_ore integer NOT NULL,
  line_total_ore integer NOT NULL,
  is_gift_card boolean NOT NULL,
  bundle_of text,
  PRIMARY KEY (order_id, position)
);

-- Coupon use limits (coupon-uses.ts). Each order's codes, with who used them: a once-per-customer code
-- appears once per customer key (the normalised e-mail) and once per user id, whichever instance makes
-- the order. The number of orders a capped code is in, raised only while under its cap.
CREATE TABLE IF NOT EXISTS coupon_redemptions (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  code text NOT NULL,
  user_id uuid NOT NULL,
  customer text,
  once_per_customer boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, code)
);
CREATE UNIQUE INDEX IF NOT EXISTS coupon_redemptions_once_customer ON coupon_redemptions (code, customer) WHERE once_per_customer;
CREATE UNIQUE INDEX IF NOT EXISTS coupon_redemptions_once_user ON coupon_redemptions (code, user_id) WHERE once_per_customer;

CREATE TABLE IF NOT EXISTS coupon_uses (
  code text PRIMARY KEY,
  uses integer NOT NULL CHECK (uses >= 0)
);
`;
