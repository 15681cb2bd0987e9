#!/usr/bin/env python3
"""Plays frames on pyte, a second terminal emulator, for the test terminal model's cross-check
(Tests/KamishibaiTestingTests/TerminalWidthCrossCheckTests.swift, decision 135).

Reads one JSON object from stdin, {"columns": c, "rows": r, "frames": [base64 bytes, ...]},
feeds the frames in order to one pyte screen, and writes a JSON list with, after each frame,
the screen's rows as lists of cells: each cell's text (a wide character's second cell is
""), as pyte's own widths (wcwidth) put it there. pyte comes from the scripts' environment.
"""

import base64
import json
import sys

import environment

environment.ensure()

import pyte  # noqa: E402  (after the environment is in place)
import wcwidth  # noqa: E402


class Screen(pyte.Screen):
    """pyte's screen, given text one character at a time: its `draw` gives up on the rest of
    the text at a zero-width character that is not a combining mark (U+FE0F, U+200D, a format
    character), where a terminal would go on; one at a time, only that character is lost.
    A wide character with one column left is not drawn, as the model (which notes a write
    past the margin) does, where pyte would draw half of it."""

    def draw(self, data):
        for char in data:
            if wcwidth.wcwidth(char) == 2 and self.cursor.x + 2 > self.columns:
                continue
            super().draw(char)


def cells(screen, columns, y):
    """A row's cells. pyte keeps the second half of a wide character ("") when its first half
    is written over, and the first when its second is; a terminal blanks the other half, and
    so does the model: a half with no whole beside it reads as a blank."""
    row = [screen.buffer[y][x].data for x in range(columns)]
    wide = [bool(data) and wcwidth.wcwidth(data[0]) == 2 for data in row]
    for x in range(columns):
        if row[x] == "" and (x == 0 or not wide[x - 1]):
            row[x] = " "
        elif wide[x] and (x + 1 == columns or row[x + 1] != ""):
            row[x] = " "
    return row


def main():
    request = json.load(sys.stdin)
    columns, rows = request["columns"], request["rows"]
    screen = Screen(columns, rows)
    # No autowrap: pyte wraps before a combining mark written at the last column (and
    # scrolls, on the last row), where a terminal puts the mark on the last cell. The frames
    # never write past the margin themselves.
    screen.reset_mode(pyte.modes.DECAWM)
    stream = pyte.ByteStream(screen)
    shown = []
    for frame in request["frames"]:
        stream.feed(base64.b64decode(frame))
        shown.append([cells(screen, columns, y) for y in range(rows)])
    json.dump(shown, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
