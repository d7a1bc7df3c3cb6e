// A small Markdown reader for the rules pages: headings, paragraphs, lists, tables, emphasis,
// code and links. It builds DOM nodes from text, so nothing in a page can inject markup.
import { h } from "./dom.js";

function inline(text) {
  const out = [];
  const pattern = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`|\[[^\]]+\]\([^)]+\))/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    const token = match[0];
    if (token.startsWith("**")) out.push(h("strong", {}, token.slice(2, -2)));
    else if (token.startsWith("`")) out.push(h("code", {}, token.slice(1, -1)));
    else if (token.startsWith("[")) {
      const [, label, href] = token.match(/\[([^\]]+)\]\(([^)]+)\)/);
      const safe = /^(https?:|\/|#)/.test(href) ? href : "#";
      out.push(h("a", { href: safe, rel: "noopener" }, label));
    } else out.push(h("em", {}, token.slice(1, -1)));
    last = match.index + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function markdown(source) {
  const root = h("div", { class: "markdown" });
  const lines = source.replace(/\r/g, "").split("\n");
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = line.match(/^(#{1,4})\s+(.*)$/);
    if (heading) {
      root.append(h(`h${Math.min(heading[1].length + 1, 5)}`, {}, inline(heading[2])));
      i++;
      continue;
    }
    if (/^\s*[-*]\s+/.test(line) || /^\s*\d+\.\s+/.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const list = h(ordered ? "ol" : "ul");
      while (i < lines.length && (/^\s*[-*]\s+/.test(lines[i]) || /^\s*\d+\.\s+/.test(lines[i]))) {
        let item = lines[i].replace(/^\s*([-*]|\d+\.)\s+/, "");
        i++;
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]) && !/^\s*([-*]|\d+\.)\s+/.test(lines[i])) {
          item += " " + lines[i].trim();
          i++;
        }
        list.append(h("li", {}, inline(item)));
      }
      root.append(list);
      continue;
    }
    if (line.startsWith("|")) {
      const rows = [];
      while (i < lines.length && lines[i].startsWith("|")) {
        rows.push(lines[i].split("|").slice(1, -1).map((cell) => cell.trim()));
        i++;
      }
      const body = rows.filter((row) => !row.every((cell) => /^:?-+:?$/.test(cell)));
      const [head, ...rest] = body;
      root.append(
        h(
          "div",
          { class: "table-wrap", tabindex: 0 }, // scrolls from the keyboard when wider than the screen (web-ACCESS-03)
          h(
            "table",
            {},
            h("thead", {}, h("tr", {}, head.map((cell) => h("th", {}, inline(cell))))),
            h("tbody", {}, rest.map((row) => h("tr", {}, row.map((cell) => h("td", {}, inline(cell)))))),
          ),
        ),
      );
      continue;
    }
    if (line.startsWith(">")) {
      const quote = [];
      while (i < lines.length && lines[i].startsWith(">")) quote.push(lines[i++].replace(/^>\s?/, ""));
      root.append(h("blockquote", {}, inline(quote.join(" "))));
      continue;
    }
    const paragraph = [];
    while (i < lines.length && lines[i].trim() && !/^(#|\||>|\s*[-*]\s|\s*\d+\.\s)/.test(lines[i])) {
      paragraph.push(lines[i++].trim());
    }
    root.append(h("p", {}, inline(paragraph.join(" "))));
  }
  return root;
}
