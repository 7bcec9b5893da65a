import { Bitset } from './bitset';
import type { FacetIndex } from './facet-index';
import type { FilterNode, NumericOperator } from './filter-ast';

/**
 * Evaluates a filter tree to the set of records that pass it. A facet filter on an attribute that is not a
 * facet matches nothing (as in Algolia); `attribute:number` on a numeric attribute compares numbers.
 */

function numericTest(operator: NumericOperator, target: number): (value: number) => boolean {
  switch (operator) {
    case '<':
      return (value) => value < target;
    case '<=':
      return (value) => value <= target;
    case '=':
      return (value) => value === target;
    case '!=':
      return (value) => value !== target;
    case '>=':
      return (value) => value >= target;
    case '>':
      return (value) => value > target;
  }
}

export function evaluateFilter(node: FilterNode, index: FacetIndex): Bitset {
  switch (node.kind) {
    case 'and': {
      const [first, ...rest] = node.children;
      const set = first ? evaluateFilter(first, index) : Bitset.full(index.size);
      for (const child of rest) set.and(evaluateFilter(child, index));
      return set;
    }
    case 'or': {
      const set = new Bitset(index.size);
      for (const child of node.children) set.or(evaluateFilter(child, index));
      return set;
    }
    case 'not':
      return evaluateFilter(node.child, index).not();
    case 'facet': {
      const asNumber = node.value.trim() === '' ? Number.NaN : Number(node.value);
      if (index.isNumeric(node.attribute) && Number.isFinite(asNumber)) {
        return index.numericSet(node.attribute, (value) => value === asNumber);
      }
      return index.facetSet(node.attribute, node.value);
    }
    case 'numeric':
      return index.numericSet(node.attribute, numericTest(node.operator, node.value));
    case 'range':
      return index.numericSet(node.attribute, (value) => value >= node.min && value <= node.max);
  }
}
