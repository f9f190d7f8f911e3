import 'server-only';
import { type FragmentDefinitionNode, Kind, type OperationDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';

/**
 * How much an operation asks for, read from the document before anything runs: aliases (each is
 * one more resolver call), depth, and cost — the number of fields the answer may hold, each list
 * page counted at its size. Schema types are read by shape, not with graphql's type predicates:
 * yoga may load another copy of graphql, and instanceof fails across copies (see mask-error.ts).
 */
export type OperationMeasure = { aliases: number; depth: number; cost: number };

/**
 * Arguments that size a page of a list; `first` and `last` are alternatives (models: last wins).
 * A variable counts as the largest page the resolvers accept (their MAX_PAGE), since validation
 * runs once per document, before variables are known.
 */
const PAGE_ARGS = ['first', 'last'];
/** Arguments that size a list inside each item of the page (collections: videos per collection). */
const NESTED_PAGE_ARGS = ['videosPerCollection'];
export const VARIABLE_PAGE_SIZE = 100;

type ArgLike = { name: string; defaultValue?: unknown };
type FieldLike = { type: unknown; args: readonly ArgLike[] };
/** A named schema type; object and interface types have fields. */
export type TypeLike = { name: string; getFields?: () => Record<string, FieldLike> };
export type SchemaLike = { getType(name: string): unknown };

function namedType(type: unknown): TypeLike | undefined {
  let current = type as { ofType?: unknown } | null | undefined;
  while (current && current.ofType) current = current.ofType as { ofType?: unknown };
  return (current as TypeLike | undefined) ?? undefined;
}

function intValue(value: ValueNode | undefined, fallback: unknown): number {
  if (value?.kind === Kind.INT) return Math.max(1, Number.parseInt(value.value, 10));
  if (value?.kind === Kind.VARIABLE) return VARIABLE_PAGE_SIZE;
  return typeof fallback === 'number' ? Math.max(1, fallback) : 0;
}

/** How many items the field's answer may hold per call: its page size, or 1. */
function pageSize(node: { arguments?: readonly { name: { value: string }; value: ValueNode }[] }, field: FieldLike): number {
  const arg = (name: string) => {
    const definition = field.args.find((a) => a.name === name);
    if (!definition) return 0;
    return intValue(node.arguments?.find((a) => a.name.value === name)?.value, definition.defaultValue);
  };
  const page = Math.max(1, ...PAGE_ARGS.map(arg));
  return NESTED_PAGE_ARGS.reduce((size, name) => size * Math.max(1, arg(name)), page);
}

const EMPTY: OperationMeasure = { aliases: 0, depth: 0, cost: 0 };

/**
 * Measures one operation. Fragments are measured once each (a document that spreads fragments
 * into each other costs linear time, not exponential); a fragment cycle counts as empty here
 * and is refused by graphql's own NoFragmentCycles rule.
 */
export function measureOperation(
  operation: OperationDefinitionNode,
  rootType: TypeLike | undefined,
  schema: SchemaLike,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
): OperationMeasure {
  const fragments = new Map<string, OperationMeasure>();

  const measureFragment = (name: string): OperationMeasure => {
    const known = fragments.get(name);
    if (known) return known;
    fragments.set(name, EMPTY);
    const definition = fragment(name);
    const measured = definition ? measure(definition.selectionSet, namedType(schema.getType(definition.typeCondition.name.value))) : EMPTY;
    fragments.set(name, measured);
    return measured;
  };

  const measure = (selectionSet: SelectionSetNode, parent: TypeLike | undefined): OperationMeasure => {
    const total = { aliases: 0, depth: 0, cost: 0 };
    const add = (part: OperationMeasure, ownDepth: number) => {
      total.aliases += part.aliases;
      total.depth = Math.max(total.depth, ownDepth + part.depth);
      total.cost += part.cost;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) total.aliases += 1;
        const field = parent?.getFields?.()[selection.name.value];
        const child = selection.selectionSet ? measure(selection.selectionSet, namedType(field?.type)) : EMPTY;
        add({ aliases: child.aliases, depth: child.depth, cost: 1 + (field ? pageSize(selection, field) : 1) * child.cost }, 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? namedType(schema.getType(selection.typeCondition.name.value)) : parent;
        add(measure(selection.selectionSet, type), 0);
      } else {
        add(measureFragment(selection.name.value), 0);
      }
    }
    return total;
  };

  return measure(operation.selectionSet, rootType);
}
