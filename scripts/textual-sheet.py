#!/usr/bin/env python3
"""Kamishibai's demo sheet, written in Textual: what `compare-textual.py` measures against.

    scripts/textual-sheet.py

A list of 24 stories; Enter pushes a modal screen whose backdrop is black at 40 % and whose
panel — full width, half the height — slides up from below in 0.35 s (out_cubic). Esc slides
it back out in 0.2 s (in_out_cubic) and dismisses the screen. That is the same session the
Kamishibai side runs (open the sheet, close it), so the bytes and CPU time each spends on it
can be compared. Textual comes from the scripts' own virtual environment (see environment.py).
"""

import environment

environment.ensure()

from textual.app import App, ComposeResult  # noqa: E402
from textual.containers import Vertical  # noqa: E402
from textual.css.scalar import ScalarOffset  # noqa: E402
from textual.screen import ModalScreen  # noqa: E402
from textual.widgets import Label, ListItem, ListView, Static  # noqa: E402

STORIES = [
    "Momotarō", "Urashima Tarō", "Kaguya-hime", "Issun-bōshi", "Kintarō", "Tsuru no Ongaeshi",
    "Hanasaka Jiisan", "Kachi-kachi Yama", "Saru Kani Gassen", "Shita-kiri Suzume", "Bunbuku Chagama",
    "Kasa Jizō", "Omusubi Kororin", "Yuki-onna", "Kobutori Jiisan", "Nezumi no Yomeiri", "Tanabata",
    "Hōichi the Earless", "Kitsune no Yomeiri", "Ushiwakamaru", "Oni no Ko", "Yamata no Orochi",
    "Inaba no Shiro-usagi", "Sannen Netarō",
]


class Sheet(ModalScreen):
    """The sheet: a dimmed backdrop and a half-height panel that slides in from the bottom."""

    DEFAULT_CSS = """
    Sheet { background: black 40%; align: center bottom; }
    #sheet { width: 100%; height: 50%; background: #2b2f3a; border: round #e8a15c; padding: 0 2; }
    """
    BINDINGS = [("escape", "close", "Close")]

    def __init__(self, title: str) -> None:
        super().__init__()
        self.story = title

    def compose(self) -> ComposeResult:
        with Vertical(id="sheet"):
            yield Static(f"[b]{self.story}[/b]")
            yield Static("A story told with pictures slid one after another out of a wooden stage. " * 3)

    def on_mount(self) -> None:
        """Starts the panel half a screen down and animates it up into place."""
        panel = self.query_one("#sheet")
        panel.styles.offset = (0, self.app.size.height // 2)
        panel.styles.animate("offset", value=ScalarOffset.from_offset((0, 0)), duration=0.35, easing="out_cubic")

    def action_close(self) -> None:
        """Slides the panel down by its own height, then dismisses the screen."""
        panel = self.query_one("#sheet")
        panel.styles.animate("offset", value=ScalarOffset.from_offset((0, panel.size.height)), duration=0.2,
                             easing="in_out_cubic", on_complete=self.dismiss)


class Stories(App):
    """The list of stories; choosing one opens its sheet."""

    CSS = "ListView { background: #1d2029; } ListItem { padding: 0 1; }"

    def compose(self) -> ComposeResult:
        yield ListView(*[ListItem(Label(name)) for name in STORIES])

    def on_list_view_selected(self, event: ListView.Selected) -> None:
        self.push_screen(Sheet(STORIES[event.list_view.index or 0]))


if __name__ == "__main__":
    Stories().run()
