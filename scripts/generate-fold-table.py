#!/usr/bin/env python3
"""Writes Sources/KamishibaiDemo/TextFoldingTable.swift: the tables the story search folds text
with (case and accents away), generated from the Unicode Character Database as Python's
`unicodedata` holds it, so that the demo needs no Foundation (decision 137).

The folding is the one Foundation's `folding(options: [.caseInsensitive,
.diacriticInsensitive], locale: nil)` followed by NFC gave the search before (CoreFoundation's
CFStringFold), character cluster by character cluster:
- the cluster's first code point is decomposed (canonically); when what it decomposes to
  starts below U+0510 (Latin, Greek, Cyrillic, Armenian) only that first code point is kept,
  otherwise the whole decomposition (ガ stays か + U+3099);
- that first code point is case folded (full folding: ß is "ss"), dropping marks the folding
  brings when the code point is below U+0510 (İ is "i");
- the marks after it (categories Mn and Me, and Mc with a combining class: another spacing
  mark starts a cluster of its own) are
  dropped when its last folded code point is below U+0510; otherwise they stay (decomposed),
  but for a first mark below U+0510 when the case folding left the code point as it was;
- what is left is put back in NFC.

`folds` holds every code point the first two steps change, with what happens to the marks
after it. `marks`, `combiningClasses` and `compositions` (pairs whose first code point is at or above U+0510: the only
ones a folded text can hold) are what canonical ordering and composition need; Hangul
syllables compose by arithmetic.

Run it again (`scripts/generate-fold-table.py`) with a newer Python for a newer Unicode.
"""

import os
import sys
import unicodedata

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "KamishibaiDemo", "TextFoldingTable.swift")
LATIN_GREEK_CYRILLIC_END = 0x510


def is_mark(code):
    """CoreFoundation's non-base characters: nonspacing and enclosing marks, and the spacing
    ones (Mc) with a combining class; other spacing marks start a cluster of their own."""
    return unicodedata.category(chr(code)) in ("Mn", "Me") or unicodedata.combining(chr(code)) != 0


def assigned(code):
    return not (0xD800 <= code <= 0xDFFF) and unicodedata.category(chr(code)) != "Cn"


DROPPED, KEPT, KEPT_BUT_A_LOW_FIRST = 0, 1, 2


def fold_first(code):
    """The first code point of a cluster folded, and what happens to the marks after it:
    dropped when its last folded code point is below U+0510; otherwise kept, but for a first
    one below U+0510 when the code point was not case folded."""
    char = chr(code)
    if code < 0x80:
        return [ord(char.lower())], DROPPED
    decomposed = [ord(c) for c in unicodedata.normalize("NFD", char)]
    if decomposed != [code] and decomposed[0] < LATIN_GREEK_CYRILLIC_END:
        decomposed = decomposed[:1]
    first = decomposed[0]
    folded = [ord(c) for c in chr(first).casefold()]
    if folded == [first]:
        return decomposed, KEPT_BUT_A_LOW_FIRST if first >= LATIN_GREEK_CYRILLIC_END else DROPPED
    last = folded[-1]
    if first < LATIN_GREEK_CYRILLIC_END:
        folded = [c for c in folded if not is_mark(c)]
    return folded + decomposed[1:], KEPT if last >= LATIN_GREEK_CYRILLIC_END else DROPPED


def default_marks(code):
    return KEPT_BUT_A_LOW_FIRST if code >= LATIN_GREEK_CYRILLIC_END else DROPPED


def folds():
    """(code, folded, marks) for every assigned code point the folding changes, or whose
    marks it treats otherwise than its value says (see `default_marks`)."""
    found = []
    for code in range(0x110000):
        # Hangul syllables decompose to jamo that NFC composes back: left as they are.
        if not assigned(code) or 0xAC00 <= code <= 0xD7A3:
            continue
        out, marks = fold_first(code)
        if out != [code] or marks != default_marks(code):
            found.append((code, out, marks))
    return found


def ranges(predicate):
    found, start = [], None
    for code in range(0x110001):
        matches = code <= 0x10FFFF and assigned(code) and predicate(code)
        if matches and start is None:
            start = code
        elif not matches and start is not None:
            found.append((start, code - 1))
            start = None
    return found


def combining_classes():
    """(first, last, class) for runs of one nonzero class."""
    found = []
    for code in range(0x110000):
        if not assigned(code):
            continue
        ccc = unicodedata.combining(chr(code))
        if ccc == 0:
            continue
        if found and found[-1][1] == code - 1 and found[-1][2] == ccc:
            found[-1] = (found[-1][0], code, ccc)
        else:
            found.append((code, code, ccc))
    return found


def compositions():
    """(first, second, composite) for the primary composites whose decomposition starts at or
    above U+0510, Hangul syllables left out."""
    found = []
    for code in range(0x110000):
        if not assigned(code) or 0xAC00 <= code <= 0xD7A3:
            continue
        raw = unicodedata.decomposition(chr(code))
        if not raw or raw.startswith("<"):
            continue
        parts = [int(p, 16) for p in raw.split()]
        if len(parts) != 2 or unicodedata.normalize("NFC", chr(parts[0]) + chr(parts[1])) != chr(code):
            continue
        if ord(unicodedata.normalize("NFD", chr(code))[0]) < LATIN_GREEK_CYRILLIC_END:
            continue
        found.append((parts[0], parts[1], code))
    return sorted(found)


def lines_of(items, indent="        "):
    lines, line = [], indent.rstrip(" ")
    for item in items:
        if len(line) + len(item) + 2 > 120:
            lines.append(line.rstrip())
            line = indent.rstrip(" ")
        line += f" {item},"
    lines.append(line.rstrip())
    return "\n".join(lines)


def main():
    version = unicodedata.unidata_version
    entries = folds()
    keys = [f"0x{code:X}" for code, _, _ in entries]
    # Each entry's folded code points are values[start..<start + count], and what happens
    # to the marks after it: start << 6 | count << 2 | marks.
    values, spans = [], []
    for _, out, marks in entries:
        assert len(out) < 16
        spans.append(f"0x{len(values) << 6 | len(out) << 2 | marks:X}")
        values.extend(out)
    marks = [f"0x{a:X}...0x{b:X}" for a, b in ranges(is_mark)]
    classes = combining_classes()
    pairs = compositions()
    text = f"""// Generated by scripts/generate-fold-table.py from Unicode {version} (Python's unicodedata):
// do not edit. What the story search folds text with (decision 137).

/// The tables of `TextFolding`, by Unicode {version}: sorted, for a binary search.
enum TextFoldingTable {{
    static let unicodeVersion = "{version}"

    /// The code points the first of a cluster folds from, sorted.
    static let foldKeys: [UInt32] = [
{lines_of(keys)}
    ]
    /// For each key: where its folded code points start in `foldValues` (bits 6 and up), how
    /// many there are (bits 2–5), and what happens to the marks after it (bits 0–1: 0 they
    /// go, 1 they stay, 2 they stay but for a first one below U+0510).
    static let foldSpans: [UInt32] = [
{lines_of(spans)}
    ]
    static let foldValues: [UInt32] = [
{lines_of(f"0x{v:X}" for v in values)}
    ]

    /// The marks a cluster holds (general categories Mn and Me, and Mc with a combining class).
    static let marks: [ClosedRange<UInt32>] = [
{lines_of(marks)}
    ]

    /// The nonzero canonical combining classes, by runs.
    static let combiningClassRuns: [ClosedRange<UInt32>] = [
{lines_of(f"0x{a:X}...0x{b:X}" for a, b, _ in classes)}
    ]
    static let combiningClasses: [UInt8] = [
{lines_of(str(c) for _, _, c in classes)}
    ]

    /// Canonical compositions whose first code point is at or above U+0510, as first << 32 |
    /// second, sorted, and what each pair composes to.
    static let compositionPairs: [UInt64] = [
{lines_of(f"0x{a << 32 | b:X}" for a, b, _ in pairs)}
    ]
    static let composites: [UInt32] = [
{lines_of(f"0x{c:X}" for _, _, c in pairs)}
    ]
}}
"""
    with open(OUT, "w") as file:
        file.write(text)
    print(f"{OUT}: Unicode {version}, {len(entries)} folds, {len(marks)} mark ranges, {len(classes)} class runs, {len(pairs)} compositions", file=sys.stderr)


if __name__ == "__main__":
    main()
