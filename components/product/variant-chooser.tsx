import { IntentLink } from '@/components/layout/prefetch-policy';
import { translate } from '@/lib/content/translate';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { ProductVariant } from '@/lib/content/types';
import { availabilityStatus, isOrderable, variantHref } from '@/lib/content/product-rules';
import { availabilityText } from './availability-badge';
import styles from './variant-chooser.module.css';

interface VariantChooserProps {
  familyHref: string;
  /** In display order (by the first size value). */
  variants: readonly ProductVariant[];
  selectedId: string;
  dictionary: Dictionary;
}

/** The choosers' fragments, in the shop's language (they show in the address). */
const COLOUR_ANCHOR = 'farg';
const SIZE_ANCHOR = 'storlek';

/** The label a shopper chooses a variant by: its size, else its name. */
export function variantChoiceLabel(variant: Pick<ProductVariant, 'sizeLabel' | 'name'>): string {
  return variant.sizeLabel?.trim() || variant.name;
}

/** A variant's colour as the shopper sees it ("Guld", "Silver / Svart"); empty when it has none. */
function colourOf(variant: Pick<ProductVariant, 'colours'>): string {
  return variant.colours.map((colour) => colour.name).join(' / ');
}

/** A colour as a choice is labelled ("guld" → "Guld"). */
function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('sv-SE') + text.slice(1);
}

/** The variants grouped by colour, in display order (the order of each colour's first variant). */
export function variantsByColour(variants: readonly ProductVariant[]): Map<string, ProductVariant[]> {
  const groups = new Map<string, ProductVariant[]>();
  for (const variant of variants) groups.set(colourOf(variant), [...(groups.get(colourOf(variant)) ?? []), variant]);
  return groups;
}

/** The variant a colour's link opens: the same size as now if the colour has it, else its first orderable one. */
function variantForColour(group: readonly ProductVariant[], sizeLabel: string | null): ProductVariant {
  return (
    (sizeLabel ? group.find((variant) => variant.sizeLabel === sizeLabel) : undefined) ??
    group.find((variant) => isOrderable(variant)) ??
    group[0]!
  );
}

interface ChoiceGroupProps {
  id: string;
  /** The group's fragment: each choice's link leads back to it (`?variantId=…#storlek`). */
  anchor: string;
  label: string;
  selectedLabel: string | null;
  options: { variant: ProductVariant; label: string; current: boolean }[];
  familyHref: string;
  dictionary: Dictionary;
}

function ChoiceGroup({ id, anchor, label, selectedLabel, options, familyHref, dictionary }: ChoiceGroupProps) {
  return (
    <div id={anchor} className={styles.chooser} role="group" aria-labelledby={id}>
      <p id={id} className={styles.heading}>
        <span>{label}</span>
        {selectedLabel ? <span className={styles.selected}>{selectedLabel}</span> : null}
      </p>
      <ul className={styles.options} role="list">
        {options.map(({ variant, label: optionLabel, current }) => {
          const orderable = isOrderable(variant);
          const classes = [styles.option, current ? styles.current : '', orderable ? '' : styles.unavailable].filter(Boolean).join(' ');
          return (
            <li key={variant.id}>
              <IntentLink
                href={`${variantHref(familyHref, variant.id)}#${anchor}`}
                aria-current={current ? 'true' : undefined}
                className={classes}
                data-availability={availabilityStatus(variant)}
              >
                {optionLabel}
                {orderable ? null : <span className="visually-hidden"> ({availabilityText(variant, dictionary)})</span>}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The colour and size (or variant) choosers: links to `?variantId=` (docs/shop.md, Links to content), each variant's page rendered
 * once and cached (see `proxy.ts`). Each link carries its group's fragment (`#storlek`, `#farg`), so a
 * choice brings the chooser back into view rather than the page's top (the scroll to the top is for
 * page changes): the chosen size and the add button stay on screen, in a client transition with JavaScript
 * (the path stays the same, so the shell's scroll manager leaves it to the router) and in a page load
 * without. A family in several colours gets a colour choice, and the sizes shown are the chosen colour's,
 * each once. The chosen ones are marked `aria-current`; variants that cannot be ordered say so.
 */
export function VariantChooser({ familyHref, variants, selectedId, dictionary }: VariantChooserProps) {
  const selected = variants.find((variant) => variant.id === selectedId);
  if (variants.length < 2 || !selected) return null;
  const groups = variantsByColour(variants);
  const colour = colourOf(selected);
  const sizes = groups.get(colour) ?? [selected];
  const bySize = sizes.some((variant) => variant.sizeLabel);
  return (
    <>
      {groups.size > 1 ? (
        <ChoiceGroup
          id={`colour-chooser-${selectedId}`}
          anchor={COLOUR_ANCHOR}
          label={translate(dictionary, 'filterColour')}
          selectedLabel={capitalised(colour)}
          options={[...groups].map(([name, group]) => ({
            variant: name === colour ? selected : variantForColour(group, selected.sizeLabel),
            label: capitalised(name),
            current: name === colour,
          }))}
          familyHref={familyHref}
          dictionary={dictionary}
        />
      ) : null}
      {sizes.length > 1 ? (
        <ChoiceGroup
          id={`variant-chooser-${selectedId}`}
          anchor={SIZE_ANCHOR}
          label={translate(dictionary, bySize ? 'chooseSize' : 'chooseVariant')}
          selectedLabel={variantChoiceLabel(selected)}
          options={sizes.map((variant) => ({ variant, label: variantChoiceLabel(variant), current: variant.id === selectedId }))}
          familyHref={familyHref}
          dictionary={dictionary}
        />
      ) : null}
    </>
  );
}
