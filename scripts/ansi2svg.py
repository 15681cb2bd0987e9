#!/usr/bin/env python3
"""Turn ANSI-coloured terminal text into an SVG picture of a terminal window.

    tmux capture-pane -e -p | scripts/ansi2svg.py --cols 80 --rows 24 > screen.svg

Reads UTF-8 text with SGR escape sequences on standard input (what `tmux capture-pane -e -p`
prints) and writes an SVG on standard output: a dark rounded window with a title bar around a
monospace grid of COLS x ROWS cells. Python 3 standard library only.

How the grid is read:
  * SGR: 0 reset, 1 bold, 2 dim, 3 italic, 4 underline, 7 reverse, 8 hidden, 9 strike-through,
    22/23/24/27/28/29 to undo them, 30-37/90-97 and 40-47/100-107, 39/49, 38;5;N and 48;5;N
    (xterm-256), 38;2;R;G;B and 48;2;R;G;B (also with ':' separators). Every other escape
    sequence (other CSI, OSC, charset designations such as ESC ( B) is skipped.
  * Characters whose East Asian width is W or F (CJK such as 紙芝居) take two cells; combining
    marks join the cell before them.
  * The style in force at the end of a line also fills the rest of that line (`--pad carry`):
    tmux trims trailing blanks from a capture but keeps the escape sequence that styled them,
    so this gives those cells back their background. `--pad default` leaves them unstyled.

How it is drawn:
  * Backgrounds are one <path> per colour (rectangles on exact cell edges, so nothing seams).
  * Text is one <text xml:space="preserve"> per run of same-style cells, with every character
    placed at its own cell by the `x` list, so the grid holds whatever font the viewer has.
  * Box-drawing lines (U+2500-U+257F, except dashed and double ones) and block elements
    (U+2580-U+259F) are drawn as shapes that fill their cells exactly, as terminals do, so
    borders join up with no gaps in any font.
"""

import argparse
import sys
import unicodedata
from collections import OrderedDict, namedtuple
from xml.sax.saxutils import escape, quoteattr

CELL_W = 8.4
CELL_H = 17
FONT_SIZE = 14
BASELINE = 13  # from the top of a cell
FONT_FAMILY = "DejaVu Sans Mono, Menlo, Consolas, monospace"
DEFAULT_FG = "#e8e6f0"
DEFAULT_BG = "#1a1c26"
LIGHT = 1.2  # box-drawing stroke widths, px
HEAVY = 2.4
DIM_OPACITY = 0.6

# Window chrome.
PAD_X = 12
PAD_Y = 10
TITLE_H = 30
CHROME_BG = "#12141c"
CHROME_EDGE = "#2d3147"
CHROME_TEXT = "#9a9fbf"

# The 16 ANSI colours as xterm draws them by default.
ANSI16 = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
]
CUBE_LEVELS = (0, 95, 135, 175, 215, 255)


def hex_rgb(r, g, b):
    return "#%02x%02x%02x" % (max(0, min(255, r)), max(0, min(255, g)), max(0, min(255, b)))


def xterm256(n):
    """The colour of xterm-256 palette entry n as '#rrggbb'."""
    n = max(0, min(255, n))
    if n < 16:
        return hex_rgb(*ANSI16[n])
    if n < 232:
        i = n - 16
        return hex_rgb(CUBE_LEVELS[i // 36], CUBE_LEVELS[i // 6 % 6], CUBE_LEVELS[i % 6])
    level = 8 + 10 * (n - 232)
    return hex_rgb(level, level, level)


Style = namedtuple("Style", "fg bg bold dim italic underline reverse hidden strike")
PLAIN = Style(None, None, False, False, False, False, False, False, False)


# --------------------------------------------------------------------------- reading

def _extended_colour(params, i):
    """Reads 38/48/58's colour starting at params[i] (the 38). Returns (colour or None, next i)."""
    head = params[i]
    if isinstance(head, list):  # colon form: 38:5:N, 38:2:R:G:B or 38:2:ID:R:G:B
        sub = head
        if len(sub) >= 3 and sub[1] == 5:
            return xterm256(sub[2] or 0), i + 1
        if len(sub) >= 5 and sub[1] == 2:
            rgb = sub[3:6] if len(sub) >= 6 else sub[2:5]
            return hex_rgb(*[(v or 0) for v in rgb]), i + 1
        return None, i + 1
    if i + 1 < len(params) and params[i + 1] == 5 and i + 2 < len(params):
        return xterm256(_num(params[i + 2])), i + 3
    if i + 1 < len(params) and params[i + 1] == 2 and i + 4 < len(params):
        return hex_rgb(_num(params[i + 2]), _num(params[i + 3]), _num(params[i + 4])), i + 5
    return None, len(params)  # malformed: drop the rest, as terminals do


def _num(p):
    if isinstance(p, list):
        p = p[0]
    return p or 0


def apply_sgr(style, text):
    """The style after `ESC [ text m`."""
    params = []
    for part in (text.split(";") if text else [""]):
        if ":" in part:
            params.append([int(s) if s.isdigit() else None for s in part.split(":")])
        else:
            params.append(int(part) if part.isdigit() else 0)
    s = style._asdict()
    i = 0
    while i < len(params):
        p = params[i]
        code = p[0] if isinstance(p, list) else p
        if code in (38, 48, 58):
            colour, i = _extended_colour(params, i)
            if colour and code != 58:
                s["fg" if code == 38 else "bg"] = colour
            continue
        if code == 0:
            s = PLAIN._asdict()
        elif code == 1:
            s["bold"] = True
        elif code == 2:
            s["dim"] = True
        elif code == 3:
            s["italic"] = True
        elif code in (4, 21):
            s["underline"] = not (isinstance(p, list) and len(p) > 1 and p[1] == 0)
        elif code == 7:
            s["reverse"] = True
        elif code == 8:
            s["hidden"] = True
        elif code == 9:
            s["strike"] = True
        elif code == 22:
            s["bold"] = s["dim"] = False
        elif code == 23:
            s["italic"] = False
        elif code == 24:
            s["underline"] = False
        elif code == 27:
            s["reverse"] = False
        elif code == 28:
            s["hidden"] = False
        elif code == 29:
            s["strike"] = False
        elif 30 <= code <= 37:
            s["fg"] = xterm256(code - 30)
        elif code == 39:
            s["fg"] = None
        elif 40 <= code <= 47:
            s["bg"] = xterm256(code - 40)
        elif code == 49:
            s["bg"] = None
        elif 90 <= code <= 97:
            s["fg"] = xterm256(code - 90 + 8)
        elif 100 <= code <= 107:
            s["bg"] = xterm256(code - 100 + 8)
        # anything else (blink, fonts, overline, …) changes nothing we draw
        i += 1
    return Style(**s)


def char_width(ch):
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def is_zero_width(ch):
    return unicodedata.combining(ch) != 0 or unicodedata.category(ch) in ("Mn", "Me", "Cf")


class Cell:
    __slots__ = ("text", "style", "width")

    def __init__(self, text, style, width):
        self.text, self.style, self.width = text, style, width


def parse(data, cols=None, rows=None, pad="carry"):
    """The grid described by ANSI text: a list of rows, each a list of Cell or None (the second
    half of a wide character)."""
    data = unicodedata.normalize("NFC", data)
    if data.endswith("\n"):
        data = data[:-1]
    grid, row, style = [], [], PLAIN
    i, n = 0, len(data)

    def end_row():
        if cols is not None:
            del row[cols:]
            if row and row[-1] is not None and row[-1].width == 2 and len(row) == cols:
                row[-1] = Cell(" ", row[-1].style, 1)  # a wide character cut in half
            fill = style if pad == "carry" else PLAIN
            while len(row) < cols:
                row.append(Cell(" ", fill, 1))
        grid.append(row)

    while i < n:
        ch = data[i]
        if ch == "\x1b":
            end = _skip_escape(data, i)
            body = data[i + 2:end - 1]
            if data.startswith("\x1b[", i) and data[end - 1] == "m" and all(c.isdigit() or c in ";:" for c in body):
                style = apply_sgr(style, body)
            i = end
            continue
        i += 1
        if ch == "\n":
            end_row()
            row = []
        elif ch == "\r":
            pass  # captures have no overprinting; a CR before LF is just a line end
        elif ch == "\t":
            for _ in range(8 - len(row) % 8):
                row.append(Cell(" ", style, 1))
        elif ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0 or ch in "\ufffe\uffff":
            pass  # other controls, and what XML cannot hold
        elif is_zero_width(ch):
            last = next((c for c in reversed(row) if c is not None), None)
            if last is not None:
                last.text += ch
        else:
            w = char_width(ch)
            row.append(Cell(ch, style, w))
            if w == 2:
                row.append(None)
    end_row()
    if rows is not None:
        del grid[rows:]
        while len(grid) < rows:
            grid.append([Cell(" ", style if pad == "carry" else PLAIN, 1) for _ in range(cols or 0)])
    width = cols if cols is not None else max((len(r) for r in grid), default=0)
    for r in grid:
        while len(r) < width:
            r.append(Cell(" ", PLAIN, 1))
    return grid


def _skip_escape(data, i):
    """Index just past the escape sequence that starts at data[i] (an ESC)."""
    n = len(data)
    if i + 1 >= n:
        return n
    kind = data[i + 1]
    if kind == "[":  # CSI: parameters and intermediates, then a final byte @..~
        j = i + 2
        while j < n and not ("\x40" <= data[j] <= "\x7e"):
            j += 1
        return min(j + 1, n)
    if kind in "]PX^_":  # OSC, DCS, SOS, PM, APC: up to BEL or ST
        j = i + 2
        while j < n:
            if data[j] == "\x07":
                return j + 1
            if data[j] == "\x1b" and j + 1 < n and data[j + 1] == "\\":
                return j + 2
            j += 1
        return n
    if kind in "()*+-./#%":  # charset designation (ESC ( B) and the like: one more byte
        return min(i + 3, n)
    return i + 2  # any other two-byte escape (ESC 7, ESC =, …)


# --------------------------------------------------------------------------- drawing

def fmt(v):
    """A coordinate, short: 12, 12.6, 12.35."""
    s = ("%.2f" % v).rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def resolved(style):
    """(foreground, background) as drawn: defaults filled in, reverse and hidden applied."""
    fg = style.fg or DEFAULT_FG
    bg = style.bg or DEFAULT_BG
    if style.reverse:
        fg, bg = bg, fg
    if style.hidden:
        fg = bg
    return fg, bg


def rect_d(x, y, w, h):
    return "M%sh%sv%sh%sz" % (fmt(x) + " " + fmt(y), fmt(w), fmt(h), fmt(-w))


def _box_arms(ch):
    """(up, right, down, left) line weights, 0 none, 1 light, 2 heavy, read from the character's
    Unicode name; None for anything but a plain light/heavy line character."""
    try:
        name = unicodedata.name(ch)
    except ValueError:
        return None
    if not name.startswith("BOX DRAWINGS "):
        return None
    words = name[len("BOX DRAWINGS "):].split()
    directions = {"UP": (0,), "RIGHT": (1,), "DOWN": (2,), "LEFT": (3,), "VERTICAL": (0, 2), "HORIZONTAL": (1, 3)}
    weights = {"LIGHT": 1, "HEAVY": 2}
    arms = [0, 0, 0, 0]
    prefix = words[0] in weights  # "LIGHT DOWN AND RIGHT" rather than "DOWN LIGHT AND RIGHT HEAVY"
    current, pending = 0, []
    for word in words:
        if word == "AND":
            continue
        if word in weights:
            if prefix:
                current = weights[word]
            else:
                for a in pending:
                    arms[a] = weights[word]
                pending = []
        elif word in directions:
            if prefix:
                for a in directions[word]:
                    arms[a] = current
            else:
                pending.extend(directions[word])
        else:  # DASH, DOUBLE, SINGLE, ARC, DIAGONAL: leave to the font
            return None
    if pending or not any(arms):
        return None
    return tuple(arms)


ARCS = {"╭": (1, 1), "╮": (-1, 1), "╯": (-1, -1), "╰": (1, -1)}  # (towards x, towards y)


def box_shapes(ch, x, y, w, h):
    """Path data that draws a line or block character in the cell at (x, y), or None."""
    cx, cy = x + w / 2, y + h / 2
    code = ord(ch)
    if ch in ARCS:
        sx, sy = ARCS[ch]
        s, r = LIGHT / 2, w / 2
        ex, ey = cx + sx * w / 2, cy + sy * h / 2
        outer = 0 if sx * sy > 0 else 1
        return ("M%s %sL%s %sA%s %s 0 0 %d %s %sL%s %sL%s %sL%s %sA%s %s 0 0 %d %s %sL%s %sz" % (
            fmt(ex), fmt(cy - sy * s), fmt(cx + sx * r), fmt(cy - sy * s),
            fmt(r + s), fmt(r + s), outer, fmt(cx - sx * s), fmt(cy + sy * r),
            fmt(cx - sx * s), fmt(ey), fmt(cx + sx * s), fmt(ey), fmt(cx + sx * s), fmt(cy + sy * r),
            fmt(r - s), fmt(r - s), 1 - outer, fmt(cx + sx * r), fmt(cy + sy * s), fmt(ex), fmt(cy + sy * s)))
    if 0x2500 <= code <= 0x257F:
        arms = _box_arms(ch)
        if arms is None:
            return None
        up, right, down, left = arms
        half = [0, LIGHT / 2, HEAVY / 2]
        reach = max(half[a] for a in arms)  # how far each arm runs past the centre
        d = []
        if up and up == down:
            d.append(rect_d(cx - half[up], y, 2 * half[up], h))
        else:
            if up:
                d.append(rect_d(cx - half[up], y, 2 * half[up], cy - y + reach))
            if down:
                d.append(rect_d(cx - half[down], cy - reach, 2 * half[down], y + h - cy + reach))
        if left and left == right:
            d.append(rect_d(x, cy - half[left], w, 2 * half[left]))
        else:
            if left:
                d.append(rect_d(x, cy - half[left], cx - x + reach, 2 * half[left]))
            if right:
                d.append(rect_d(cx - reach, cy - half[right], x + w - cx + reach, 2 * half[right]))
        return "".join(d)
    if 0x2580 <= code <= 0x259F:
        if code == 0x2580:
            return rect_d(x, y, w, h / 2)
        if 0x2581 <= code <= 0x2588:  # lower eighths … full block
            k = code - 0x2580
            return rect_d(x, y + h - h * k / 8, w, h * k / 8)
        if 0x2589 <= code <= 0x258F:  # left seven eighths … left one eighth
            k = 8 - (code - 0x2588)
            return rect_d(x, y, w * k / 8, h)
        if code == 0x2590:
            return rect_d(x + w / 2, y, w / 2, h)
        if code == 0x2594:
            return rect_d(x, y, w, h / 8)
        if code == 0x2595:
            return rect_d(x + w * 7 / 8, y, w / 8, h)
        quadrants = {  # upper left, upper right, lower left, lower right
            0x2596: "..x.", 0x2597: "...x", 0x2598: "x...", 0x2599: "x.xx", 0x259A: "x..x",
            0x259B: "xxx.", 0x259C: "xx.x", 0x259D: ".x..", 0x259E: ".xx.", 0x259F: ".xxx",
        }
        if code in quadrants:
            spots = [(x, y), (x + w / 2, y), (x, y + h / 2), (x + w / 2, y + h / 2)]
            return "".join(rect_d(px, py, w / 2, h / 2)
                           for (px, py), on in zip(spots, quadrants[code]) if on == "x")
    return None


SHADES = {"░": 0.25, "▒": 0.5, "▓": 0.75}


def render(grid, title):
    rows = len(grid)
    cols = len(grid[0]) if grid else 0
    grid_w, grid_h = cols * CELL_W, rows * CELL_H
    width = int(round(grid_w + 2 * PAD_X))
    height = TITLE_H + grid_h + 2 * PAD_Y
    ox, oy = (width - grid_w) / 2, TITLE_H + PAD_Y

    backgrounds = OrderedDict()  # colour -> [path data]
    shapes = OrderedDict()  # (colour, opacity) -> [path data]
    texts = []

    for r, row in enumerate(grid):
        y = oy + r * CELL_H
        # Backgrounds: runs of one colour.
        c = 0
        while c < cols:
            cell = row[c]
            bg = resolved(cell.style)[1] if cell else DEFAULT_BG
            start = c
            c += cell.width if cell else 1
            while c < cols and row[c] is not None and resolved(row[c].style)[1] == bg:
                c += row[c].width
            if bg != DEFAULT_BG:
                backgrounds.setdefault(bg, []).append(rect_d(ox + start * CELL_W, y, (c - start) * CELL_W, CELL_H))

        # Text runs and shapes.
        run = None  # (style key, [(x, text)], first col, last col)

        def flush():
            if run is None:
                return
            key, glyphs = run[0], run[1]
            while glyphs and glyphs[-1][1] == " ":
                glyphs.pop()
            while glyphs and glyphs[0][1] == " ":
                glyphs.pop(0)
            if not glyphs:
                return
            fg, bold, italic, dim = key
            attrs = ['x="%s"' % " ".join(fmt(gx) for gx, _ in glyphs), 'y="%s"' % fmt(y + BASELINE)]
            if fg != DEFAULT_FG:
                attrs.append('fill="%s"' % fg)
            if bold:
                attrs.append('font-weight="bold"')
            if italic:
                attrs.append('font-style="italic"')
            if dim:
                attrs.append('opacity="%s"' % DIM_OPACITY)
            texts.append('<text %s xml:space="preserve">%s</text>' % (" ".join(attrs), escape("".join(t for _, t in glyphs))))

        for c, cell in enumerate(row):
            if cell is None:
                continue
            fg, _ = resolved(cell.style)
            st = cell.style
            x = ox + c * CELL_W
            cw = CELL_W * cell.width
            opacity = DIM_OPACITY if st.dim else 1
            if st.underline:
                shapes.setdefault((fg, opacity), []).append(rect_d(x, y + BASELINE + 1.5, cw, 1))
            if st.strike:
                shapes.setdefault((fg, opacity), []).append(rect_d(x, y + CELL_H * 0.5, cw, 1))
            shape = box_shapes(cell.text, x, y, cw, CELL_H) if len(cell.text) == 1 else None
            if shape is None and cell.text in SHADES:
                shape, opacity = rect_d(x, y, cw, CELL_H), opacity * SHADES[cell.text]
            if shape is not None:
                shapes.setdefault((fg, opacity), []).append(shape)
                flush()
                run = None
                continue
            key = (fg, st.bold, st.italic, st.dim)
            if run is None or run[0] != key:
                flush()
                run = (key, [])
            base_x = x + ((2 * CELL_W - FONT_SIZE) / 2 if cell.width == 2 else 0)
            run[1].append((base_x, cell.text[0]))
            for extra in cell.text[1:]:  # combining marks follow their base
                run[1].append((x + cw, extra))
        flush()

    out = []
    label = title or "terminal"
    out.append('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%s" viewBox="0 0 %d %s" role="img" aria-label=%s>'
               % (width, fmt(height), width, fmt(height), quoteattr(label)))
    out.append("<title>%s</title>" % escape(label))
    out.append('<defs><clipPath id="window"><rect width="%d" height="%s" rx="10"/></clipPath></defs>' % (width, fmt(height)))
    out.append('<g clip-path="url(#window)">')
    out.append('<rect width="%d" height="%s" fill="%s"/>' % (width, fmt(height), DEFAULT_BG))
    out.append('<rect width="%d" height="%d" fill="%s"/>' % (width, TITLE_H, CHROME_BG))
    out.append('<rect y="%d" width="%d" height="1" fill="%s"/>' % (TITLE_H - 1, width, CHROME_EDGE))
    for i, colour in enumerate(("#e0585b", "#f2a65a", "#6fbf73")):
        out.append('<circle cx="%d" cy="%s" r="5.5" fill="%s"/>' % (18 + 18 * i, fmt(TITLE_H / 2), colour))
    if title:
        out.append('<text x="%s" y="%s" text-anchor="middle" fill="%s" font-family="-apple-system, Segoe UI, Helvetica, Arial, DejaVu Sans, sans-serif" font-size="12">%s</text>'
                   % (fmt(width / 2), fmt(TITLE_H / 2 + 4), CHROME_TEXT, escape(title)))
    out.append('<g shape-rendering="crispEdges">')
    for colour, parts in backgrounds.items():
        out.append('<path fill="%s" d="%s"/>' % (colour, "".join(parts)))
    out.append("</g>")
    for (colour, opacity), parts in shapes.items():
        extra = ' opacity="%s"' % fmt(opacity) if opacity != 1 else ""
        out.append('<path fill="%s"%s d="%s"/>' % (colour, extra, "".join(parts)))
    out.append('<g font-family="%s" font-size="%d" fill="%s">' % (FONT_FAMILY, FONT_SIZE, DEFAULT_FG))
    out.extend(texts)
    out.append("</g>")
    out.append("</g>")
    out.append('<rect x="0.5" y="0.5" width="%d" height="%s" rx="9.5" fill="none" stroke="%s"/>' % (width - 1, fmt(height - 1), CHROME_EDGE))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description="Convert ANSI-coloured terminal text (stdin) to an SVG (stdout).")
    ap.add_argument("--cols", type=int, help="grid width in cells (default: the widest line)")
    ap.add_argument("--rows", type=int, help="grid height in cells (default: the number of lines)")
    ap.add_argument("--title", help='title bar text (default: "terminal — COLSxROWS")')
    ap.add_argument("--pad", choices=("carry", "default"), default="carry",
                    help="style for the cells past a line's end: the style in force there (carry, "
                         "right for tmux captures) or no style (default)")
    args = ap.parse_args(argv)
    data = sys.stdin.buffer.read().decode("utf-8", errors="replace")
    grid = parse(data, cols=args.cols, rows=args.rows, pad=args.pad)
    rows, cols = len(grid), (len(grid[0]) if grid else 0)
    title = args.title if args.title is not None else "terminal — %d×%d" % (cols, rows)
    sys.stdout.write(render(grid, title))


if __name__ == "__main__":
    main()
