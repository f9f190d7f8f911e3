import 'server-only';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { inputFlaw, inputFlawMessages } from '@/lib/contracts/input-flaw';
import { noIntrospectionRule, nulStringRule, QUERY_LIMITS, queryLimitsRule, tooComplex } from './limit-rules';

/** Longest document and most comments the parser reads (a long string literal is one token). */
const MAX_SOURCE_LENGTH = 100_000;
const MAX_COMMENTS = 200;
const BAD_REQUEST = { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } };

/**
 * The query service's limits (limit-rules.ts), in the order yoga meets a request: malformed JSON
 * in GET parameters is a 400; the params (query text, variables, operation name) are checked for NUL and nesting like every REST input;
 * the parser stops at the token limit; validation adds the alias, depth and cost rules, and
 * refuses introspection when `introspection` is false (production).
 */
export function useQueryLimits(options: { introspection: boolean }): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      // Yoga's GET and form parsers JSON.parse `variables` and `extensions` and let a SyntaxError
      // escape as an internal error: a malformed parameter is the client's mistake (400).
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof SyntaxError) throw createGraphQLError('The variables or extensions parameter is not valid JSON.', BAD_REQUEST);
          throw error;
        }
      });
    },
    onParams({ params }) {
      const flaw = inputFlaw(params);
      if (flaw) throw createGraphQLError(inputFlawMessages[flaw], BAD_REQUEST);
    },
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, parseOptions) => {
        try {
          return parseFn(source, { ...parseOptions, maxLexicalTokens: QUERY_LIMITS.tokens, maxSourceLength: MAX_SOURCE_LENGTH, maxComments: MAX_COMMENTS });
        } catch (error) {
          if (error instanceof Error && /tokens\. Parsing aborted/.test(error.message)) {
            throw tooComplex('tokens', `The document has more than ${QUERY_LIMITS.tokens} tokens.`);
          }
          throw error;
        }
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimitsRule);
      addValidationRule(nulStringRule);
      if (!options.introspection) addValidationRule(noIntrospectionRule);
    },
  };
}
