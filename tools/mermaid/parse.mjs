// Parses every ```mermaid block of a Markdown file (or a whole .mmd file) with Mermaid's own
// parser, under jsdom since Mermaid expects a browser. Exits 1 on the first diagram it refuses.
// Usage: node parse.mjs <file.md|file.mmd>
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!DOCTYPE html><body></body>');
globalThis.window = dom.window;
globalThis.document = dom.window.document;
const { default: mermaid } = await import('mermaid');
mermaid.initialize({ startOnLoad: false });

const file = process.argv[2];
const text = readFileSync(file, 'utf8');
const diagrams = file.endsWith('.md')
  ? [...text.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1])
  : [text];
if (diagrams.length === 0) {
  console.error(`no mermaid diagram in ${file}`);
  process.exit(1);
}
for (const [i, diagram] of diagrams.entries()) {
  try {
    const result = await mermaid.parse(diagram);
    console.log(`diagram ${i + 1}: ${result.diagramType}`);
  } catch (e) {
    console.error(`diagram ${i + 1} of ${file} does not parse: ${e.message}`);
    process.exit(1);
  }
}
console.log(`${diagrams.length} diagram(s) parsed`);
