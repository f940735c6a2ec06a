// The shape of every words file (src/content/words/*.json), read from the
// <Module>Words types by TypeScript's own checker: which keys a language
// writes, which are lists of a fixed length, which texts are one of a few
// values, and what each key is for (its doc comment). The words check
// (scripts/content/wordsCheck.mjs) holds every file to it before each build, and
// the editor's configuration (scripts/cms/) is generated from it. Written to
// src/content/wordsShape.json by `npm run words:shape`; a unit test fails
// while it differs from the types.
import ts from 'typescript';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { WORDS_FOLDER, wordsFiles } from './wordsFiles.mjs';
import { placeholdersOf } from './placeholders.mjs';

/**
 * One key's or item's shape in a words file.
 * @typedef {object} WordsShape
 * @property {'object' | 'text' | 'list' | 'tuple' | 'choice' | 'number' | 'boolean' | 'map' | 'oneOf'} kind
 * @property {Record<string, WordsShape>} [properties]
 * @property {WordsShape} [item]
 * @property {WordsShape[]} [items]
 * @property {string[]} [values]
 * @property {boolean} [optional]
 * @property {string} [doc]
 */

/**
 * @typedef {object} WordsShapes
 * @property {string[]} languages
 * @property {Record<string, WordsShape>} files
 * @property {Record<string, Record<string, string[]>>} placeholders
 */

/** @type {string} */
export const SHAPE_FILE = 'src/content/wordsShape.json';

/** One key's or item's shape. */
function shapeOf(checker, type, seen = new Set()) {
  const flags = type.getFlags();
  if (type.isUnion()) {
    const defined = type.types.filter((part) => !(part.getFlags() & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    if (defined.length === 1) return shapeOf(checker, defined[0], seen);
    if (defined.every((part) => part.isStringLiteral())) return { kind: 'choice', values: defined.map((part) => part.value) };
    if (defined.every((part) => part.getFlags() & ts.TypeFlags.BooleanLiteral)) return { kind: 'boolean' };
    return { kind: 'oneOf', options: defined.map((part) => shapeOf(checker, part, seen)) };
  }
  if (type.isStringLiteral()) return { kind: 'choice', values: [type.value] };
  if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { kind: 'text' };
  if (flags & ts.TypeFlags.NumberLike) return { kind: 'number' };
  if (flags & ts.TypeFlags.BooleanLike) return { kind: 'boolean' };
  if (checker.isTupleType(type)) return { kind: 'tuple', items: checker.getTypeArguments(type).map((item) => shapeOf(checker, item, seen)) };
  if (checker.isArrayType(type)) return { kind: 'list', item: shapeOf(checker, checker.getTypeArguments(type)[0], seen) };
  if (flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
    if (seen.has(type)) throw new Error(`a words type refers to itself: ${checker.typeToString(type)}`);
    const inner = new Set(seen).add(type);
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index && checker.getPropertiesOfType(type).length === 0) return { kind: 'map', value: shapeOf(checker, index.type, inner) };
    const properties = {};
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getTypeOfSymbol(property);
      const doc = ts.displayPartsToString(property.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
      properties[property.getName()] = {
        ...shapeOf(checker, propertyType, inner),
        ...((property.getFlags() & ts.SymbolFlags.Optional) !== 0 && { optional: true }),
        ...(doc && { doc }),
      };
    }
    return { kind: 'object', properties };
  }
  throw new Error(`no words shape for ${checker.typeToString(type)}`);
}


/**
 * Per text of the German words that takes values, its placeholders, by the
 * text's place (`faq.items.vat.answer.0`): what the structure fills in there.
 */
function placeholderTable(german, at = '', table = {}) {
  if (typeof german === 'string') {
    const names = placeholdersOf(german);
    if (names.length > 0) table[at] = names;
  } else if (german && typeof german === 'object') {
    for (const [key, value] of Object.entries(german)) placeholderTable(value, at ? `${at}.${key}` : key, table);
  }
  return table;
}

/**
 * The key each language's words have in a file, its path segment
 * (src/lib/locales.ts), the default language's first: the one the others
 * are held to.
 */
function wordsLanguages(program, checker) {
  const source = program.getSourceFile(path.join(path.dirname(program.getRootFileNames()[0]), '../lib/locales.ts'));
  const declared = (name) => source.statements.flatMap((statement) => (ts.isVariableStatement(statement) ? [...statement.declarationList.declarations] : [])).find((declaration) => declaration.name.getText() === name);
  const settings = checker.getTypeAtLocation(declared('localeSettings').name);
  const segmentOf = (locale) => checker.getTypeOfSymbol(checker.getPropertyOfType(checker.getTypeOfSymbol(checker.getPropertyOfType(settings, locale)), 'segment')).value;
  const locales = checker.getTypeArguments(checker.getTypeAtLocation(declared('locales').name)).map((type) => type.value);
  const fallback = declared('defaultLocale').initializer.text;
  return [fallback, ...locales.filter((locale) => locale !== fallback)].map(segmentOf);
}

/**
 * Every words file's shape, by the file's name, from the registry's
 * `LanguageWords`; and the placeholders each German text takes.
 * @param {string} [root]
 * @returns {WordsShapes}
 */
export function wordsShape(root = process.cwd()) {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root).options;
  const entry = path.join(root, 'src/content/siteContent.ts');
  const program = ts.createProgram([entry], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const alias = source.statements.find((statement) => ts.isTypeAliasDeclaration(statement) && statement.name.text === 'LanguageWords');
  if (!alias) throw new Error('src/content/siteContent.ts declares no LanguageWords');
  const languageWords = checker.getTypeAtLocation(alias.name);
  const languages = wordsLanguages(program, checker);
  const shapes = {};
  for (const { file, module, exports } of wordsFiles(root)) {
    let type = languageWords;
    for (const key of module.split('/')) type = checker.getTypeOfSymbol(checker.getPropertyOfType(type, key));
    if (exports.length === 1) type = checker.getTypeOfSymbol(checker.getPropertyOfType(type, exports[0]));
    shapes[file] = shapeOf(checker, type);
  }
  const placeholders = Object.fromEntries(
    wordsFiles(root).map(({ file }) => [file, placeholderTable(JSON.parse(readFileSync(path.join(root, WORDS_FOLDER, file), 'utf8')).de)]),
  );
  return { languages, files: shapes, placeholders };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(SHAPE_FILE, `${JSON.stringify(wordsShape(), null, 2)}\n`);
  console.log(`wrote ${SHAPE_FILE}`);
}
