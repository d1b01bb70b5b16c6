import type { Child } from "hono/jsx";

/**
 * A small Markdown renderer for letters, safe by construction: it builds JSX nodes, never an
 * HTML string, so every character of the letter is escaped by hono/jsx and raw HTML shows as
 * text. Links keep only http(s) and mailto targets; anything else (javascript:, data:) is shown
 * as plain text. Covers what letters use: headings, paragraphs, line breaks, lists, quotes,
 * code, tables, bold, italics and links.
 */
export function Markdown(props: { source: string; headingOffset?: number; id?: string }) {
  return (
    <div class="md" id={props.id}>
      {blocks(props.source.replace(/\r\n?/g, "\n"), props.headingOffset ?? 2)}
    </div>
  );
}

const SAFE_LINK = /^(https?:\/\/|mailto:)[^\s]*$/i;

/** Whether a link target may become an href (exported for the tests). */
export const safeHref = (url: string): string | null => {
  const trimmed = url.trim();
  return SAFE_LINK.test(trimmed) ? trimmed : null;
};

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

function blocks(source: string, offset: number): Child[] {
  const lines = source.split("\n");
  const out: Child[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? "").trim().startsWith(fence[1] ?? "```")) {
        body.push(lines[i] ?? "");
        i++;
      }
      i++;
      out.push(
        <pre>
          <code>{body.join("\n")}</code>
        </pre>,
      );
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(6, (heading[1] ?? "#").length + offset);
      const content = inline(heading[2] ?? "");
      out.push(
        level === 3 ? (
          <h3>{content}</h3>
        ) : level === 4 ? (
          <h4>{content}</h4>
        ) : level === 5 ? (
          <h5>{content}</h5>
        ) : level === 6 ? (
          <h6>{content}</h6>
        ) : (
          <h2>{content}</h2>
        ),
      );
      i++;
      continue;
    }
    if (RULE.test(line)) {
      out.push(<hr />);
      i++;
      continue;
    }
    if (line.includes("|") && TABLE_SEPARATOR.test(lines[i + 1] ?? "")) {
      const head = cells(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? "").includes("|") && (lines[i] ?? "").trim()) {
        rows.push(cells(lines[i] ?? ""));
        i++;
      }
      out.push(
        <div class="md-table">
          <table>
            <thead>
              <tr>
                {head.map((h) => (
                  <th scope="col">{inline(h)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr>
                  {r.map((cell) => (
                    <td>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>,
      );
      continue;
    }
    if (BULLET.test(line) || ORDERED.test(line)) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? "";
        const item = pattern.exec(current);
        if (item) items.push(item[1] ?? "");
        else if (current.trim() && /^\s{2,}/.test(current) && items.length)
          items[items.length - 1] += `\n${current.trim()}`;
        else break;
        i++;
      }
      const lis = items.map((text) => <li>{withBreaks(text)}</li>);
      out.push(ordered ? <ol>{lis}</ol> : <ul>{lis}</ul>);
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? "")) {
        quoted.push(QUOTE.exec(lines[i] ?? "")?.[1] ?? "");
        i++;
      }
      out.push(<blockquote>{blocks(quoted.join("\n"), offset)}</blockquote>);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? "";
      if (
        !current.trim() ||
        HEADING.test(current) ||
        FENCE.test(current) ||
        BULLET.test(current) ||
        ORDERED.test(current) ||
        QUOTE.test(current)
      )
        break;
      paragraph.push(current.trim());
      i++;
    }
    out.push(<p>{withBreaks(paragraph.join("\n"))}</p>);
  }
  return out;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => c.trim());
}

function withBreaks(text: string): Child[] {
  const out: Child[] = [];
  text.split("\n").forEach((part, index) => {
    if (index > 0) out.push(<br />);
    out.push(...inline(part));
  });
  return out;
}

/** Inline spans: `code`, **bold**, *italics* / _italics_, [text](url). Everything else is text. */
const INLINE =
  /(`[^`]+`)|(\*\*[^*]+\*\*|__[^_]+__)|(\*[^*\s][^*]*\*|_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/;

export function inline(text: string): Child[] {
  const out: Child[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const [token, code, bold, em, link] = match;
    if (code) out.push(<code>{code.slice(1, -1)}</code>);
    else if (bold) out.push(<strong>{inline(bold.slice(2, -2))}</strong>);
    else if (em) out.push(<em>{inline(em.slice(1, -1))}</em>);
    else if (link) {
      const parts = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(link);
      const href = safeHref(parts?.[2] ?? "");
      out.push(
        href ? (
          <a href={href} rel="noopener noreferrer nofollow" target="_blank">
            {inline(parts?.[1] ?? "")}
          </a>
        ) : (
          token
        ),
      );
    }
    rest = rest.slice(match.index + token.length);
  }
  return out;
}
