import path from 'node:path';
import ts from 'typescript';

/** One JSON-LD entity, as a page serves it. */
export type JsonLdEntity = Record<string, unknown> & { '@type'?: unknown };

/** The JSON-LD of a page's HTML, as served: every entity of every ld+json script. */
export function servedJsonLd(html: string): JsonLdEntity[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].flatMap((match) =>
    JSON.parse(match[1]!.replace(/\\u003c/g, '<')),
  );
}

/**
 * Checks JSON-LD against the schema.org vocabulary, offline, with the TypeScript compiler: each entity becomes a value
 * of its own @type from schema-dts (the vocabulary as TypeScript types), so a type schema.org lacks, a property it does
 * not define on that type, at any depth, or a value of the wrong kind is an error. Each error is named by `label`.
 */
export function schemaOrgErrors(entities: readonly { label: string; entity: JsonLdEntity }[]): string[] {
  const errors: string[] = [];
  const lines = ["import type * as schema from 'schema-dts';"];
  const labelOfLine: string[] = ['imports'];
  for (const { label, entity } of entities) {
    const type = entity['@type'];
    if (typeof type !== 'string' || !/^[A-Z][A-Za-z]*$/.test(type)) {
      errors.push(`${label}: @type must be one schema.org type, not ${JSON.stringify(type)}`);
      continue;
    }
    labelOfLine.push(label);
    lines.push(`export const entity${lines.length}: schema.WithContext<schema.${type}> = ${JSON.stringify(entity)};`);
  }
  // Beside this file, so "schema-dts" resolves from the repository's node_modules.
  const fileName = path.join(__dirname, 'served-json-ld.generated.ts');
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName ? ts.createSourceFile(name, source, languageVersion) : getSourceFile(name, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const where =
      diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const label = where && diagnostic.file?.fileName === fileName ? labelOfLine[where.line] : 'schema-dts';
    errors.push(`${label}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')}`);
  }
  return errors;
}
